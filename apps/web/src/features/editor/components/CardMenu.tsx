import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsSort, IconDots, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { cardAllowedActions, EDITOR_MESSAGES as M, type PortalCard } from '@trust/shared';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import ReorderItemsDialog, { type OrderedRow } from './ReorderItemsDialog';

/** The card actions menu for editors in Main mode, offering only the card's allowed actions. */
export default function CardMenu({ card, rows, productId }: { card: PortalCard; rows: OrderedRow[]; productId: string }) {
  const calls = useEditorCalls(productId);
  const [reordering, setReordering] = useState(false);
  const allowed = cardAllowedActions(card.kind);
  const toggleHidden = async () => {
    try {
      await calls.patchCard(card.kind, { hidden: !card.hidden });
      showToast(card.hidden ? M.cardShown : M.cardHidden, { hideAfterMs: 4000 });
    } catch {
      showToast(M.saveError, { color: 'red', hideAfterMs: 6000 });
    }
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${card.title}`} onClick={(e) => e.stopPropagation()}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {allowed.includes('hide') && (
            <Menu.Item leftSection={card.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />} onClick={() => void toggleHidden()}>
              {card.hidden ? 'Show card' : 'Hide card'}
            </Menu.Item>
          )}
          {allowed.includes('reorderCardItems') && rows.length > 1 && (
            <Menu.Item leftSection={<IconArrowsSort size={16} />} onClick={() => setReordering(true)}>
              Reorder items
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {reordering && <ReorderItemsDialog card={card} rows={rows} productId={productId} onClose={() => setReordering(false)} />}
    </>
  );
}
