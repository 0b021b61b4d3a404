import { Badge, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DOCUMENT_TYPES, type LibraryDocument } from '@trust/shared';
import { formatBytes } from '@/lib/format';
import { useProducts, useStaffMe, useTrustCenterDocuments } from '../../api';
import { BulkTypeBar } from './BulkTypeBar';
import { EmptyTableRow } from '../EmptyTableRow';
import { TableRegion } from '../TableRegion';
import { UploadModal } from './UploadModal';
import { useDateFormat } from '@/lib/date-locale';

const typeLabel = (type: string | null) =>
  type ? (DOCUMENT_TYPES[type as keyof typeof DOCUMENT_TYPES] ?? type) : '—';

/** The organisation's documents: what they are, who may download them, and where they appear. */
export function DocumentsPage() {
  const me = useStaffMe().data;
  const org = me?.organisations[0];
  const canUpload = org?.permissions.includes('statuspage:edit') ?? false;
  const library = useTrustCenterDocuments().data;
  const products = useProducts(org?.slug).data ?? [];
  const [search, setSearch] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const all = library?.documents.map((d) => d.id) ?? [];
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const uploadOpen = canUpload && search.get('uploadModal') === 'true';
  const setUploadOpen = (open: boolean) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (open) next.set('uploadModal', 'true');
      else next.delete('uploadModal');
      return next;
    });

  return (
    <Stack gap="md" data-testid="documents-page">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1} fz={24}>
            Documents
          </Title>
          {library && <Badge variant="light">{library.count}</Badge>}
        </Group>
        {canUpload && (
          <Button leftSection={<IconUpload size={16} />} onClick={() => setUploadOpen(true)}>
            Upload documents
          </Button>
        )}
      </Group>
      {canUpload && selected.length > 0 && <BulkTypeBar selected={selected} onDone={() => setSelected([])} />}
      <TableRegion label="Documents">
        <Table fz="sm" verticalSpacing="sm" miw={{ sm: 860 }} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {canUpload && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all documents"
                    checked={all.length > 0 && selected.length === all.length}
                    indeterminate={selected.length > 0 && selected.length < all.length}
                    onChange={() => setSelected(selected.length === all.length ? [] : all)}
                  />
                </Table.Th>
              )}
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom="sm">Type</Table.Th>
              <Table.Th visibleFrom="sm">Access</Table.Th>
              <Table.Th visibleFrom="sm">Appears on</Table.Th>
              <Table.Th visibleFrom="sm">Uploaded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {library?.documents.map((d) => (
              <DocumentRow
                key={d.id}
                document={d}
                accessDefault={library.documentAccessDefault}
                selection={
                  canUpload ? { checked: selected.includes(d.id), toggle: () => toggle(d.id) } : null
                }
              />
            ))}
            {library?.documents.length === 0 && (
              <EmptyTableRow colSpan={6}>
                No documents yet. Upload your reports, policies and certificates to share them on your Trust
                Center.
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {library && (
        <UploadModal
          opened={uploadOpen}
          onClose={() => setUploadOpen(false)}
          documentAccessDefault={library.documentAccessDefault}
          uploadMaxBytes={library.uploadMaxBytes}
          products={products}
        />
      )}
    </Stack>
  );
}

function DocumentRow({
  document: d,
  accessDefault,
  selection,
}: {
  document: LibraryDocument;
  accessDefault: LibraryDocument['documentAccessType'];
  selection: { checked: boolean; toggle: () => void } | null;
}) {
  const formatDate = useDateFormat();
  const access = <AccessLabel document={d} accessDefault={accessDefault} />;
  const appearsOn = <AppearsOn items={d.items} />;
  return (
    <Table.Tr data-testid="library-document">
      {selection && (
        <Table.Td>
          <Checkbox aria-label={`Select ${d.name}`} checked={selection.checked} onChange={selection.toggle} />
        </Table.Td>
      )}
      <Table.Td>
        <Text fz="sm" fw={500}>
          {d.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatBytes(d.size)} · {d.mimeType}
        </Text>
        {/* On a phone the row is one column: the other columns' values follow the name. */}
        <Stack gap={4} mt={6} hiddenFrom="sm">
          <Text fz="sm">
            {d.type ? `${typeLabel(d.type)} · ` : ''}
            {formatDate(d.createdAt)}
          </Text>
          {access}
          {appearsOn}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">{typeLabel(d.type)}</Table.Td>
      <Table.Td visibleFrom="sm">{access}</Table.Td>
      <Table.Td visibleFrom="sm">{appearsOn}</Table.Td>
      <Table.Td visibleFrom="sm">{formatDate(d.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

/** Who may download the document: its own setting, or the organisation's default. */
function AccessLabel({
  document: d,
  accessDefault,
}: {
  document: LibraryDocument;
  accessDefault: LibraryDocument['documentAccessType'];
}) {
  const access = d.documentAccessType ?? accessDefault;
  return (
    <Group gap={4}>
      <Text fz="sm">{access === 'view_only' ? 'View only' : 'View and download'}</Text>
      {d.documentAccessType === null && (
        <Text fz="xs" c="dimmed">
          (default)
        </Text>
      )}
      {d.isShared && (
        <Badge size="xs" variant="light" color="teal">
          Shared
        </Badge>
      )}
    </Group>
  );
}

/** The trust items (and their products) the document is attached to. */
function AppearsOn({ items }: { items: LibraryDocument['items'] }) {
  if (items.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Not on the Trust Center
      </Text>
    );
  return (
    <Stack gap={2}>
      {items.map((i) => (
        <Text key={i.itemUid} fz="sm">
          {i.title}{' '}
          <Text span fz="xs" c="dimmed">
            · {i.productName}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
