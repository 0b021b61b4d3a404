import { Button, Group, Modal, Text } from '@mantine/core';
import { DOWNLOAD_MESSAGES } from '@trust/shared';

/** 'Error downloading' (visitor spec section 8), with Cancel and try again. */
export function DownloadErrorDialog({
  opened,
  onCancel,
  onRetry,
}: {
  opened: boolean;
  onCancel: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={DOWNLOAD_MESSAGES.errorTitle} centered size="sm">
      <Text fz="sm">{DOWNLOAD_MESSAGES.errorText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onRetry}>Try again</Button>
      </Group>
    </Modal>
  );
}
