import { DOWNLOAD_MESSAGES, type BulkDownloadBody, type DocumentEntry } from '@trust/shared';

/** One thing the dialog offers: a stored document, or a bridge letter generated on download. */
export interface Downloadable {
  /** Selection key; also the id failures come back under (a letter's is its item's uid). */
  id: string;
  itemUid: string;
  name: string;
  generated: boolean;
  locked: boolean;
  entryTitle: string;
}

export const UNTITLED = DOWNLOAD_MESSAGES.untitled;

/** Every document and bridge letter of the documents card, in its order. */
export function downloadables(entries: DocumentEntry[]): Downloadable[] {
  return entries.flatMap((entry) => [
    ...entry.documents.map((d) => ({
      id: d.fileId,
      itemUid: d.itemUid,
      name: d.originalName.trim() || UNTITLED,
      generated: false,
      locked: d.locked,
      entryTitle: entry.title,
    })),
    ...(entry.bridgeLetter
      ? [
          {
            id: entry.target.itemUid,
            itemUid: entry.target.itemUid,
            name: `${entry.bridgeLetter.letterType} Bridge Letter`,
            generated: true,
            locked: !entry.isUnlocked,
            entryTitle: entry.title,
          },
        ]
      : []),
  ]);
}

export function bulkDownloadBody(
  all: Downloadable[],
  selected: ReadonlySet<string>,
  productId: string,
  selectAllUsed: boolean,
): BulkDownloadBody {
  const files = all
    .filter((d) => selected.has(d.id))
    .map((d) => ({ itemUid: d.itemUid, fileId: d.id, generated: d.generated }));
  return { files, productId, selectAllUsed };
}

/** The names of the documents that failed, as the partial-success state lists them. */
export const failedNames = (all: Downloadable[], failedIds: string[]) =>
  failedIds.map((id) => all.find((d) => d.id === id)?.name ?? UNTITLED);
