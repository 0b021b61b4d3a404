import { Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { SubscriberStatus } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { useSubscribers, useUpdatesAdmin } from '../../api';
import { EmptyTableRow } from '../EmptyTableRow';
import { RemoveButton } from '../RemoveButton';
import { useDateFormat } from '@/lib/date-locale';

const STATUS_COLOR: Record<SubscriberStatus, string> = {
  pending: 'yellow',
  confirmed: 'green',
  unsubscribed: 'gray',
  blocked: 'red',
};

/** Who subscribes, in what state, and the domains that may not. */
export function SubscribersPanel() {
  const formatDate = useDateFormat();
  const data = useSubscribers().data;
  const admin = useUpdatesAdmin();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const block = async () => {
    try {
      await admin.blockDomain.mutateAsync(domain);
      setDomain('');
      setError(null);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (e.fields?.domain ?? e.message)
          : 'Unfortunately, an unknown error has occurred.',
      );
    }
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table fz="sm" verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Subscribed</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.subscribers.map((s) => (
                <Table.Tr key={s.id} data-testid={`subscriber-${s.email}`}>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[s.status]}>
                      {s.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(s.confirmedAt ?? s.createdAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color={s.status === 'blocked' ? 'gray' : 'red'}
                      onClick={() => admin.setBlocked.mutate({ id: s.id, blocked: s.status !== 'blocked' })}
                    >
                      {s.status === 'blocked' ? 'Unblock' : 'Block'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {data?.subscribers.length === 0 && (
                <EmptyTableRow colSpan={4}>No subscribers yet.</EmptyTableRow>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="xs">
          Blocked domains
        </Title>
        <Stack gap={4} mb="sm">
          {data?.blockedDomains.map((d) => (
            <Group key={d.id} justify="space-between">
              <Text fz="sm">{d.domain}</Text>
              <RemoveButton label={`Unblock ${d.domain}`} onClick={() => admin.unblockDomain.mutate(d.id)} />
            </Group>
          ))}
          {data?.blockedDomains.length === 0 && (
            <Text fz="sm" c="dimmed">
              None
            </Text>
          )}
        </Stack>
        <Group align="flex-start">
          <TextInput
            placeholder="example.com"
            aria-label="Domain to block"
            value={domain}
            onChange={(e) => setDomain(e.currentTarget.value)}
            error={error}
          />
          <Button variant="light" onClick={() => void block()} disabled={!domain.trim()}>
            Block domain
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
