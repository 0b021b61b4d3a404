import {
  Box,
  CloseButton,
  Flex,
  Modal,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { KnowledgeBaseEntry } from '@trust/shared';
import '@mantine/core/styles/Pagination.css';
import '@/app/overlay-styles';
import { formatPortalDate } from '@/lib/format';

const PAGE_SIZE = 10;

/** Every knowledge-base entry: search, pages of ten, and a details panel for the selected row. */
export default function KnowledgeBaseDialog({
  entries,
  onClose,
}: {
  entries: KnowledgeBaseEntry[];
  onClose: () => void;
}) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const matches = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? entries.filter((e) => `${e.question} ${e.answer}`.toLowerCase().includes(term)) : entries;
  }, [entries, search]);
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const rows = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const selected = entries.find((e) => e.id === selectedId) ?? null;

  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      fullScreen={mobile}
      title={
        <Title order={2} fz="xl">
          Knowledge Base
        </Title>
      }
    >
      <Stack gap="md">
        <TextInput
          placeholder="Search questions and answers"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          aria-label="Search the knowledge base"
        />
        <Flex gap="md" align="flex-start">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Table highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Question</Table.Th>
                  {!mobile && <Table.Th w={160}>Last updated</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr
                    key={entry.id}
                    bg={entry.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
                    style={{ cursor: mobile ? undefined : 'pointer' }}
                    onClick={
                      mobile ? undefined : () => setSelectedId((id) => (id === entry.id ? null : entry.id))
                    }
                  >
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {entry.question}
                      </Text>
                      <Text fz="sm" c="dimmed" lineClamp={mobile ? undefined : 1}>
                        {entry.answer}
                      </Text>
                    </Table.Td>
                    {!mobile && <Table.Td fz="sm">{formatPortalDate(entry.lastModified)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {rows.length === 0 && (
              <Text ta="center" c="dimmed" py="xl">
                {entries.length === 0 ? 'No entries to show' : 'No results match this criteria'}
              </Text>
            )}
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} mt="md" size="sm" />}
          </Box>
          {selected && !mobile && (
            <Paper withBorder p="md" radius="md" w={360} data-testid="kb-details">
              <Flex justify="space-between" gap="xs">
                <Text fw={600}>{selected.question}</Text>
                <CloseButton onClick={() => setSelectedId(null)} aria-label="Close details" />
              </Flex>
              <Text fz="sm" mt="sm">
                {selected.answer}
              </Text>
              <Text fz="xs" c="dimmed" mt="md">
                Added {formatPortalDate(selected.dateAdded)} · Updated{' '}
                {formatPortalDate(selected.lastModified)}
              </Text>
            </Paper>
          )}
        </Flex>
      </Stack>
    </Modal>
  );
}
