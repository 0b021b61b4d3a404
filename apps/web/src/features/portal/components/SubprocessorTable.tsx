import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { CompanyLogo } from './CompanyLogo';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { COMPANY_LOGO_SIZES, type Subprocessor } from '@trust/shared';
import { useDateFormat } from '@/lib/date-locale';
import '@mantine/core/styles/Table.css';

const COLUMNS = [
  { key: 'purpose', label: 'Purpose' },
  { key: 'location', label: 'Location' },
  { key: 'additionalDetails', label: 'Additional details' },
] as const;

interface Actions {
  /** Given in edit mode: the created-at and actions columns show, and every column stays. */
  onEdit?: (subprocessor: Subprocessor) => void;
  onDelete?: (subprocessor: Subprocessor) => void;
}

function CompanyCell({ company }: { company: Subprocessor['company'] }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <CompanyLogo company={company} size={COMPANY_LOGO_SIZES.row} radius="sm" />
      {company.url ? (
        <Anchor href={company.url} target="_blank" rel="noopener noreferrer" fz="sm" fw={500} c="inherit">
          {company.name}
        </Anchor>
      ) : (
        <Text fz="sm" fw={500}>
          {company.name}
        </Text>
      )}
    </Group>
  );
}

function RowActions({ subprocessor, onEdit, onDelete }: Actions & { subprocessor: Subprocessor }) {
  const name = subprocessor.company.name;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit?.(subprocessor)}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={() => onDelete?.(subprocessor)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The rows of the subprocessors card: a table on wide screens, a list of small cards on phones
 * (so nothing overflows a 390 px screen). Purpose, location and details columns that every row
 * leaves empty are left out in view mode.
 */
export function SubprocessorTable({
  rows,
  all,
  onEdit,
  onDelete,
}: Actions & { rows: Subprocessor[]; all: Subprocessor[] }) {
  const formatDate = useDateFormat();
  const small = useMediaQuery('(max-width: 48em)');
  const editing = Boolean(onEdit);
  const columns = COLUMNS.filter((c) => editing || all.some((s) => s[c.key]));
  const empty = (
    <Text c="dimmed" fz="sm" ta="center" py="md">
      No results match this criteria
    </Text>
  );

  if (small)
    return (
      <Stack gap="xs">
        {rows.map((s) => (
          <Paper key={s.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <CompanyCell company={s.company} />
              {editing && <RowActions subprocessor={s} onEdit={onEdit} onDelete={onDelete} />}
            </Group>
            {columns.map(
              (c) =>
                s[c.key] && (
                  <Text key={c.key} fz="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
                    <Text span c="dimmed" fz="xs">
                      {c.label}:{' '}
                    </Text>
                    {s[c.key]}
                  </Text>
                ),
            )}
          </Paper>
        ))}
        {rows.length === 0 && empty}
      </Stack>
    );

  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Company</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.key}>{c.label}</Table.Th>
          ))}
          {editing && <Table.Th>Created at</Table.Th>}
          {editing && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              <CompanyCell company={s.company} />
            </Table.Td>
            {columns.map((c) => (
              <Table.Td key={c.key} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {s[c.key] ?? ''}
              </Table.Td>
            ))}
            {editing && <Table.Td fz="sm">{formatDate(s.createdAt)}</Table.Td>}
            {editing && (
              <Table.Td>
                <RowActions subprocessor={s} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + 1 + (editing ? 2 : 0)}>{empty}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
