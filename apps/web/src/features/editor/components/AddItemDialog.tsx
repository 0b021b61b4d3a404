import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createItemBodySchema, EDITOR_MESSAGES as M, ITEM_TYPES, itemFields, type PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';

const TYPE_OPTIONS = Object.entries(ITEM_TYPES).map(([value, label]) => ({ value, label }));

/** 'Add custom item': a title (warned when another card already has it), the type where the card shows one, an explanation. */
export default function AddItemDialog({ card, cards, productId, onClose }: { card: PortalCard; cards: PortalCard[]; productId: string; onClose: () => void }) {
  const calls = useEditorCalls(productId);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const needsType = itemFields(card.kind).includes('type');
  const twin = title.trim() ? cards.find((c) => c.id !== card.id && c.items.some((i) => i.title.toLowerCase() === title.trim().toLowerCase())) : undefined;
  const save = async () => {
    const body = { title, type: (type ?? undefined) as never, explanation: explanation || undefined, access: 'restricted' as const };
    const parsed = createItemBodySchema.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (needsType && !type) found.type = M.typeRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await calls.createItem(card.kind, body);
      showToast(`Added ${title.trim()} to ${card.title}`, { hideAfterMs: 4000 });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? error.fields : { title: M.saveError });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Add custom item: ${card.title}`}>
      <Stack gap="sm">
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} data-autofocus />
        {twin && (
          <Alert color="yellow" variant="light">
            {M.reuseWarning(twin.title)}
          </Alert>
        )}
        {needsType && <Select label="Type" placeholder="Select a type" data={TYPE_OPTIONS} value={type} onChange={setType} error={errors.type} searchable />}
        <Textarea label="Explanation" autosize minRows={2} value={explanation} onChange={(e) => setExplanation(e.currentTarget.value)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Add item
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
