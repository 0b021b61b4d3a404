import {
  EDITOR_MESSAGES as M,
  itemFields,
  type ItemPatchBody,
  type PortalCard,
  type PortalItem,
} from '@trust/shared';
import { ApiError } from '@/lib/api';
import type { useEditorCalls } from './api';
import type { PendingFiles } from './components/DocumentLinks';
import { draftBody, draftErrors, type DraftItem } from './draft-items';
import { validationErrors, type ItemFormValues } from './item-form';

/** Field messages by item uid (or draft key), then by field. */
export type FormErrors = Record<string, Record<string, string>>;

/** Everything one Save of the drawer sends. */
export interface CardEdits {
  changes: { item: PortalItem; body: ItemPatchBody }[];
  files: Record<string, PendingFiles>;
  drafts: DraftItem[];
}

/** What the form checks before sending anything: the shared schema, a type where the card shows one, files on the documents card. */
export function cardEditErrors(
  card: PortalCard,
  valueOf: (uid: string) => ItemFormValues,
  { changes, files, drafts }: CardEdits,
): FormErrors {
  const found: FormErrors = {};
  for (const { item, body } of changes) {
    const itemErrors = validationErrors(body);
    if (itemFields(card.kind).includes('type') && !valueOf(item.itemUid).type)
      itemErrors.type = M.typeRequired;
    if (Object.keys(itemErrors).length) found[item.itemUid] = itemErrors;
  }
  if (card.kind === 'documents') {
    for (const item of card.items) {
      const pending = files[item.itemUid];
      if (item.documents.length - (pending?.unlink.length ?? 0) + (pending?.link.length ?? 0) <= 0)
        found[item.itemUid] = { ...found[item.itemUid], files: M.fileRequired };
    }
  }
  for (const draft of drafts) {
    const draftFound = draftErrors(card.kind, draft);
    if (Object.keys(draftFound).length) found[draft.key] = draftFound;
  }
  return found;
}

interface SendProgress {
  /** The server refused some fields of an item or draft. */
  onFieldErrors: (key: string, fields: Record<string, string>) => void;
  /** An item's pending links and unlinks were sent (or tried): they are no longer pending. */
  onFilesSent: (itemUid: string) => void;
  /** A draft now exists on the server. */
  onDraftCreated: (key: string) => void;
}

/**
 * Sends a Save in order: changed fields, then document links, then new items (and their
 * documents). Stops at the first failure, reporting field messages on the way, and throws it.
 */
export async function sendCardEdits(
  calls: ReturnType<typeof useEditorCalls>,
  card: PortalCard,
  { changes, files, drafts }: CardEdits,
  progress: SendProgress,
) {
  const reportFields = (key: string, error: unknown, pick = (fields: Record<string, string>) => fields) => {
    if (error instanceof ApiError && error.fields) progress.onFieldErrors(key, pick(error.fields));
  };
  for (const { item, body } of changes) {
    try {
      await calls.patchItem(item.itemUid, body);
    } catch (error) {
      reportFields(item.itemUid, error);
      throw error;
    }
  }
  for (const [itemUid, pending] of Object.entries(files)) {
    try {
      for (const link of pending.link) await calls.linkFile(itemUid, link.id);
      for (const fileId of pending.unlink) await calls.unlinkFile(itemUid, fileId);
    } catch (error) {
      reportFields(itemUid, error, (fields) => ({ files: Object.values(fields)[0]! }));
      throw error;
    } finally {
      progress.onFilesSent(itemUid);
    }
  }
  for (const draft of drafts) {
    try {
      const { itemUid } = await calls.createItem(card.kind, draftBody(draft));
      progress.onDraftCreated(draft.key);
      for (const link of draft.files.link) await calls.linkFile(itemUid, link.id);
    } catch (error) {
      reportFields(draft.key, error);
      throw error;
    }
  }
}
