import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableColumnProps {
  id: string;
  title?: string;
  ids: string[];
  labelOf: (id: string) => string;
  highlighted: boolean;
  /** Extra controls per row (move up/down, move between columns). */
  actions?: (id: string, index: number) => ReactNode;
  empty?: string;
}

/** A droppable column of draggable rows; highlighted while a row is over it. */
export function SortableColumn({
  id,
  title,
  ids,
  labelOf,
  highlighted,
  actions,
  empty,
}: SortableColumnProps) {
  const { setNodeRef } = useDroppable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      bg={highlighted ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      style={{ flex: 1, minHeight: 80, transition: 'background 120ms' }}
      data-testid={`column-${id}`}
      data-over={highlighted || undefined}
    >
      {title && (
        <Text fz="sm" fw={600} mb="xs" px={4}>
          {title}
        </Text>
      )}
      <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6}>
          {ids.map((rowId, index) => (
            <SortableRow key={rowId} id={rowId} label={labelOf(rowId)} actions={actions?.(rowId, index)} />
          ))}
          {ids.length === 0 && (
            <Text fz="xs" c="dimmed" ta="center" py="sm">
              {empty ?? 'Drop here'}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

function SortableRow({ id, label, actions }: { id: string; label: string; actions?: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px="xs"
      py={6}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="sortable-row"
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Drag ${label}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          <Text fz="sm" truncate>
            {label}
          </Text>
        </Group>
        {actions && (
          <Group gap={2} wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
