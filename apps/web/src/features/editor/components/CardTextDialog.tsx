import { Button, Group, Modal, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import {
  cardPatchBodySchema,
  displayTextKindError,
  displayTextMax,
  EDITOR_MESSAGES as M,
  type PortalCard,
} from '@trust/shared';
import '@/app/overlay-styles';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import '@/app/floating-styles';

export type CardTextField = 'title' | 'displayText' | 'placeholder';

const SETUP: Record<
  CardTextField,
  { title: string; label: string; success: string; multiline: boolean; help?: string }
> = {
  title: { title: 'Rename card', label: 'Card name', success: 'Card renamed', multiline: false },
  displayText: {
    title: 'Edit display text',
    label: 'Display text',
    success: 'Display text updated',
    multiline: false,
    help: M.displayTextHelp,
  },
  placeholder: {
    title: 'Set empty placeholder',
    label: 'Placeholder text',
    success: M.placeholderUpdated,
    multiline: true,
    help: 'Shown while the card has no items. At most 1000 characters.',
  },
};

/** Rename a card, set its display text, or its placeholder for when it is empty (editor spec sections 3, 5). */
export default function CardTextDialog({
  card,
  field,
  productId,
  onClose,
}: {
  card: PortalCard;
  field: CardTextField;
  productId: string;
  onClose: () => void;
}) {
  const calls = useEditorCalls(productId);
  const setup = SETUP[field];
  const [value, setValue] = useState(
    (field === 'title' ? card.title : field === 'displayText' ? card.displayText : card.placeholder) ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const body = { [field]: value };
    if (field === 'title' && !value.trim()) return setError(M.cardTitleRequired);
    const lengthError = field === 'displayText' ? displayTextKindError(card.kind, value) : null;
    if (lengthError) return setError(lengthError);
    const parsed = cardPatchBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.saveError);
    setSaving(true);
    try {
      await calls.patchCard(card.kind, body);
      showToast(setup.success, { hideAfterMs: 4000 });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.[field] ?? failure.message) : M.saveError);
    } finally {
      setSaving(false);
    }
  };
  const input = setup.multiline ? (
    <Textarea
      label={setup.label}
      description={setup.help}
      autosize
      minRows={3}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      error={error}
      data-autofocus
    />
  ) : (
    <TextInput
      label={setup.label}
      description={setup.help}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setError(null);
      }}
      error={error}
      rightSection={
        field === 'displayText' ? (
          <Text
            fz="xs"
            c={value.trim().length > displayTextMax(card.kind) ? 'red' : 'dimmed'}
          >{`${value.trim().length}/${displayTextMax(card.kind)}`}</Text>
        ) : undefined
      }
      rightSectionWidth={56}
      data-autofocus
    />
  );
  return (
    <Modal opened onClose={onClose} title={`${setup.title}: ${card.title}`}>
      <Stack gap="sm">
        {field === 'title' ? <Tooltip label={M.cardTitleTooltip}>{input}</Tooltip> : input}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
