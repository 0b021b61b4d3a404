import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { PortalDocument } from '@trust/shared';
import { track } from '../../analytics/track';

interface DocumentViewerProps {
  doc: PortalDocument | null;
  viewUrl: string;
  /** Null when the document is view-only. */
  onDownload: (() => void) | null;
  onClose: () => void;
}

/** Shows a viewable document in the page: PDFs and text in a frame, images as they are. */
export function DocumentViewer({ doc, viewUrl, onDownload, onClose }: DocumentViewerProps) {
  const isImage = doc?.contentType.startsWith('image/') ?? false;
  const fileId = doc?.fileId;
  useEffect(() => {
    if (fileId) track('file_engaged', { file: fileId, how: 'view' });
  }, [fileId]);
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      size="min(1100px, 96vw)"
      padding="sm"
      title={
        <Text fw={600} truncate maw="60vw">
          {doc?.originalName}
        </Text>
      }
      styles={{ body: { height: 'min(80vh, 1000px)', display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Group justify="flex-end" gap="xs">
        <Button
          component="a"
          href={viewUrl}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="subtle"
          leftSection={<IconExternalLink size={14} />}
        >
          Open in new tab
        </Button>
        {onDownload && (
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={onDownload}>
            Download
          </Button>
        )}
      </Group>
      <Box
        flex={1}
        bg="gray.1"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'auto',
          display: 'flex',
          justifyContent: 'center',
          alignItems: isImage ? 'center' : 'stretch',
        }}
      >
        {doc &&
          (isImage ? (
            <img
              src={viewUrl}
              alt={doc.originalName}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <iframe
              src={viewUrl}
              title={doc.originalName}
              style={{ border: 0, width: '100%', height: '100%', background: 'white' }}
            />
          ))}
      </Box>
    </Modal>
  );
}
