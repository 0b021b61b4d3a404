import {
  createItemBodySchema,
  EDITOR_MESSAGES as M,
  itemFields,
  type CardKind,
  type CreateItemBody,
  type PortalCard,
} from '@trust/shared';
import type { PendingFiles } from './components/DocumentLinks';

/** A custom item added in edit mode and not saved yet: removing it touches nothing on the server. */
export interface DraftItem {
  key: string;
  title: string;
  type: string;
  explanation: string;
  access: 'public' | 'restricted';
  /** Library documents to link once the item exists (cards that show files). */
  files: PendingFiles;
}

export const newDraft = (): DraftItem => ({
  key: crypto.randomUUID(),
  title: '',
  type: '',
  explanation: '',
  access: 'restricted',
  files: { link: [], unlink: [] },
});

export function draftBody(draft: DraftItem): CreateItemBody {
  return {
    title: draft.title,
    type: (draft.type || undefined) as CreateItemBody['type'],
    explanation: draft.explanation.trim() || undefined,
    access: draft.access,
  };
}

/** The shared schema's messages, plus the type where the card shows one and a file on the documents card. */
export function draftErrors(kind: CardKind, draft: DraftItem): Record<string, string> {
  const parsed = createItemBodySchema.safeParse(draftBody(draft));
  const errors: Record<string, string> = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  if (itemFields(kind).includes('type') && !draft.type) errors.type = M.typeRequired;
  if (kind === 'documents' && draft.files.link.length === 0) errors.files = M.fileRequired;
  return errors;
}

/** Another card with an item of the same title (case-insensitive): the reuse warning names it. */
export function cardWithSameTitle(
  cards: readonly PortalCard[],
  cardId: string,
  title: string,
): PortalCard | undefined {
  const wanted = title.trim().toLowerCase();
  if (!wanted) return undefined;
  return cards.find((c) => c.id !== cardId && c.items.some((i) => i.title.toLowerCase() === wanted));
}
