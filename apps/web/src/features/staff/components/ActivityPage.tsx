import { Code, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyTableRow } from './EmptyTableRow';
import { useAuditLog } from '../api';
import { useDateFormat } from '@/lib/date-locale';

const ACTIONS: Record<string, string> = {
  'card.update': 'Changed a card',
  'card.icon': 'Changed a card icon',
  'cards.reorder': 'Re-ordered cards',
  'items.reorder': "Re-ordered a card's items",
  'item.create': 'Added a custom item',
  'item.delete': 'Deleted a custom item',
  'item.update': 'Edited an item',
  'item.move': 'Moved an item',
  'item.link': 'Linked a document',
  'item.unlink': 'Unlinked a document',
  'item.logo': 'Changed a certification logo',
  'item.slug': 'Set a custom URL',
  'sections.reorder': 'Re-ordered sections',
  'document.upload': 'Uploaded a document',
  'documents.type': 'Changed document types',
  'partner.add': 'Added a TPRM tool',
  'partner.remove': 'Removed a TPRM tool',
  'tprm.token.redeem': 'A TPRM tool read the trust data',
  'questionnaire.map': 'Mapped a questionnaire and drafted its answers',
  'questionnaire.return': 'Returned an answered questionnaire',
  'questionnaire.save_to_kb': 'Saved questionnaire answers to the knowledge base',
  'settings.scripts': 'Changed the scripts and cookie banner',
};

const short = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every editor change: who, what, before and after, when. */
export function ActivityPage() {
  const formatDate = useDateFormat();
  const events = useAuditLog().data;
  return (
    <Stack gap="md" data-testid="activity-page">
      <Title order={1} fz={24}>
        Activity
      </Title>
      <Paper withBorder radius="md">
        {/* Focusable, so the keyboard can scroll it sideways on a narrow screen. */}
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Activity' }}>
          <Table fz="sm" verticalSpacing="xs" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events?.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(e.at)}{' '}
                    {new Date(e.at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}
                  </Table.Td>
                  <Table.Td>{e.actor}</Table.Td>
                  <Table.Td>
                    {ACTIONS[e.action] ?? e.action}
                    <Text fz="xs" c="dimmed">
                      {e.target}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Code block fz="xs">
                      {short(e.before)}
                    </Code>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Code block fz="xs">
                      {short(e.after)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
              {events?.length === 0 && <EmptyTableRow colSpan={5}>No changes yet.</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
