import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { declineAccessRequestBodySchema, type AccessRequestSummary } from '@trust/shared';
import { toast } from '@/lib/toast';
import { useDecision } from '../api';
import '@/app/floating-styles';

/**
 * Declining asks first, and may carry a note the requester reads in the mail. The toast offers
 * Undo, which puts the request back in the queue (so does Reopen on the Declined tab).
 */
export function DeclineDialog({ request, onClose }: { request: AccessRequestSummary; onClose: () => void }) {
  const { decline, reopen } = useDecision();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = declineAccessRequestBodySchema.safeParse({ message: message.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await decline.mutateAsync({ id: request.id, body: parsed.data });
      onClose();
      toast.withUndo(`Declined ${request.email}`, () =>
        reopen.mutate(request.id, { onError: (failure) => toast.failure(failure) }),
      );
    } catch (failure) {
      toast.failure(failure);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Decline ${request.firstName} ${request.lastName}?`} size="md">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {request.email} will get an email saying the request was declined.
        </Text>
        <Textarea
          label="Message to the requester (optional)"
          description="Quoted in the email, e.g. why, or whom to contact."
          autosize
          minRows={3}
          maxRows={8}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void submit()} loading={decline.isPending}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
