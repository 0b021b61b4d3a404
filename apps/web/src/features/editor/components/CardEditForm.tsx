import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { cardAllowedActions, EDITOR_MESSAGES as M, itemFields, type EditorFeatures, type PortalCard } from '@trust/shared';
import '@/app/overlay-styles';
import '@mantine/core/styles/Alert.css';
import { ApiError } from '@/lib/api';
import { showToast } from '@/lib/toast';
import { useEditorCalls } from '../api';
import { hasPending, NO_PENDING, type PendingFiles } from './DocumentLinks';
import { ItemFields } from './ItemFields';
import { NewItemFields } from './NewItemFields';
import { draftBody, draftErrors, newDraft, type DraftItem } from '../draft-items';
import { changedFields, toFormValues, validationErrors, type ItemFormValues } from '../item-form';

type Errors = Record<string, Record<string, string>>;

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
export default function CardEditForm({ card, cards, productId, startWithDraft = false, features, canEditAssets, onDirtyChange, onCancel, onSaved }: CardEditFormProps) {
  const calls = useEditorCalls(productId);
  const initial = Object.fromEntries(card.items.map((item) => [item.itemUid, toFormValues(item)]));
  const [values, setValues] = useState<Record<string, ItemFormValues>>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [files, setFiles] = useState<Record<string, PendingFiles>>({});
  const [drafts, setDrafts] = useState<DraftItem[]>(() => (startWithDraft ? [newDraft()] : []));
  const fields = itemFields(card.kind);
  // Items created by this form's save appear in `card` before the form closes: they start as they are.
  const valueOf = (uid: string) => values[uid] ?? initial[uid]!;
  const changes = card.items.map((item) => ({ item, body: changedFields(card.kind, initial[item.itemUid]!, valueOf(item.itemUid)) })).filter((c) => Object.keys(c.body).length > 0);
  const dirty = changes.length > 0 || Object.values(files).some(hasPending) || drafts.length > 0;
  const changeDraft = (key: string, change: Partial<DraftItem>) => {
    setDrafts((d) => d.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
    setErrors((e) => ({ ...e, [key]: {} }));
  };
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (uid: string, change: Partial<ItemFormValues>) => {
    setValues((v) => ({ ...v, [uid]: { ...v[uid]!, ...change } }));
    setErrors((e) => ({ ...e, [uid]: Object.fromEntries(Object.entries(e[uid] ?? {}).filter(([key]) => !(key.split('.')[0]! in change))) }));
  };

  const save = async () => {
    const found: Errors = {};
    for (const { item, body } of changes) {
      const itemErrors = validationErrors(body);
      if (fields.includes('type') && !valueOf(item.itemUid).type) itemErrors.type = M.typeRequired;
      if (Object.keys(itemErrors).length) found[item.itemUid] = itemErrors;
    }
    if (card.kind === 'documents') {
      for (const item of card.items) {
        const pending = files[item.itemUid] ?? NO_PENDING;
        if (item.documents.length - pending.unlink.length + pending.link.length <= 0) found[item.itemUid] = { ...found[item.itemUid], files: M.fileRequired };
      }
    }
    for (const draft of drafts) {
      const draftFound = draftErrors(card.kind, draft);
      if (Object.keys(draftFound).length) found[draft.key] = draftFound;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setRootError(null);
    try {
      for (const { item, body } of changes) {
        try {
          await calls.patchItem(item.itemUid, body);
        } catch (error) {
          if (error instanceof ApiError && error.fields) setErrors((e) => ({ ...e, [item.itemUid]: error.fields! }));
          throw error;
        }
      }
      for (const [itemUid, pending] of Object.entries(files)) {
        try {
          for (const link of pending.link) await calls.linkFile(itemUid, link.id);
          for (const fileId of pending.unlink) await calls.unlinkFile(itemUid, fileId);
        } catch (error) {
          if (error instanceof ApiError && error.fields) setErrors((e) => ({ ...e, [itemUid]: { files: Object.values(error.fields!)[0]! } }));
          throw error;
        } finally {
          setFiles((f) => ({ ...f, [itemUid]: NO_PENDING }));
        }
      }
      for (const draft of drafts) {
        try {
          const { itemUid } = await calls.createItem(card.kind, draftBody(draft));
          setDrafts((d) => d.filter((x) => x.key !== draft.key));
          for (const link of draft.files.link) await calls.linkFile(itemUid, link.id);
        } catch (error) {
          if (error instanceof ApiError && error.fields) setErrors((e) => ({ ...e, [draft.key]: error.fields! }));
          throw error;
        }
      }
      await calls.refresh();
      showToast('Changes saved', { hideAfterMs: 3000 });
      onSaved();
    } catch (error) {
      setRootError(error instanceof ApiError && error.status === 403 ? `${M.saveError}: ${error.message}` : M.saveError);
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
        <Button variant="default" fullWidth leftSection={<IconPlus size={14} />} onClick={() => setDrafts((d) => [...d, newDraft()])} disabled={saving} style={{ borderStyle: 'dashed' }}>
          Add custom item
        </Button>
      )}
      <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
