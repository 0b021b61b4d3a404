import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ACCESS_MESSAGES } from '@trust/shared';
import { ApiError } from '@/lib/api';

/** Asks before entries are deleted: visitors stop finding them at once. */
export function DeleteEntryModal({
  title,
  what,
  onDelete,
  onClose,
}: {
  title: string;
  /** What will no longer be found: '“Do you sign BAAs?”', 'These 3 entries'. */
  what: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : ACCESS_MESSAGES.unknown);
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text fz="sm">
          {what} will no longer be found in search, in the Knowledge Base card or in Ask AI answers.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
