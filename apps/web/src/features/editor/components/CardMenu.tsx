import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowsSort,
  IconDots,
  IconEye,
  IconEyeOff,
  IconForms,
  IconMessage,
  IconPhoto,
  IconTextCaption,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  cardAllowedActions,
  EDITOR_MESSAGES as M,
  type EditorFeatures,
  type PortalCard,
} from '@trust/shared';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import CardTextDialog, { type CardTextField } from './CardTextDialog';
import ChangeIconDialog from './ChangeIconDialog';
import ReorderItemsDialog, { type OrderedRow } from './ReorderItemsDialog';
import '@/app/floating-styles';

/** The card actions menu for editors in Main mode, offering only the card's allowed actions. */
export default function CardMenu({
  card,
  rows,
  productId,
  features,
  canEditAssets,
}: {
  card: PortalCard;
  rows: OrderedRow[];
  productId: string;
  features: EditorFeatures;
  canEditAssets: boolean;
}) {
  const calls = useEditorCalls(productId);
  const [reordering, setReordering] = useState(false);
  const [textField, setTextField] = useState<CardTextField | null>(null);
  const [changingIcon, setChangingIcon] = useState(false);
  const iconAllowed = features.allowReplaceCardIcons && canEditAssets;
  const allowed = cardAllowedActions(card.kind);
  /** Hides or shows the card; the toast offers Undo, which sets it back. */
  const setHidden = async (hidden: boolean, undoable: boolean) => {
    try {
      await calls.patchCard(card.kind, { hidden });
      showToast(hidden ? M.cardHidden : M.cardShown, {
        hideAfterMs: undoable ? 8000 : 4000,
        action: undoable ? { label: 'Undo', onClick: () => void setHidden(!hidden, false) } : undefined,
      });
    } catch {
      showToast(M.saveError, { color: 'red', hideAfterMs: 6000 });
    }
  };
  const toggleHidden = () => setHidden(!card.hidden, true);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${card.title}`}
            onClick={(e) => e.stopPropagation()}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {allowed.includes('hide') && (
            <Menu.Item
              leftSection={card.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
              onClick={() => void toggleHidden()}
            >
              {card.hidden ? 'Show card' : 'Hide card'}
            </Menu.Item>
          )}
          {allowed.includes('edit') && (
            <Tooltip label={M.upgrade} disabled={features.allowCardTitleRenaming} position="left">
              <Menu.Item
                leftSection={<IconForms size={16} />}
                disabled={!features.allowCardTitleRenaming}
                onClick={() => setTextField('title')}
              >
                Rename card
              </Menu.Item>
            </Tooltip>
          )}
          {allowed.includes('displayText') && (
            <Menu.Item
              leftSection={<IconTextCaption size={16} />}
              onClick={() => setTextField('displayText')}
            >
              Edit display text
            </Menu.Item>
          )}
          {allowed.includes('editPlaceholder') && (
            <Menu.Item leftSection={<IconMessage size={16} />} onClick={() => setTextField('placeholder')}>
              Set empty placeholder
            </Menu.Item>
          )}
          {allowed.includes('changeIcon') && (
            <Tooltip
              label={features.allowReplaceCardIcons ? 'Needs permission to edit assets' : M.upgrade}
              disabled={iconAllowed}
              position="left"
            >
              <Menu.Item
                leftSection={<IconPhoto size={16} />}
                disabled={!iconAllowed}
                onClick={() => setChangingIcon(true)}
              >
                Change card icon
              </Menu.Item>
            </Tooltip>
          )}
          {allowed.includes('reorderCardItems') && rows.length > 1 && (
            <Menu.Item leftSection={<IconArrowsSort size={16} />} onClick={() => setReordering(true)}>
              Reorder items
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {changingIcon && (
        <ChangeIconDialog card={card} productId={productId} onClose={() => setChangingIcon(false)} />
      )}
      {textField && (
        <CardTextDialog
          card={card}
          field={textField}
          productId={productId}
          onClose={() => setTextField(null)}
        />
      )}
      {reordering && (
        <ReorderItemsDialog
          card={card}
          rows={rows}
          productId={productId}
          onClose={() => setReordering(false)}
        />
      )}
    </>
  );
}
