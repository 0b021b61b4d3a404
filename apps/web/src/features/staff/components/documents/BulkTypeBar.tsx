import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { DOCUMENT_TYPE_MESSAGES as T, DOCUMENT_TYPE_OPTIONS } from '@trust/shared';
import { showToast } from '@/lib/toast';
import '@/app/floating-styles';
import { useDocumentTypeChange } from '@/features/editor/use-document-type';

/** The bulk action on selected documents: give them one type (editor spec sections 5 and 7). */
export function BulkTypeBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const { type, choose, error, saving, save } = useDocumentTypeChange(selected);
  const change = async () => {
    if (await save()) {
      showToast(T.updated(selected.length), { hideAfterMs: 4000 });
      onDone();
    } else if (type) showToast(T.failed, { color: 'red', hideAfterMs: 6000 });
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-primary-color-light)" data-testid="bulk-type-bar">
      <Group align="flex-start" gap="sm">
        <Text fz="sm" fw={600} mt={8}>
          {selected.length} selected
        </Text>
        <Select
          aria-label="Document type"
          placeholder="Choose a type"
          data={DOCUMENT_TYPE_OPTIONS}
          value={type}
          onChange={choose}
          error={error}
          w={240}
        />
        <Button onClick={() => void change()} loading={saving} disabled={saving}>
          Change type
        </Button>
      </Group>
    </Paper>
  );
}
