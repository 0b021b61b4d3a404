import { Badge, Group } from '@mantine/core';
import {
  EDITOR_MESSAGES,
  ITEM_CHOICE_LABELS,
  ITEM_TYPES,
  type ItemChoice,
  MATURITY_LABELS,
  RECURRENCE_LABELS,
  type ItemType,
  type Maturity,
  type PortalItem,
  type Recurrence,
} from '@trust/shared';

const CHOICE_COLOURS: Record<ItemChoice, string> = {
  yes: 'teal',
  partial: 'yellow',
  no: 'red',
  not_applicable: 'gray',
};

/** An item's short answer as a coloured tag. */
export function ItemChoiceBadge({ choice }: { choice: ItemChoice }) {
  return (
    <Badge color={CHOICE_COLOURS[choice]} variant="light" size="sm" data-testid="item-choice">
      {ITEM_CHOICE_LABELS[choice]}
    </Badge>
  );
}

/**
 * Tags under an item's title: its short answer, enabled state, type, maturity, recurrence; in Main mode also the
 * 'Public Access' warning on items everyone can open (editor spec section 4).
 */
export function ItemTags({ item, main = false }: { item: PortalItem; main?: boolean }) {
  const typeTitle =
    item.type && item.type !== 'control' && item.type !== 'other' ? ITEM_TYPES[item.type as ItemType] : null;
  const maturity = item.maturity ? MATURITY_LABELS[item.maturity as Maturity] : null;
  const recurrence =
    item.recurrence && item.recurrence !== 'none' ? RECURRENCE_LABELS[item.recurrence as Recurrence] : null;
  return (
    <Group gap={6}>
      {main && item.publicAccess && (
        <Badge color="orange" variant="light" size="sm">
          {EDITOR_MESSAGES.publicAccessTag}
        </Badge>
      )}
      {item.choice && <ItemChoiceBadge choice={item.choice} />}
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
