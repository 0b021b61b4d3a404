import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccessRequestSummary } from '@trust/shared';
import { formatPortalDate } from '@/lib/format';
import { useAccessRequests, useDecision, type RequestStatus } from '../api';
import { ApproveDialog } from './ApproveDialog';

/** The queue of access requests: approve into an account and profile, or decline. */
export function RequestsPage() {
  const [status, setStatus] = useState<RequestStatus>('pending');
  const requests = useAccessRequests(status);
  const { decline } = useDecision();
  const [approving, setApproving] = useState<AccessRequestSummary | null>(null);
  const rows = requests.data ?? [];
  return (
    <Stack gap="md" data-testid="requests-page">
      <Group justify="space-between">
        <Title order={1} fz={24}>
          Access requests
        </Title>
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as RequestStatus)}
          data={[
            { value: 'pending', label: 'Pending' },
            { value: 'approved', label: 'Approved' },
            { value: 'declined', label: 'Declined' },
          ]}
        />
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" miw={720} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Requester</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>{status === 'pending' ? 'Requested' : 'Decided'}</Table.Th>
              {status === 'pending' && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid={`request-${r.email}`}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {r.firstName} {r.lastName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {r.email}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{r.companyName}</Table.Td>
                <Table.Td fz="sm">{r.productName ?? '—'}</Table.Td>
                <Table.Td fz="sm">
                  {formatPortalDate(r.decidedAt ?? r.createdAt)}{' '}
                  {r.autoDecided && (
                    <Badge size="xs" variant="light">
                      Automatic
                    </Badge>
                  )}
                </Table.Td>
                {status === 'pending' && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" onClick={() => setApproving(r)}>
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        loading={decline.isPending && decline.variables === r.id}
                        onClick={() => decline.mutate(r.id)}
                      >
                        Decline
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!requests.isPending && rows.length === 0 && (
          <Text ta="center" c="dimmed" py="xl">
            {status === 'pending' ? 'No requests are waiting.' : 'No results match this criteria'}
          </Text>
        )}
      </Paper>
      {approving && <ApproveDialog request={approving} onClose={() => setApproving(null)} />}
    </Stack>
  );
}
