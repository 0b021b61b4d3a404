import {
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  columnLetter,
  questionnaireMappingSchema,
  type QuestionnaireDetail,
  type QuestionnaireMapping,
} from '@trust/shared';
import '@mantine/core/styles/NumberInput.css';

const COLUMN_ROLES = [
  ['questionColumn', 'Question column'],
  ['answerColumn', 'Answer column'],
  ['commentColumn', 'Comment column'],
] as const;

/**
 * Where the questions are: the sheet, its header row and the question, answer and comment columns,
 * guessed on arrival and confirmed (or corrected) here, with the sheet's first rows to check against.
 */
export function MappingPanel({
  detail,
  saving,
  error,
  onConfirm,
}: {
  detail: QuestionnaireDetail;
  saving: boolean;
  error: string | null;
  onConfirm: (mapping: QuestionnaireMapping) => void;
}) {
  const guessed = detail.mapping;
  const [mapping, setMapping] = useState<QuestionnaireMapping>(
    guessed ?? {
      sheet: detail.sheets[0]!.name,
      headerRow: 1,
      questionColumn: 1,
      answerColumn: 2,
      commentColumn: null,
    },
  );
  const sheet = detail.sheets.find((s) => s.name === mapping.sheet) ?? detail.sheets[0]!;
  const header = sheet.preview[mapping.headerRow - 1] ?? [];
  const width = Math.max(...sheet.preview.map((row) => row.length), 1);
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i + 1),
    label: `${columnLetter(i + 1)}${header[i] ? ` · ${header[i]}` : ''}`,
  }));
  const valid = questionnaireMappingSchema.safeParse(mapping);
  const set = (patch: Partial<QuestionnaireMapping>) => setMapping((m) => ({ ...m, ...patch }));
  const roleOf = (column: number) => COLUMN_ROLES.find(([key]) => mapping[key] === column)?.[1];

  return (
    <Paper withBorder p="md" radius="md" data-testid="mapping-panel">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {detail.mappingConfirmed ? 'Column mapping' : 'Confirm the column mapping'}
          </Title>
          <Text fz="sm" c="dimmed">
            {guessed && !detail.mappingConfirmed
              ? 'We guessed where the questions are. Check the highlighted columns against the first rows below, correct them if needed, and confirm.'
              : 'Mapping again finds the questions afresh and drafts new answers; edits made since are replaced.'}
          </Text>
        </div>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Sheet"
            data={detail.sheets.map((s) => ({ value: s.name, label: `${s.name} (${s.rowCount} rows)` }))}
            value={mapping.sheet}
            onChange={(value) => value && set({ sheet: value })}
            allowDeselect={false}
            miw={180}
          />
          <NumberInput
            label="Header row"
            min={1}
            max={sheet.rowCount}
            value={mapping.headerRow}
            onChange={(value) => set({ headerRow: Number(value) || 1 })}
            miw={120}
          />
          {COLUMN_ROLES.map(([key, label]) => (
            <Select
              key={key}
              label={label}
              data={columns}
              value={mapping[key] ? String(mapping[key]) : null}
              onChange={(value) => set({ [key]: value ? Number(value) : null })}
              clearable={key === 'commentColumn'}
              allowDeselect={key === 'commentColumn'}
              placeholder={key === 'commentColumn' ? 'None' : undefined}
              miw={180}
            />
          ))}
        </Group>
        <ScrollArea
          type="auto"
          mah={320}
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `First rows of ${sheet.name}` }}
        >
          <Table fz="xs" withTableBorder withColumnBorders miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                {columns.map((c) => (
                  <Table.Th
                    key={c.value}
                    bg={roleOf(Number(c.value)) ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    {columnLetter(Number(c.value))}
                    {roleOf(Number(c.value)) && (
                      <Text span fz="xs" c="var(--mantine-color-blue-light-color)" fw={600} display="block">
                        {roleOf(Number(c.value))}
                      </Text>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.preview.map((row, r) => (
                <Table.Tr key={r} fw={r + 1 === mapping.headerRow ? 700 : undefined}>
                  <Table.Td c="dimmed">{r + 1}</Table.Td>
                  {columns.map((c, i) => (
                    <Table.Td
                      key={c.value}
                      miw={Number(c.value) === mapping.questionColumn ? 280 : 110}
                      maw={320}
                    >
                      <Text fz="xs" lineClamp={2}>
                        {row[i] ?? ''}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {(error || !valid.success) && (
          <Text c="red" fz="sm" role="alert">
            {error ?? valid.error?.issues[0]?.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => valid.success && onConfirm(valid.data)}
            loading={saving}
            disabled={!valid.success}
          >
            {detail.mappingConfirmed ? 'Map again and redraft' : 'Confirm and draft answers'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
