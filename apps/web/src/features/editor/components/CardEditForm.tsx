import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  cardAllowedActions,
  EDITOR_MESSAGES as M,
  itemFields,
  type EditorFeatures,
  type PortalCard,
} from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { hasPending, NO_PENDING, type PendingFiles } from './DocumentLinks';
import { ItemFields } from './ItemFields';
import { NewItemFields } from './NewItemFields';
import { cardEditErrors, sendCardEdits, type FormErrors } from '../card-save';
import { newDraft, type DraftItem } from '../draft-items';
import { changedFields, toFormValues, type ItemFormValues } from '../item-form';
import { DrawerFormActions } from './DrawerFormActions';

interface CardEditFormProps {
  card: PortalCard;
  /** Every card of the product: a new item's title is checked against them. */
  cards: readonly PortalCard[];
  productId: string;
  /** Opened by 'Add custom item': start with one new item. */
  startWithDraft?: boolean;
  features: EditorFeatures;
  canEditAssets: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The drawer in edit mode (issue 6, sections 1 and 2): every item of the card with the fields its
 * kind shows, and new custom items. Save sends each changed item, then creates the new ones; any
 * failure puts 'Save error' on the form and the page data is fetched again. A new item removed
 * before saving never reaches the server.
 */
export default function CardEditForm({
  card,
  cards,
  productId,
  startWithDraft = false,
  features,
  canEditAssets,
  onDirtyChange,
  onCancel,
  onSaved,
}: CardEditFormProps) {
  const calls = useEditorCalls(productId);
  const initial = Object.fromEntries(card.items.map((item) => [item.itemUid, toFormValues(item)]));
  const [values, setValues] = useState<Record<string, ItemFormValues>>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<Record<string, PendingFiles>>({});
  const [drafts, setDrafts] = useState<DraftItem[]>(() => (startWithDraft ? [newDraft()] : []));
  const fields = itemFields(card.kind);
  // Items created by this form's save appear in `card` before the form closes: they start as they are.
  const valueOf = (uid: string) => values[uid] ?? initial[uid]!;
  const changes = card.items
    .map((item) => ({ item, body: changedFields(card.kind, initial[item.itemUid]!, valueOf(item.itemUid)) }))
    .filter((c) => Object.keys(c.body).length > 0);
  const dirty = changes.length > 0 || Object.values(files).some(hasPending) || drafts.length > 0;
  const changeDraft = (key: string, change: Partial<DraftItem>) => {
    setDrafts((d) => d.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
    setErrors((e) => ({ ...e, [key]: {} }));
  };
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (uid: string, change: Partial<ItemFormValues>) => {
    setValues((v) => ({ ...v, [uid]: { ...v[uid]!, ...change } }));
    setErrors((e) => ({
      ...e,
      [uid]: Object.fromEntries(
        Object.entries(e[uid] ?? {}).filter(([key]) => !(key.split('.')[0]! in change)),
      ),
    }));
  };

  const save = async () => {
    const edits = { changes, files, drafts };
    const found = cardEditErrors(card, valueOf, edits);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setRootError(null);
    try {
      await sendCardEdits(calls, card, edits, {
        onFieldErrors: (key, fields) => setErrors((e) => ({ ...e, [key]: fields })),
        onFilesSent: (itemUid) => setFiles((f) => ({ ...f, [itemUid]: NO_PENDING })),
        onDraftCreated: (key) => setDrafts((d) => d.filter((x) => x.key !== key)),
      });
      await calls.refresh();
      showToast('Changes saved', { hideAfterMs: 3000 });
      onSaved();
    } catch (error) {
      setRootError(
        error instanceof ApiError && error.status === 403 ? `${M.saveError}: ${error.message}` : M.saveError,
      );
      await calls.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" data-testid="card-edit-form">
      {rootError && (
        <Alert color="red" title={rootError} role="alert">
          Nothing else was lost: fix the marked fields and save again.
        </Alert>
      )}
      {card.items.map((item) => (
        <ItemFields
          key={item.itemUid}
          kind={card.kind}
          productId={productId}
          canEditAssets={canEditAssets}
          item={item}
          value={valueOf(item.itemUid)}
          errors={errors[item.itemUid] ?? {}}
          fields={fields}
          features={features}
          onChange={(change) => set(item.itemUid, change)}
          files={files[item.itemUid] ?? NO_PENDING}
          onFilesChange={(pending) => setFiles((f) => ({ ...f, [item.itemUid]: pending }))}
        />
      ))}
      {drafts.map((draft) => (
        <NewItemFields
          key={draft.key}
          kind={card.kind}
          cardId={card.id}
          cards={cards}
          draft={draft}
          errors={errors[draft.key] ?? {}}
          onChange={(change) => changeDraft(draft.key, change)}
          onRemove={() => setDrafts((d) => d.filter((x) => x.key !== draft.key))}
        />
      ))}
      {card.items.length === 0 && drafts.length === 0 && <Text c="dimmed">This card has no items yet.</Text>}
      {cardAllowedActions(card.kind).includes('customItems') && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconPlus size={14} />}
          onClick={() => setDrafts((d) => [...d, newDraft()])}
          disabled={saving}
          style={{ borderStyle: 'dashed' }}
        >
          Add custom item
        </Button>
      )}
      <DrawerFormActions
        saving={saving}
        dirty={dirty}
        onCancel={onCancel}
        onSave={() => void save()}
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      />
    </Stack>
  );
}
