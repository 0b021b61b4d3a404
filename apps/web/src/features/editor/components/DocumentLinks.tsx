import { Anchor, Badge, Button, Group, Modal, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DOCUMENT_TYPE_OPTIONS,
  EDITOR_MESSAGES as M,
  type PortalDocument,
  type TrustCenterDocuments,
} from '@trust/shared';
import { apiGet } from '@/lib/api';
import '@/app/floating-styles';
import { useDocumentTypeChange } from '../use-document-type';

export interface PendingFiles {
  link: { id: string; name: string }[];
  unlink: string[];
}
export const NO_PENDING: PendingFiles = { link: [], unlink: [] };
export const hasPending = (p: PendingFiles | undefined) => Boolean(p && (p.link.length || p.unlink.length));

/**
 * An item's documents in edit mode (editor spec section 4): unlink marks 'Unlinked (pending)',
 * choosing a library document adds it 'Linked (pending)', each with Undo; saving the card applies
 * them. A document without a type asks for one first; cancelling drops the pending link. A new
 * document is uploaded in a new tab and appears in the list on return.
 */
export function DocumentLinks({
  documents,
  pending,
  onChange,
}: {
  documents: PortalDocument[];
  pending: PendingFiles;
  onChange: (p: PendingFiles) => void;
}) {
  const library = useQuery({
    queryKey: ['documents'],
    queryFn: () => apiGet<TrustCenterDocuments>('/api/documents/trust-center'),
    // A document uploaded in the other tab ('Upload a new document') is listed on coming back.
    refetchOnWindowFocus: 'always',
  });
  const [needsType, setNeedsType] = useState<{ id: string; name: string } | null>(null);
  const linked = new Set([...documents.map((d) => d.fileId), ...pending.link.map((l) => l.id)]);
  const options = (library.data?.documents ?? [])
    .filter((d) => !linked.has(d.id))
    .map((d) => ({ value: d.id, label: d.name }));
  const addLink = (doc: { id: string; name: string }) =>
    onChange({ ...pending, link: [...pending.link, doc] });
  const choose = (id: string | null) => {
    const doc = library.data?.documents.find((d) => d.id === id);
    if (!doc) return;
    if (!doc.type) setNeedsType({ id: doc.id, name: doc.name });
    else addLink({ id: doc.id, name: doc.name });
  };
  const row = (
    key: string,
    name: string,
    state: 'linked' | 'pending-link' | 'pending-unlink',
    action: React.ReactNode,
  ) => (
    <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text fz="sm" truncate td={state === 'pending-unlink' ? 'line-through' : undefined}>
          {name}
        </Text>
        {state === 'pending-link' && (
          <Badge size="xs" color="green" variant="light">
            {M.linkedPending}
          </Badge>
        )}
        {state === 'pending-unlink' && (
          <Badge size="xs" color="red" variant="light">
            {M.unlinkedPending}
          </Badge>
        )}
      </Group>
      {action}
    </Group>
  );
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        Documents
      </Text>
      {documents.map((d) =>
        pending.unlink.includes(d.fileId)
          ? row(
              d.fileId,
              d.originalName,
              'pending-unlink',
              <Group gap={4} wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  {M.saveToUnlink}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() =>
                    onChange({ ...pending, unlink: pending.unlink.filter((x) => x !== d.fileId) })
                  }
                >
                  Undo
                </Button>
              </Group>,
            )
          : row(
              d.fileId,
              d.originalName,
              'linked',
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onChange({ ...pending, unlink: [...pending.unlink, d.fileId] })}
              >
                Unlink
              </Button>,
            ),
      )}
      {pending.link.map((l) =>
        row(
          l.id,
          l.name,
          'pending-link',
          <Group gap={4} wrap="nowrap">
            <Text fz="xs" c="dimmed">
              {M.saveToLink}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onChange({ ...pending, link: pending.link.filter((x) => x.id !== l.id) })}
            >
              Undo
            </Button>
          </Group>,
        ),
      )}
      <Select
        aria-label="Link a document"
        placeholder="Link a document from the library"
        data={options}
        value={null}
        onChange={choose}
        searchable
        nothingFoundMessage="No other documents"
      />
      {/* The upload screen opens in a new tab, so nothing typed here is lost (editor spec section 2). */}
      <Anchor href="/documents?uploadModal=true" target="_blank" rel="noopener" fz="xs" w="fit-content">
        <Group gap={4} component="span">
          Upload a new document
          <IconExternalLink size={12} aria-hidden />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Group>
      </Anchor>
      {needsType && (
        <UploadProcessingDialog
          doc={needsType}
          onCancel={() => setNeedsType(null)}
          onTyped={() => {
            addLink(needsType);
            setNeedsType(null);
          }}
        />
      )}
    </Stack>
  );
}

/** A linked document without a type gets one before it can be linked. */
function UploadProcessingDialog({
  doc,
  onCancel,
  onTyped,
}: {
  doc: { id: string; name: string };
  onCancel: () => void;
  onTyped: () => void;
}) {
  const { type, choose, error, saving, save } = useDocumentTypeChange([doc.id]);
  return (
    <Modal opened onClose={onCancel} title="Choose a document type" centered>
      <Stack gap="sm">
        <Text fz="sm">{doc.name} has no type yet. Choose one to link it.</Text>
        <Select label="Type" data={DOCUMENT_TYPE_OPTIONS} value={type} onChange={choose} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={async () => (await save()) && onTyped()} loading={saving} disabled={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
