import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useFocusReturn } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { KB_ACCESS_LABELS, KB_ACCESS_LEVELS, type KbAccessLevel, type StaffKbEntry } from '@trust/shared';
import { Pager } from '@/components/Pager';
import { toast } from '@/lib/toast';
import { useProducts, useStaffMe } from '../../api';
import { useKbEntries, useKnowledgeBaseAdmin } from '../../kb-api';
import { EmptyTableRow } from '../EmptyTableRow';
import { BulkActions } from './BulkActions';
import { DeleteEntryModal } from './DeleteEntryModal';
import { KbEntryModal, EMPTY_ENTRY } from './KbEntryModal';
import { KbEntryRow } from './KbEntryRow';
import { KbImportModal } from './KbImportModal';
import { exportKnowledgeBase } from './export';
import '@/app/floating-styles';
import { useDateFormat } from '@/lib/date-locale';
import { TableRegion } from '../TableRegion';
import { filterWidth } from '@/lib/filter-width';

const PAGE_SIZE = 25;
const NONE_CHOSEN = new Set<string>();

type Dialog =
  | { kind: 'edit'; entry: StaffKbEntry | null }
  | { kind: 'delete'; entry: StaffKbEntry }
  | { kind: 'import' }
  | null;

/** Staff curate the knowledge base: search, filter, write, import and export entries. */
export function KnowledgeBasePage() {
  const formatDate = useDateFormat();
  const org = useStaffMe().data?.organisations[0];
  const products = useProducts(org?.slug).data ?? [];
  const admin = useKnowledgeBaseAdmin();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [access, setAccess] = useState<KbAccessLevel | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs unmount on close, before Mantine could give focus back to what opened them.
  useFocusReturn({ opened: dialog !== null });
  const [exporting, setExporting] = useState(false);
  const filters = {
    q: q || undefined,
    access: access ?? undefined,
    productId: productId ?? undefined,
    flagged: flagged ? ('true' as const) : undefined,
  };
  const list = useKbEntries({ ...filters, page: page - 1, pageSize: PAGE_SIZE });
  const entries = list.data?.entries ?? [];
  // Entries chosen for a change of them all: a choice holds for the page and filters it was made on.
  const view = JSON.stringify([filters, page]);
  const [choice, setChoice] = useState({ view, ids: NONE_CHOSEN });
  const chosenIds = choice.view === view ? choice.ids : NONE_CHOSEN;
  const chosen = entries.filter((entry) => chosenIds.has(entry.id));
  const choose = (ids: string[], on: boolean) => {
    const next = new Set(chosenIds);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setChoice({ view, ids: next });
  };
  const chooseAll = useRef<HTMLInputElement>(null);
  const total = list.data?.total ?? 0;
  // Not known yet while the first check of a large knowledge base goes on.
  const flaggedCount =
    list.data?.reviewPending && !list.data.flaggedTotal ? '…' : (list.data?.flaggedTotal ?? 0);
  const productName = (id: string) =>
    products.find((p) => p.productId === id)?.productName ?? 'Unknown product';
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const runExport = async () => {
    setExporting(true);
    try {
      await exportKnowledgeBase(filters, productName);
    } catch (error) {
      toast.failure(error);
    } finally {
      setExporting(false);
    }
  };
  const showProducts = products.length > 1;
  const columns = showProducts ? 6 : 5;
  return (
    <Stack gap="md" data-testid="knowledge-base-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={24}>
            Knowledge base
          </Title>
          <Text c="dimmed" fz="sm">
            Answers visitors find in search, in the Knowledge Base card and in Ask AI.
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => setDialog({ kind: 'import' })}
          >
            Import CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void runExport()}
            loading={exporting}
          >
            Export CSV
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'edit', entry: null })}
          >
            Add entry
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search entries"
          placeholder="Search questions and answers"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          aria-label="Access"
          placeholder="Any access level"
          data={KB_ACCESS_LEVELS.map((level) => ({ value: level, label: KB_ACCESS_LABELS[level] }))}
          value={access}
          onChange={filtered((v: string | null) => setAccess(v as KbAccessLevel | null))}
          clearable
          {...filterWidth(180)}
        />
        {showProducts && (
          <Select
            aria-label="Product"
            placeholder="Every product"
            data={products.map((p) => ({ value: p.productId, label: p.productName }))}
            value={productId}
            onChange={filtered(setProductId)}
            clearable
            {...filterWidth(200)}
          />
        )}
        <SegmentedControl
          aria-label="Entries to list"
          value={flagged ? 'flagged' : 'all'}
          onChange={filtered((v: string) => setFlagged(v === 'flagged'))}
          data={[
            { value: 'all', label: 'All entries' },
            { value: 'flagged', label: `Needs review (${flaggedCount})` },
          ]}
        />
      </Group>
      {list.data?.readAs && (
        <Text fz="sm" c="dimmed" role="status">
          Showing entries for “{list.data.readAs}”
        </Text>
      )}
      {list.data?.reviewPending && (
        <Text fz="sm" c="dimmed" role="status">
          Checking the entries for similar questions with different answers…
        </Text>
      )}
      {chosen.length > 0 && (
        <BulkActions
          ids={chosen.map((entry) => entry.id)}
          onDone={() => {
            setChoice({ view, ids: NONE_CHOSEN });
            chooseAll.current?.focus();
          }}
        />
      )}
      {list.isError && (
        <Alert color="red" role="alert">
          The entries could not be loaded. Please try again.
        </Alert>
      )}
      {/* Below sm the table is one column: each entry's access, products, date and actions go under its answer. */}
      <TableRegion label="Entries">
        <Table verticalSpacing="sm" highlightOnHover miw={{ sm: 680 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  ref={chooseAll}
                  aria-label="Select every entry on this page"
                  checked={entries.length > 0 && chosen.length === entries.length}
                  indeterminate={chosen.length > 0 && chosen.length < entries.length}
                  disabled={entries.length === 0}
                  onChange={(event) =>
                    choose(
                      entries.map((entry) => entry.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th>Question and answer</Table.Th>
              <Table.Th w={100} visibleFrom="sm">
                Access
              </Table.Th>
              {showProducts && (
                <Table.Th w={160} visibleFrom="sm">
                  Products
                </Table.Th>
              )}
              <Table.Th w={160} visibleFrom="sm">
                Updated
              </Table.Th>
              <Table.Th w={80} visibleFrom="sm">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <KbEntryRow
                key={entry.id}
                entry={entry}
                productName={showProducts ? productName : null}
                updated={formatDate(entry.updatedAt)}
                chosen={chosenIds.has(entry.id)}
                onChoose={(on) => choose([entry.id], on)}
                onEdit={() => setDialog({ kind: 'edit', entry })}
                onDelete={() => setDialog({ kind: 'delete', entry })}
              />
            ))}
            {list.isSuccess && entries.length === 0 && (
              <EmptyTableRow colSpan={columns}>
                {q || access || productId || flagged
                  ? 'No entries match these filters.'
                  : 'No entries yet. Add one, or import a CSV of questions and answers.'}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </TableRegion>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {total} {total === 1 ? 'entry' : 'entries'}
        </Text>
        {total > PAGE_SIZE && (
          <Pager
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            label="Knowledge base pages"
          />
        )}
      </Group>
      {dialog?.kind === 'edit' && (
        <KbEntryModal
          title={dialog.entry ? 'Edit entry' : 'New entry'}
          initial={dialog.entry ?? EMPTY_ENTRY}
          entryId={dialog.entry?.id}
          products={products}
          onSave={async (body) => {
            await admin.save.mutateAsync({ id: dialog.entry?.id ?? null, body });
            toast.success('Entry saved');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteEntryModal
          title="Delete this entry?"
          what={`“${dialog.entry.question}”`}
          onDelete={async () => {
            await admin.remove.mutateAsync(dialog.entry.id);
            toast.success('Entry deleted');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import' && <KbImportModal onClose={() => setDialog(null)} />}
    </Stack>
  );
}
