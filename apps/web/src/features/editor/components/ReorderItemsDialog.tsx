import { closestCorners, DndContext } from '@dnd-kit/core';
import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EDITOR_MESSAGES as M, type PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { moveTo, useSortableColumns } from '../sortable-columns';
import { MoveButtons } from './MoveButtons';
import { SortableColumn } from './SortableColumn';
import '@/app/floating-styles';

export interface OrderedRow {
  itemUid: string;
  title: string;
  featured: boolean;
}

/**
 * Reorder a card's items (editor spec sections 2 and 4): the documents card in two columns,
 * Featured and Non-featured, by drag and drop or the row buttons; other cards in one list.
 */
export default function ReorderItemsDialog({
  card,
  rows,
  productId,
  onClose,
}: {
  card: PortalCard;
  rows: OrderedRow[];
  productId: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const documents = card.kind === 'documents';
  const initial: Record<string, string[]> = documents
    ? {
        featured: rows.filter((r) => r.featured).map((r) => r.itemUid),
        others: rows.filter((r) => !r.featured).map((r) => r.itemUid),
      }
    : { others: rows.map((r) => r.itemUid) };
  const dnd = useSortableColumns(initial);
  const [saving, setSaving] = useState(false);
  const titleOf = (uid: string) => rows.find((r) => r.itemUid === uid)?.title ?? '';

  const save = async () => {
    setSaving(true);
    try {
      const featured = dnd.columns.featured;
      await calls.reorderItems(card.kind, [...(featured ?? []), ...dnd.columns.others!], featured);
      showToast(M.itemsOrderUpdated(card.title), { hideAfterMs: 4000 });
      onClose();
    } catch {
      showToast(M.itemsOrderFailed(card.title), { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };

  const actions = (column: string) => (uid: string, index: number) => (
    <>
      <MoveButtons
        label={titleOf(uid)}
        index={index}
        count={dnd.columns[column]!.length}
        onMove={(to) => dnd.setColumns((c) => moveTo(c, uid, column, to))}
      />
      {documents && (
        <Tooltip label={column === 'featured' ? 'Move to Non-featured' : 'Move to Featured'}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={column === 'featured' ? `Unfeature ${titleOf(uid)}` : `Feature ${titleOf(uid)}`}
            onClick={() =>
              dnd.setColumns((c) =>
                moveTo(c, uid, column === 'featured' ? 'others' : 'featured', Number.MAX_SAFE_INTEGER),
              )
            }
          >
            {column === 'featured' ? <IconStarOff size={14} /> : <IconStar size={14} />}
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );

  return (
    <Modal opened onClose={onClose} title={`Reorder items: ${card.title}`} size={documents ? 'xl' : 'md'}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Drag the rows, or use their buttons.{' '}
          {documents ? 'Featured documents show first, in their own band.' : ''}
        </Text>
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={closestCorners}
          onDragOver={dnd.onDragOver}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
        >
          <Group align="stretch" gap="md" wrap="wrap">
            {documents && (
              <SortableColumn
                id="featured"
                title="Featured"
                ids={dnd.columns.featured!}
                labelOf={titleOf}
                highlighted={dnd.over === 'featured'}
                actions={actions('featured')}
              />
            )}
            <SortableColumn
              id="others"
              title={documents ? 'Non-featured' : undefined}
              ids={dnd.columns.others!}
              labelOf={titleOf}
              highlighted={dnd.over === 'others'}
              actions={actions('others')}
            />
          </Group>
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
