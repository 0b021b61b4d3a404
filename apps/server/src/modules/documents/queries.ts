import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bulkDownloads,
  documentCopies,
  cards,
  fileEvents,
  files,
  itemFiles,
  items,
  organisations,
  products,
} from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** A file as attached to one item, with what access decisions need; null unless all of it is this organisation's. */
export async function findItemFile(db: Db, scope: OrgScope, fileId: string, itemUid: string) {
  return (await findItemFiles(db, scope, [{ fileId, itemUid }]))[0] ?? null;
}

/** Several (file, item) attachments in one query, each with what the access decision needs. */
export async function findItemFiles(
  db: Db,
  { orgId }: OrgScope,
  refs: { fileId: string; itemUid: string }[],
) {
  if (refs.length === 0) return [];
  const wanted = new Set(refs.map((r) => `${r.itemUid}:${r.fileId}`));
  const rows = await db
    .select({
      file: files,
      item: { uid: items.uid, publicAccess: items.publicAccess, hidden: items.hidden },
      card: { productId: cards.productId, hidden: cards.hidden },
      /** Hidden products are shown to visitors only when they are the organisation's default. */
      productShown: sql<boolean>`${products.show} or ${organisations.defaultProductId} = ${products.id}`,
    })
    .from(itemFiles)
    .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, orgId)))
    .innerJoin(items, and(eq(items.uid, itemFiles.itemUid), eq(items.orgId, orgId)))
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, cards.productId), eq(products.orgId, orgId)))
    .innerJoin(organisations, eq(organisations.id, orgId))
    .where(
      and(
        eq(itemFiles.orgId, orgId),
        inArray(itemFiles.fileId, [...new Set(refs.map((r) => r.fileId))]),
        inArray(itemFiles.itemUid, [...new Set(refs.map((r) => r.itemUid))]),
      ),
    );
  return rows.filter((row) => wanted.has(`${row.item.uid}:${row.file.id}`));
}

/**
 * What a bulk download on this product can hold, in one query: each (item, file) pair on its
 * cards, and the items that carry a bridge letter.
 */
export async function listProductDownloadables(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select({
      itemUid: items.uid,
      fileId: itemFiles.fileId,
      hasLetter: sql<boolean>`${items.bridgeLetter} is not null`,
    })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .leftJoin(itemFiles, and(eq(itemFiles.itemUid, items.uid), eq(itemFiles.orgId, orgId)))
    .where(and(eq(items.orgId, orgId), eq(cards.productId, productId)));
  return {
    files: new Set(rows.filter((r) => r.fileId).map((r) => `${r.itemUid}:${r.fileId}`)),
    letters: new Set(rows.filter((r) => r.hasLetter).map((r) => r.itemUid)),
  };
}

export async function insertFileEvent(
  db: Db,
  scope: OrgScope,
  values: Omit<typeof fileEvents.$inferInsert, 'orgId'>,
) {
  await insertFileEvents(db, scope, [values]);
}

/** Several file events in one statement (a bulk download records one per document). */
export async function insertFileEvents(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof fileEvents.$inferInsert, 'orgId'>[],
) {
  if (values.length > 0) await db.insert(fileEvents).values(values.map((v) => ({ orgId, ...v })));
}

export function listFileEvents(db: Db, { orgId }: OrgScope, fileId: string) {
  return db
    .select()
    .from(fileEvents)
    .where(and(eq(fileEvents.orgId, orgId), eq(fileEvents.fileId, fileId)));
}

export async function findItemWithCard(db: Db, { orgId }: OrgScope, itemUid: string) {
  const rows = await db
    .select({ item: items, card: { productId: cards.productId, hidden: cards.hidden } })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
  return rows[0] ?? null;
}

export async function getOrganisationName(db: Db, { orgId }: OrgScope) {
  const rows = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return rows[0]!.name;
}

export async function insertBulkDownload(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof bulkDownloads.$inferInsert, 'orgId'>,
) {
  await db.insert(bulkDownloads).values({ orgId, ...values });
}

export async function findBulkDownload(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .select()
    .from(bulkDownloads)
    .where(and(eq(bulkDownloads.orgId, orgId), eq(bulkDownloads.id, id)));
  return rows[0] ?? null;
}

/** Drops the organisation's expired zips: their rows, and their bytes through `removeStored`. */
export async function deleteExpiredBulkDownloads(
  db: Db,
  { orgId }: OrgScope,
  now: Date,
  removeStored: (key: string) => Promise<void>,
) {
  const expired = await db
    .delete(bulkDownloads)
    .where(and(eq(bulkDownloads.orgId, orgId), lt(bulkDownloads.expiresAt, now)))
    .returning({ storageKey: bulkDownloads.storageKey });
  for (const { storageKey } of expired) await removeStored(storageKey);
}

/** A stamped copy given to a member: its digest and its recipient (see memberCopy). */
export async function insertDocumentCopy(
  db: Db,
  { orgId }: OrgScope,
  copy: Omit<typeof documentCopies.$inferInsert, 'orgId' | 'id' | 'createdAt'>,
) {
  await db.insert(documentCopies).values({ ...copy, orgId });
}
