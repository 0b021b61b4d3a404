import { Badge, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_MESSAGES as M, type SubprocessorChange, type SubprocessorObjections } from '@trust/shared';
import '@/app/overlay-styles';
import { ApiError, apiGet, apiPost } from '@/lib/api';
import { useDateFormat } from '@/lib/date-locale';
import { toast } from '@/lib/toast';

const CHANGE_BADGES: Record<SubprocessorChange['change'], { label: string; color: string }> = {
  added: { label: 'Added', color: 'teal' },
  replaced: { label: 'Replaced', color: 'blue' },
  removed: { label: 'Removed', color: 'gray' },
};

/** A member's objection to one announced change: a reason, sent once. */
function ObjectionForm({
  orgSlug,
  change,
  onSent,
}: {
  orgSlug: string;
  change: SubprocessorChange;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      apiPost(`/api/share/${orgSlug}/subprocessor-changes/${change.id}/objections`, { reason }),
    onSuccess: () => {
      toast.success(M.objectionRecorded);
      onSent();
    },
    onError: (failure) =>
      setError(failure instanceof ApiError ? (failure.fields?.reason ?? failure.message) : M.objectionClosed),
  });
  if (!open)
    return (
      <Button size="compact-xs" variant="light" color="red" onClick={() => setOpen(true)}>
        Object
      </Button>
    );
  return (
    <Stack gap={6} w="100%">
      <Textarea
        label={`Why do you object to ${change.name}?`}
        autosize
        minRows={2}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button size="xs" color="red" loading={send.isPending} onClick={() => send.mutate()}>
          Send objection
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The subprocessor list's changes, newest first: added, replaced and removed, with the objection
 * period of announced ones. Signed-in members object there; editors read the objections.
 */
export function SubprocessorHistoryDialog({
  orgSlug,
  productId,
  canObject,
  isEditor,
  onClose,
}: {
  orgSlug: string;
  productId: string;
  canObject: boolean;
  isEditor: boolean;
  onClose: () => void;
}) {
  const formatDate = useDateFormat();
  const client = useQueryClient();
  const key = ['subprocessor-history', orgSlug, productId];
  const history = useQuery({
    queryKey: key,
    queryFn: () =>
      apiGet<{ changes: SubprocessorChange[] }>(
        `/api/share/${orgSlug}/subprocessors/history?productId=${productId}`,
      ),
  });
  const objections = useQuery({
    queryKey: ['subprocessor-objections', productId],
    enabled: isEditor,
    queryFn: () =>
      apiGet<SubprocessorObjections>(`/api/trust-center/products/${productId}/subprocessor-objections`),
  });
  const objectionsOf = (id: string) => objections.data?.changes.find((c) => c.id === id)?.objections ?? [];
  const now = Date.now();
  return (
    <Modal opened onClose={onClose} title="History of changes" size="lg">
      {history.isPending && <Loader size="sm" aria-label="Loading history" />}
      {history.isError && <Text c="red">Failed to load the history. Please try again later.</Text>}
      {history.data && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.changes.map((change) => {
            const badge = CHANGE_BADGES[change.change];
            const deadline = change.objectionDeadline;
            const open = deadline !== null && Date.parse(deadline) > now;
            const received = objectionsOf(change.id);
            return (
              <Stack key={change.id} component="li" gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge color={badge.color} variant="light" w={90} style={{ flexShrink: 0 }}>
                      {badge.label}
                    </Badge>
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {change.name}
                    </Text>
                  </Group>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(change.at)}
                  </Text>
                </Group>
                {deadline && (
                  <Group gap="xs" pl={98} wrap="wrap">
                    <Text fz="xs" c="dimmed">
                      {open
                        ? `Objections until ${formatDate(deadline)}`
                        : `Objection period ended ${formatDate(deadline)}`}
                    </Text>
                    {change.objected && (
                      <Badge size="xs" color="red" variant="outline">
                        You objected
                      </Badge>
                    )}
                    {canObject && open && !change.objected && (
                      <ObjectionForm
                        orgSlug={orgSlug}
                        change={change}
                        onSent={() => void client.invalidateQueries({ queryKey: key })}
                      />
                    )}
                  </Group>
                )}
                {isEditor && deadline && (
                  <Stack gap={2} pl={98}>
                    <Text fz="xs" fw={600}>
                      {received.length === 0
                        ? 'No objections'
                        : `${received.length} ${received.length === 1 ? 'objection' : 'objections'}`}
                    </Text>
                    {received.map((o) => (
                      <Text key={`${o.email}-${o.createdAt}`} fz="xs" style={{ overflowWrap: 'anywhere' }}>
                        {o.email} ({o.accountName}): {o.reason}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
          {history.data.changes.length === 0 && <Text c="dimmed">No changes yet</Text>}
        </Stack>
      )}
    </Modal>
  );
}
