import { closestCorners, DndContext } from '@dnd-kit/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EDITOR_MESSAGES as M, type CardKind, type PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { moveTo, useSortableColumns } from '../sortable-columns';
import { MoveButtons } from './MoveButtons';
import { SortableColumn } from './SortableColumn';

/** 'Re-order cards': the grid's cards in one sortable list. */
export default function ReorderCardsDialog({
  cards,
  productId,
  productSlug,
  onClose,
}: {
  cards: PortalCard[];
  productId: string;
  productSlug: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const dnd = useSortableColumns({ cards: cards.map((c) => c.kind) });
  const [saving, setSaving] = useState(false);
  const titleOf = (kind: string) => cards.find((c) => c.kind === kind)?.title ?? kind;
  const save = async () => {
    setSaving(true);
    try {
      await calls.reorderCards(dnd.columns.cards as CardKind[]);
      showToast(M.cardsOrderUpdated(productSlug), { hideAfterMs: 4000 });
      onClose();
    } catch {
      showToast(M.cardsOrderFailed(productSlug), { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Re-order cards" size="md">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Drag the cards into the order visitors should see them.
        </Text>
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={closestCorners}
          onDragOver={dnd.onDragOver}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
        >
          <SortableColumn
            id="cards"
            ids={dnd.columns.cards!}
            labelOf={titleOf}
            highlighted={false}
            actions={(kind, index) => (
              <MoveButtons
                label={titleOf(kind)}
                index={index}
                count={dnd.columns.cards!.length}
                onMove={(to) => dnd.setColumns((c) => moveTo(c, kind, 'cards', to))}
              />
            )}
          />
        </DndContext>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!dnd.changed} loading={saving}>
            Save order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
