import { Button, Group, Text } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFileText,
  IconFileTypePdf,
  IconLock,
  IconPhoto,
} from '@tabler/icons-react';
import { useState } from 'react';
import { isViewable, type PortalDocument } from '@trust/shared';
import { usePortal } from '../../context';
import { documentLink } from '../../document-links';
import { useDocumentDownload } from '../../hooks/useDocumentDownload';
import { DocumentViewer } from './DocumentViewer';

function FileIcon({ contentType }: { contentType: string }) {
  const style = { flexShrink: 0 };
  if (contentType === 'application/pdf')
    return <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={style} />;
  if (contentType.startsWith('image/'))
    return <IconPhoto size={18} color="var(--mantine-color-teal-7)" style={style} />;
  return <IconFileText size={18} color="var(--mantine-color-blue-7)" style={style} />;
}

/** One document of an item: its name, View (in the page) and Download when the asker may (the server decides again). */
export function DocumentRow({ doc }: { doc: PortalDocument }) {
  const { view } = usePortal();
  const [viewing, setViewing] = useState(false);
  const { download, pending, errorDialog } = useDocumentDownload();
  const viewable = isViewable(doc.contentType);
  const downloadUrl = documentLink(view, doc, 'download', 'card_drawer');
  const canDownload = !(doc.viewOnly && viewable);
  const startDownload = () => void download(downloadUrl);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="document-row">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <FileIcon contentType={doc.contentType} />
        <Text fz="sm" truncate>
          {doc.originalName}
        </Text>
        {doc.locked && <IconLock size={14} aria-label="Locked document" />}
      </Group>
      {!doc.locked && (
        <Group gap={6} wrap="nowrap">
          {viewable && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconEye size={12} />}
              aria-label={`View ${doc.originalName}`}
              onClick={() => setViewing(true)}
            >
              View
            </Button>
          )}
          {canDownload && (
            <Button
              component="a"
              href={downloadUrl}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                startDownload();
              }}
              loading={pending === downloadUrl}
              size="compact-xs"
              variant="default"
              leftSection={<IconDownload size={12} />}
              aria-label={`Download ${doc.originalName}`}
            >
              Download
            </Button>
          )}
        </Group>
      )}
      {viewable && (
        <DocumentViewer
          doc={viewing ? doc : null}
          viewUrl={documentLink(view, doc, 'view', 'viewer')}
          onDownload={canDownload ? startDownload : null}
          onClose={() => setViewing(false)}
        />
      )}
      {errorDialog}
    </Group>
  );
}
