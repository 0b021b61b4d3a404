import {
  Anchor,
  Badge,
  Button,
  Flex,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useFocusReturn } from '@mantine/hooks';
import { useState } from 'react';
import type { AccessRequestSummary } from '@trust/shared';
import { useAccessRequests, useDecision, type RequestStatus } from '../api';
import { ApproveDialog } from './ApproveDialog';
import { DeclineDialog } from './DeclineDialog';
import { RequestDetails } from './RequestDetails';
import { RequesterJourneyDialog } from './RequesterJourneyDialog';
import { toast } from '@/lib/toast';
import { useDateFormat } from '@/lib/date-locale';
import { TableRegion } from './TableRegion';

/** The queue of access requests: approve into an account and profile, or decline. */
export function RequestsPage() {
  const formatDate = useDateFormat();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const requests = useAccessRequests(status);
  const { reopen } = useDecision();
  const [approving, setApproving] = useState<AccessRequestSummary | null>(null);
  const [declining, setDeclining] = useState<AccessRequestSummary | null>(null);
  const [tracing, setTracing] = useState<AccessRequestSummary | null>(null);
  // The dialogs unmount as they close: focus goes back to the button that opened them.
  useFocusReturn({ opened: approving !== null || declining !== null || tracing !== null });
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
      {/* Positioned, so the visually hidden 'Actions' heading scrolls inside it instead of widening the page. */}
      <TableRegion label="Access requests" pos="relative">
        <Table verticalSpacing="sm" miw={{ sm: 720 }} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Requester</Table.Th>
              <Table.Th visibleFrom="sm">Company</Table.Th>
              <Table.Th visibleFrom="sm">Product</Table.Th>
              <Table.Th visibleFrom="sm">{status === 'pending' ? 'Requested' : 'Decided'}</Table.Th>
              {status !== 'approved' && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const when = (
                <>
                  {formatDate(r.decidedAt ?? r.createdAt)}{' '}
                  {r.autoDecided && (
                    <Badge size="xs" variant="light">
                      Automatic
                    </Badge>
                  )}
                </>
              );
              return (
                <Table.Tr key={r.id} data-testid={`request-${r.email}`}>
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {r.firstName} {r.lastName}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {r.email}
                    </Text>
                    {/* On a phone the row is the requester and the actions: the rest goes here. */}
                    <Text hiddenFrom="sm" fz="xs">
                      {[r.companyName, r.productName].filter(Boolean).join(' · ')} · {when}
                    </Text>
                    <RequestDetails details={r.details} />
                    {r.visitorTracked && (
                      <Anchor component="button" type="button" fz="xs" onClick={() => setTracing(r)}>
                        What they looked at first
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" fz="sm">
                    {r.companyName}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" fz="sm">
                    {r.productName ?? '—'}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" fz="sm">
                    {when}
                  </Table.Td>
                  {status === 'pending' && (
                    <Table.Td>
                      <Flex gap="xs" justify="flex-end" direction={{ base: 'column', sm: 'row' }}>
                        <Button size="xs" onClick={() => setApproving(r)}>
                          Approve
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setDeclining(r)}>
                          Decline
                        </Button>
                      </Flex>
                    </Table.Td>
                  )}
                  {status === 'declined' && (
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          loading={reopen.isPending && reopen.variables === r.id}
                          onClick={() =>
                            reopen.mutate(r.id, {
                              onSuccess: () => toast.success(`${r.email} is waiting for review again`),
                              onError: (failure) => toast.failure(failure),
                            })
                          }
                        >
                          Reopen
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {!requests.isPending && rows.length === 0 && (
          <Text ta="center" c="dimmed" py="xl">
            {status === 'pending' ? 'No requests are waiting.' : 'No results match this criteria'}
          </Text>
        )}
      </TableRegion>
      {approving && <ApproveDialog request={approving} onClose={() => setApproving(null)} />}
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(null)} />}
      {tracing && <RequesterJourneyDialog request={tracing} onClose={() => setTracing(null)} />}
    </Stack>
  );
}
