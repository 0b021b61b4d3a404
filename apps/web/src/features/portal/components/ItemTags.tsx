import { Badge, Group } from '@mantine/core';
import {
  ITEM_TYPES,
  MATURITY_LABELS,
  RECURRENCE_LABELS,
  type ItemType,
  type Maturity,
  type PortalItem,
  type Recurrence,
} from '@trust/shared';

/** Tags under an item's title: enabled state, type, maturity, recurrence. */
export function ItemTags({ item }: { item: PortalItem }) {
  const typeTitle =
    item.type && item.type !== 'control' && item.type !== 'other' ? ITEM_TYPES[item.type as ItemType] : null;
  const maturity = item.maturity ? MATURITY_LABELS[item.maturity as Maturity] : null;
  const recurrence =
    item.recurrence && item.recurrence !== 'none' ? RECURRENCE_LABELS[item.recurrence as Recurrence] : null;
  return (
    <Group gap={6}>
      {item.enabledState === 'work_in_progress' && (
        <Badge color="yellow" variant="light" size="sm">
          In Progress
        </Badge>
      )}
      {item.enabledState === 'not_enabled' && (
        <Badge color="gray" variant="light" size="sm">
          Not enabled
        </Badge>
      )}
      {typeTitle && (
        <Badge variant="light" size="sm">
          {typeTitle}
        </Badge>
      )}
      {maturity && (
        <Badge color="teal" variant="light" size="sm">
          {maturity}
        </Badge>
      )}
      {recurrence && (
        <Badge color="grape" variant="light" size="sm">
          {recurrence}
        </Badge>
      )}
    </Group>
  );
}

/** The coloured dot before an item: green enabled, yellow in progress, grey not enabled. */
export const ENABLED_STATE_COLOR = {
  enabled: 'teal',
  work_in_progress: 'yellow',
  not_enabled: 'gray',
} as const;
