import { Button, Drawer, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { cardAllowedActions, EDITOR_MESSAGES as M, itemFields, type PortalCard } from '@trust/shared';
import { CardEditForm, ItemMenu, RiskProfileForm, SecurityGradesForm } from '@/features/editor';
import { usePortal } from '../context';
import '@/app/overlay-styles';
import { DocumentSources } from './DocumentSources';
import { CardIntegrationWidget } from './IntegrationWidgets';
import { ItemDetails } from './ItemDetails';
import { RiskProfileSummary } from './RiskProfileSummary';
import { SecurityGradesList } from './SecurityGrades';

/** Drawer width by screen: 100vw small, 80vw medium, 50vw large, never over 800 px. */
function useDrawerWidth() {
  const large = useMediaQuery('(min-width: 75em)');
  const medium = useMediaQuery('(min-width: 48em)');
  return large ? '50vw' : medium ? '80vw' : '100vw';
}

/**
 * The expanded card: every item of the card, the focused one open and scrolled to. Editors switch it
 * to edit mode; leaving with unsaved changes asks first.
 */
interface CardDrawerProps {
  card: PortalCard | null;
  focusItemUid: string | null;
  /** Open straight in edit mode (the 'Add Items' button of an empty card). */
  startEditing?: boolean;
  onClose: () => void;
}

export default function CardDrawer({ card, focusItemUid, startEditing = false, onClose }: CardDrawerProps) {
  const width = useDrawerWidth();
  const { view, editor, basePath, openCard } = usePortal();
  // These two cards hold answers and grades rather than items, with forms of their own.
  const riskProfile = card?.kind === 'risk_profile';
  const grades = card?.kind === 'security_grades';
  const editable = Boolean(
    editor &&
    card &&
    cardAllowedActions(card.kind).includes('edit') &&
    (itemFields(card.kind).length > 0 || riskProfile || grades),
  );
  const [editing, setEditing] = useState(startEditing && editable);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState<null | 'cancel' | 'close'>(null);
  const [startWithDraft, setStartWithDraft] = useState(false);
  const leave = (then: 'cancel' | 'close') => {
    if (editing && dirty) return setConfirming(then);
    finish(then);
  };
  const finish = (then: 'cancel' | 'close') => {
    setEditing(false);
    setStartWithDraft(false);
    setDirty(false);
    setConfirming(null);
    if (then === 'close') onClose();
  };
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  return (
    <Drawer
      opened={card !== null}
      onClose={() => leave('close')}
      // Search (Ctrl+K) may open over the drawer while it is read, not while it is edited.
      data-search-over={editing ? undefined : ''}
      position="right"
      size={width}
      styles={{ content: { maxWidth: 800 } }}
      title={
        card && (
          <Group gap="sm">
            {card.iconUrl && <Image src={card.iconUrl} w={20} h={20} alt="" />}
            {/* The drawer's title is already the h2. */}
            <Text component="span" fz="xl" fw={700}>
              {card.title}
            </Text>
            {editable && !editing && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
            {editor && !editing && cardAllowedActions(card.kind).includes('customItems') && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  setStartWithDraft(true);
                  setEditing(true);
                }}
              >
                Add custom item
              </Button>
            )}
          </Group>
        )
      }
    >
      {card && editing && editor && riskProfile && (
        <Suspense fallback={<Loader />}>
          <RiskProfileForm
            productId={view.product.productId}
            answers={view.riskProfile}
            onDirtyChange={onDirtyChange}
            onCancel={() => leave('cancel')}
            onSaved={() => finish('cancel')}
          />
        </Suspense>
      )}
      {card && editing && editor && grades && (
        <Suspense fallback={<Loader />}>
          <SecurityGradesForm
            productId={view.product.productId}
            entries={view.securityGrades}
            onDirtyChange={onDirtyChange}
            onCancel={() => leave('cancel')}
            onSaved={() => finish('cancel')}
          />
        </Suspense>
      )}
      {card && editing && editor && !riskProfile && !grades && (
        <Suspense fallback={<Loader />}>
          <CardEditForm
            card={card}
            cards={view.cards}
            startWithDraft={startWithDraft}
            productId={view.product.productId}
            features={editor.features}
            canEditAssets={editor.canEditAssets}
            onDirtyChange={onDirtyChange}
            onCancel={() => leave('cancel')}
            onSaved={() => finish('cancel')}
          />
        </Suspense>
      )}
      {card && !editing && (
        <Stack gap="sm" data-testid="card-drawer">
          {card.kind === 'documents' && (
            <DocumentSources
              cards={view.cards}
              canEdit={editor !== null}
              onOpen={(cardId, edit) => openCard(cardId, undefined, { edit })}
            />
          )}
          <CardIntegrationWidget kind={card.kind} />
          {riskProfile && <RiskProfileSummary answers={view.riskProfile} />}
          {grades && <SecurityGradesList entries={view.securityGrades} />}
          {card.items.length === 0 && card.kind !== 'documents' && !riskProfile && !grades && (
            <Text c="dimmed">{card.placeholder ?? 'Nothing has been published here yet.'}</Text>
          )}
          {card.kind === 'documents' && card.items.length > 0 && (
            <Text fz="sm" fw={600} c="dimmed" mt="xs">
              On this card
            </Text>
          )}
          {card.items.map((item) => (
            <ItemDetails
              key={item.itemUid}
              item={item}
              focused={item.itemUid === focusItemUid}
              menu={
                editor && (
                  <Suspense>
                    <ItemMenu
                      item={item}
                      card={card}
                      cards={view.cards}
                      productId={view.product.productId}
                      portalBase={
                        // With several products, links name the product (editor spec section 3).
                        view.sharedInfo.products.length > 1
                          ? `${basePath}/product/${encodeURIComponent(view.product.productSlug).replace(/%20/g, '+')}`
                          : `${basePath}/item`
                      }
                    />
                  </Suspense>
                )
              }
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={M.discardTitle}
        centered
        size="sm"
      >
        <Text fz="sm">{M.discardText}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Keep editing
          </Button>
          <Button color="red" onClick={() => confirming && finish(confirming)}>
            Discard
          </Button>
        </Group>
      </Modal>
    </Drawer>
  );
}
