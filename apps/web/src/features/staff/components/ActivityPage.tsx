import { Anchor, Badge, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AUDIT_KINDS,
  auditChanges,
  auditSentence,
  isEdit,
  type ActivityEvent,
  type ActivityResponse,
  type AuditKind,
  type AuditQuery,
  type NamesById,
} from '@trust/shared';
import { apiGet } from '@/lib/api';
import { queryString } from '@/lib/query-string';
import { useDateFormat } from '@/lib/date-locale';
import { useProducts, useStaffMe } from '../api';
import { EmptyTableRow } from './EmptyTableRow';

const KIND_COLORS: Record<AuditKind, string> = {
  access: 'blue',
  content: 'grape',
  documents: 'teal',
  settings: 'orange',
  team: 'gray',
};

/** Every staff action and access event as a sentence, with what changed; filtered, and exported as CSV. */
export function ActivityPage() {
  const [query, setQuery] = useState<AuditQuery>({});
  const search = queryString(query);
  const activity = useQuery({
    queryKey: ['activity', search],
    queryFn: () => apiGet<ActivityResponse>(`/api/activity?${search}`),
    placeholderData: (previous) => previous,
  });
  const set = (change: Partial<AuditQuery>) => setQuery((q) => ({ ...q, ...change }));
  const events = activity.data?.events;
  const products = useProducts(useStaffMe().data?.organisations[0]?.slug).data;
  const productNames: NamesById = new Map(products?.map((p) => [p.productId, p.productName]));
  return (
    <Stack gap="md" data-testid="activity-page">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={24}>
          Activity
        </Title>
        <Anchor href={`/api/activity.csv?${search}`} download fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            Export CSV
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Who"
          placeholder="Anyone"
          clearable
          searchable
          data={activity.data?.actors ?? []}
          value={query.actor ?? null}
          onChange={(actor) => set({ actor: actor ?? undefined })}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Kind"
          placeholder="Everything"
          clearable
          data={Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label }))}
          value={query.kind ?? null}
          onChange={(kind) => set({ kind: (kind as AuditKind | null) ?? undefined })}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          type="date"
          label="From"
          value={query.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          w={{ base: '47%', xs: 160 }}
        />
        <TextInput
          type="date"
          label="To"
          value={query.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          w={{ base: '47%', xs: 160 }}
        />
      </Group>
      <Paper withBorder radius="md">
        <Table fz="sm" verticalSpacing="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={{ base: 96, sm: 170 }}>When</Table.Th>
              <Table.Th>What happened</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events?.map((e) => (
              <ActivityRow key={e.id} event={e} names={productNames} />
            ))}
            {events?.length === 0 && (
              <EmptyTableRow colSpan={2}>
                {search ? 'Nothing matches these filters.' : 'Nothing has happened yet.'}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/**
 * Content and settings edits show what changed; access events, additions and removals say it all
 * in their sentence.
 */
const SHOWS_CHANGES: ReadonlySet<AuditKind> = new Set(['content', 'settings', 'team']);

function ActivityRow({ event, names }: { event: ActivityEvent; names: NamesById }) {
  const formatDate = useDateFormat();
  const changes =
    SHOWS_CHANGES.has(event.kind) && isEdit(event) ? auditChanges(event.before, event.after, names) : [];
  return (
    <Table.Tr>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fz="sm">{formatDate(event.at)}</Text>
        <Text fz="xs" c="dimmed">
          {new Date(event.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" style={{ flex: 1 }}>
            {auditSentence(event, formatDate)}
          </Text>
          <Badge size="xs" variant="light" color={KIND_COLORS[event.kind]} visibleFrom="sm">
            {AUDIT_KINDS[event.kind]}
          </Badge>
        </Group>
        {changes.length > 0 && (
          <Stack gap={2} mt={6} data-testid="activity-changes">
            {changes.slice(0, 8).map((c) => (
              <Text key={c.field} fz="xs" c="dimmed" lineClamp={3}>
                {c.field && <b>{c.field}: </b>}
                <del>{c.before}</del> → <ins style={{ textDecoration: 'none' }}>{c.after}</ins>
              </Text>
            ))}
            {changes.length > 8 && (
              <Text fz="xs" c="dimmed">
                and {changes.length - 8} more fields
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
