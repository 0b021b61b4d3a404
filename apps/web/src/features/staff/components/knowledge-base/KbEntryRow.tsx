import { ActionIcon, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconStarFilled } from '@tabler/icons-react';
import type { StaffKbEntry } from '@trust/shared';
import { Highlighted } from '@/components/Highlighted';
import { KbAccessBadge } from '@/components/KbAccessBadge';
import { RemoveButton } from '../RemoveButton';

/**
 * One entry of the staff's list: its question and answer (matched words marked when searched),
 * where it came from, a review flag, access, products, date and actions. Below sm it is one
 * column, access, products, date and actions under the answer. `productName`: null when the
 * organisation has one product (no Products column).
 */
export function KbEntryRow({
  entry,
  productName,
  updated,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: {
  entry: StaffKbEntry;
  productName: ((id: string) => string) | null;
  updated: string;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const accessBadge = <KbAccessBadge level={entry.accessLevel} />;
  const productNames =
    productName &&
    (entry.productIds.length === 0 ? (
      <Text c="dimmed" span inherit>
        Every product
      </Text>
    ) : (
      entry.productIds.map(productName).join(', ')
    ));
  const actions = (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={`Edit “${entry.question}”`} onClick={onEdit}>
        <IconPencil size={14} />
      </ActionIcon>
      <RemoveButton label={`Delete “${entry.question}”`} onClick={onDelete} />
    </Group>
  );
  return (
    <Table.Tr data-testid="kb-entry-row">
      <Table.Td>
        <Checkbox
          aria-label={`Select “${entry.question}”`}
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {entry.favorite && (
            <IconStarFilled
              size={14}
              color="var(--mantine-color-yellow-7)"
              aria-label="Favourite"
              style={{ flexShrink: 0, marginTop: 3 }}
            />
          )}
          <Text fw={500} fz="sm">
            <Highlighted text={entry.highlight?.question ?? entry.question} />
          </Text>
        </Group>
        <Text c="dimmed" fz="sm" lineClamp={2}>
          <Highlighted text={entry.highlight?.answer ?? entry.answer} />
        </Text>
        {entry.sourceName && (
          <Text c="dimmed" fz="xs" mt={2}>
            Saved from “{entry.sourceName}”
          </Text>
        )}
        {entry.conflictsWith.length > 0 && (
          <Group gap={4} mt={4} wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              size={14}
              color="var(--mantine-color-orange-7)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text fz="xs">
              Needs review: a similar question has a different answer (
              {entry.conflictsWith.map((c) => `“${c.question}”`).join(', ')}).
            </Text>
          </Group>
        )}
        <Group gap="xs" mt={6} justify="space-between" wrap="nowrap" hiddenFrom="sm">
          <Group gap={6}>
            {accessBadge}
            <Text fz="xs" c="dimmed">
              {productNames && <>{productNames} · </>}
              {updated}
            </Text>
          </Group>
          {actions}
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">{accessBadge}</Table.Td>
      {productNames && (
        <Table.Td fz="sm" visibleFrom="sm">
          {productNames}
        </Table.Td>
      )}
      {/* 'September 24, 2026' on one line, as the shorter months are. */}
      <Table.Td fz="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {updated}
      </Table.Td>
      <Table.Td visibleFrom="sm">{actions}</Table.Td>
    </Table.Tr>
  );
}
