import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { usePortal } from '../../context';
import { bridgeLetterLink } from '../../document-links';
import { useDocumentDownload } from '../../hooks/useDocumentDownload';

/** A SOC report's bridge letter, generated as a PDF on download. */
export function BridgeLetterRow({ itemUid, letterType }: { itemUid: string; letterType: string }) {
  const { view } = usePortal();
  const { download, pending, errorDialog } = useDocumentDownload();
  const url = bridgeLetterLink(view, itemUid);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" />
        <Text fz="sm">{letterType} bridge letter</Text>
      </Group>
      <Button
        component="a"
        href={url}
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          void download(url);
        }}
        loading={pending === url}
        size="compact-xs"
        variant="default"
        leftSection={<IconDownload size={12} />}
        aria-label={`Download ${letterType} bridge letter`}
      >
        Download
      </Button>
      {errorDialog}
    </Group>
  );
}
