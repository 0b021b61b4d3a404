import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DOCUMENT_TYPE_MESSAGES as T, DOCUMENT_TYPE_OPTIONS } from '@trust/shared';
import { apiSend } from '@/lib/api';
import { showToast } from '@/lib/toast';
import '@/app/floating-styles';


/** The bulk action on selected documents: give them one type (editor spec sections 5 and 7). */
export function BulkTypeBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const client = useQueryClient();
  const [type, setType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!type) return setError(T.required);
    setSaving(true);
    try {
      await apiSend('PATCH', '/api/documents', { documentIds: selected, updates: { type } });
      await client.invalidateQueries({ queryKey: ['documents'] });
      showToast(T.updated(selected.length), { hideAfterMs: 4000 });
      onDone();
    } catch {
      showToast(T.failed, { color: 'red', hideAfterMs: 6000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-primary-color-light)" data-testid="bulk-type-bar">
      <Group align="flex-start" gap="sm">
        <Text fz="sm" fw={600} mt={8}>
          {selected.length} selected
        </Text>
        <Select aria-label="Document type" placeholder="Choose a type" data={DOCUMENT_TYPE_OPTIONS} value={type} onChange={(v) => { setType(v); setError(null); }} error={error} w={240} />
        <Button onClick={() => void save()} loading={saving} disabled={saving}>
          Change type
        </Button>
      </Group>
    </Paper>
  );
}
