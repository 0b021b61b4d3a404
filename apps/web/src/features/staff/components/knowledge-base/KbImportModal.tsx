import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCESS_MESSAGES, KB_ACCESS_LABELS } from '@trust/shared';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { FIT_WINDOW, GIVES_WAY, KEEPS_HEIGHT } from '@/lib/fit-window';
import { useKnowledgeBaseAdmin } from '../../kb-api';
import { parseKbCsv, type KbCsvPreview } from './kb-csv';

/** Rows the preview lists; the counts above it cover the whole file. */
const PREVIEW_ROWS = 200;

/** CSV import: choose a file, see every row and its problems, then write all rows or none. */
export function KbImportModal({ onClose }: { onClose: () => void }) {
  const admin = useKnowledgeBaseAdmin();
  // On a phone the access and status go under the question, not in columns too narrow to read.
  const narrow = useMediaQuery('(max-width: 48em)');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<KbCsvPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setError(null);
    setPreview(parseKbCsv(await file.text()));
  };
  const bad = preview?.rows.filter((r) => !r.ok) ?? [];
  const good = preview?.rows.flatMap((r) => (r.ok ? [r.entry] : [])) ?? [];
  const ready = preview !== null && preview.fileErrors.length === 0 && bad.length === 0;
  const importAll = async () => {
    try {
      const { created } = await admin.import.mutateAsync({ rows: good });
      toast.success(`${created} ${created === 1 ? 'entry' : 'entries'} imported`);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : ACCESS_MESSAGES.unknown);
    }
  };
  // Rows with problems first, so they are seen without scrolling.
  const shown = [...bad, ...(preview?.rows.filter((r) => r.ok) ?? [])].slice(0, PREVIEW_ROWS);
  return (
    <Modal opened onClose={onClose} title="Import entries from CSV" size="xl" styles={FIT_WINDOW}>
      <Stack gap="sm" style={GIVES_WAY}>
        <Text fz="sm">
          The first row names the columns: <b>question</b> and <b>answer</b>, optionally <b>comment</b> and{' '}
          <b>access_level</b> (public, private or internal; public when empty). Nothing is written until every
          row is valid.
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileSpreadsheet size={16} />}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
          {fileName && (
            <Text fz="sm" c="dimmed">
              {fileName}
            </Text>
          )}
        </Group>
        {preview?.fileErrors.map((message) => (
          <Alert key={message} color="red" role="alert" style={KEEPS_HEIGHT}>
            {message}
          </Alert>
        ))}
        {preview && preview.rows.length > 0 && (
          <>
            <Group gap="xs" aria-live="polite">
              <Badge color="teal" variant="light">
                {good.length} ready
              </Badge>
              {bad.length > 0 && (
                <Badge color="red" variant="light">
                  {bad.length} with errors
                </Badge>
              )}
            </Group>
            {bad.length > 0 && (
              <Alert color="red" role="alert" style={KEEPS_HEIGHT}>
                Fix the rows marked below and choose the file again. Nothing has been imported.
              </Alert>
            )}
            <ScrollArea.Autosize mah={360} type="auto" style={GIVES_WAY}>
              <Table fz="sm" stickyHeader verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>Line</Table.Th>
                    <Table.Th>Question</Table.Th>
                    {!narrow && <Table.Th w={110}>Access</Table.Th>}
                    {!narrow && <Table.Th>Status</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => {
                    const access = row.ok ? KB_ACCESS_LABELS[row.entry.accessLevel] : '';
                    const status = row.ok ? (
                      <Text fz="sm" c="teal.9">
                        Ready
                      </Text>
                    ) : (
                      <Text fz="sm" c="red.9">
                        {row.errors.join('; ')}
                      </Text>
                    );
                    return (
                      <Table.Tr key={row.line} data-invalid={row.ok ? undefined : true}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td>
                          <Text fz="sm" lineClamp={2}>
                            {row.ok ? row.entry.question : row.question || '—'}
                          </Text>
                          {narrow && (
                            <Stack gap={2} mt={4}>
                              {access && (
                                <Text fz="xs" c="dimmed">
                                  {access}
                                </Text>
                              )}
                              {status}
                            </Stack>
                          )}
                        </Table.Td>
                        {!narrow && <Table.Td>{access}</Table.Td>}
                        {!narrow && <Table.Td>{status}</Table.Td>}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {preview.rows.length > PREVIEW_ROWS && (
              <Text fz="xs" c="dimmed">
                The first {PREVIEW_ROWS} of {preview.rows.length} rows are listed.
              </Text>
            )}
          </>
        )}
        {error && (
          <Alert color="red" role="alert" style={KEEPS_HEIGHT}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void importAll()} disabled={!ready} loading={admin.import.isPending}>
            {ready ? `Import ${good.length} ${good.length === 1 ? 'entry' : 'entries'}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
