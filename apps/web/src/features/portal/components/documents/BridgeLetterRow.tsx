import { Button, Group, Stack, Text } from '@mantine/core';
import { Hint } from '@/components/floating/Hint';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { bridgeLetterFileName } from '@trust/shared';
import { usePortal } from '../../context';
import { bridgeLetterLink } from '../../document-links';
import { useDocumentDownload } from '../../hooks/useDocumentDownload';

/** A file name longer than this is cut, with the whole name in a tooltip (editor spec section 9). */
const FILE_NAME_TOOLTIP_ABOVE = 60;

/** A SOC report's bridge letter, generated as a PDF on download. */
export function BridgeLetterRow({
  itemUid,
  itemTitle,
  letterType,
}: {
  itemUid: string;
  itemTitle: string;
  letterType: string;
}) {
  const { view } = usePortal();
  const fileName = bridgeLetterFileName(view.organisation.name, itemTitle);
  const long = fileName.length > FILE_NAME_TOOLTIP_ABOVE;
  const { download, pending, errorDialog } = useDocumentDownload();
  const url = bridgeLetterLink(view, itemUid);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Text fz="sm">{letterType} bridge letter</Text>
          <Hint label={fileName} disabled={!long} multiline maw={320} style={{ wordBreak: 'break-all' }}>
            <Text fz="xs" c="dimmed" tabIndex={long ? 0 : undefined} data-testid="bridge-letter-file-name">
              {long ? `${fileName.slice(0, FILE_NAME_TOOLTIP_ABOVE)}…` : fileName}
            </Text>
          </Hint>
        </Stack>
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
