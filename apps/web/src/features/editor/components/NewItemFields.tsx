import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { EDITOR_MESSAGES as M, ITEM_TYPES, itemFields, type CardKind, type PortalCard } from '@trust/shared';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import { cardWithSameTitle, type DraftItem } from '../draft-items';
import { DocumentLinks } from './DocumentLinks';
import '@/app/floating-styles';
import '@mantine/core/styles/InlineInput.css';

const TYPE_OPTIONS = Object.entries(ITEM_TYPES).map(([value, label]) => ({ value, label }));

interface NewItemFieldsProps {
  kind: CardKind;
  cardId: string;
  cards: readonly PortalCard[];
  draft: DraftItem;
  errors: Record<string, string>;
  onChange: (change: Partial<DraftItem>) => void;
  onRemove: () => void;
}

/** A custom item not saved yet: created with the card's Save, removed here without asking. */
export function NewItemFields({
  kind,
  cardId,
  cards,
  draft,
  errors,
  onChange,
  onRemove,
}: NewItemFieldsProps) {
  const twin = cardWithSameTitle(cards, cardId, draft.title);
  const paper = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Added at the end of a long form: bring it into view, ready to type.
    paper.current?.scrollIntoView({ block: 'center' });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper ref={paper} withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }} data-testid="new-item">
      <Stack gap="sm">
        <Group justify="space-between">
          <Badge variant="light">New custom item</Badge>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Group>
        <TextInput
          ref={title}
          label="Title"
          value={draft.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          error={errors.title}
        />
        {twin && (
          <Alert color="yellow" variant="light">
            {M.reuseWarning(twin.title)}
          </Alert>
        )}
        {itemFields(kind).includes('type') && (
          <Select
            label="Type"
            placeholder="Select a type"
            data={TYPE_OPTIONS}
            value={draft.type || null}
            onChange={(v) => onChange({ type: v ?? '' })}
            error={errors.type}
            searchable
          />
        )}
        <Textarea
          label="Explanation"
          autosize
          minRows={2}
          value={draft.explanation}
          onChange={(e) => onChange({ explanation: e.currentTarget.value })}
          error={errors.explanation}
        />
        {itemFields(kind).includes('file') && (
          <>
            <DocumentLinks documents={[]} pending={draft.files} onChange={(files) => onChange({ files })} />
            {errors.files && (
              <Text fz="sm" c="red">
                {errors.files}
              </Text>
            )}
          </>
        )}
        <Radio.Group
          label="Access level"
          value={draft.access}
          onChange={(v) => onChange({ access: v as DraftItem['access'] })}
        >
          <Group gap="lg" mt={4}>
            <Radio value="public" label="Public" />
            <Radio value="restricted" label="Restricted" />
          </Group>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
