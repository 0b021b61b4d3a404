import { Avatar, Box, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { PortalCard, Subprocessor } from '@trust/shared';
import { SectionCard } from './SectionCard';
import '@mantine/core/styles/Table.css';

const COLUMNS = [
  { key: 'purpose', label: 'Purpose' },
  { key: 'location', label: 'Location' },
  { key: 'additionalDetails', label: 'Additional details' },
] as const;

/** Searchable table of subprocessors; no paging; a column every row leaves empty is not shown. */
export default function SubprocessorsCard({
  card,
  subprocessors,
}: {
  card: PortalCard;
  subprocessors: Subprocessor[];
}) {
  const [search, setSearch] = useState('');
  const columns = COLUMNS.filter((c) => subprocessors.some((s) => s[c.key]));
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    if (!term) return subprocessors;
    return subprocessors.filter((s) =>
      [s.company.name, s.purpose, s.location, s.additionalDetails].some((v) =>
        v?.toLowerCase().includes(term),
      ),
    );
  }, [search, subprocessors]);

  return (
    <SectionCard
      title={card.title}
      iconUrl={card.iconUrl}
      subtitle={card.displayText}
      testId="card-subprocessors"
      actions={
        <TextInput
          size="xs"
          placeholder="Search"
          aria-label="Search subprocessors"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: 140, sm: 220 }}
        />
      }
    >
      <Box style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" highlightOnHover miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={s.company.logoUrl} size={30} radius="sm" alt="">
                      {s.company.name.slice(0, 2)}
                    </Avatar>
                    <Text fz="sm" fw={500}>
                      {s.company.name}
                    </Text>
                  </Group>
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.key} fz="sm">
                    {s[c.key] ?? ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text c="dimmed" fz="sm" ta="center" py="md">
                    No results match this criteria
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Box>
    </SectionCard>
  );
}
