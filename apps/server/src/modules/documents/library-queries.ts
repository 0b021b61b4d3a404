import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CardKind } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { cards, files, itemFiles, items, products } from '../../db/schema/index.js';

/** Documents only: files behind logos, icons and other images are assets, not library documents. */
const isDocument = eq(files.purpose, 'document');

export function listLibraryFiles(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.orgId, orgId), isDocument))
    .orderBy(desc(files.createdAt), asc(files.originalName));
}

/** Where each library document appears: item, card kind and product. */
export function listFilePlacements(db: Db, { orgId }: OrgScope) {
  return db
    .select({
      fileId: itemFiles.fileId,
      itemUid: items.uid,
      title: items.title,
      cardKind: sql<CardKind>`${cards.kind}`,
      productId: products.id,
      productName: products.name,
    })
    .from(itemFiles)
    .innerJoin(items, and(eq(items.uid, itemFiles.itemUid), eq(items.orgId, orgId)))
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .innerJoin(products, and(eq(products.id, cards.productId), eq(products.orgId, orgId)))
    .where(eq(itemFiles.orgId, orgId))
    .orderBy(asc(products.position), asc(items.title));
}

export async function findLibraryFile(db: Db, { orgId }: OrgScope, fileId: string) {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId), isDocument));
  return rows[0] ?? null;
}

export async function insertFile(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof files.$inferInsert, 'orgId'>,
) {
  const [row] = await db
    .insert(files)
    .values({ orgId, ...values })
    .returning();
  return row!;
}

/** The product's documents card, made on first use (products seeded without one still take documents). */
export async function documentsCardOf(db: Db, { orgId }: OrgScope, productId: string) {
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
  if (!product[0]) return null;
  await db.insert(cards).values({ orgId, productId, kind: 'documents' }).onConflictDoNothing();
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId), eq(cards.kind, 'documents')));
  return card!;
}

export async function findItemOnCard(db: Db, { orgId }: OrgScope, cardId: string, itemUid: string) {
  const rows = await db
    .select({ uid: items.uid })
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.cardId, cardId), eq(items.uid, itemUid)));
  return rows[0] ?? null;
}

export async function insertItem(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof items.$inferInsert, 'orgId'>,
) {
  const [row] = await db
    .insert(items)
    .values({ orgId, ...values })
    .returning({ uid: items.uid });
  return row!.uid;
}

export async function attachFile(
  db: Db,
  { orgId }: OrgScope,
  itemUid: string,
  fileId: string,
  modifiedBy: string,
) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${itemFiles.position}), -1)` })
    .from(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemUid, itemUid)));
  await db
    .insert(itemFiles)
    .values({ orgId, itemUid, fileId, position: Number(last?.position ?? -1) + 1 })
    .onConflictDoNothing();
  await db
    .update(items)
    .set({ lastModifiedAt: new Date(), lastModifiedBy: modifiedBy })
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
}

/** Sets the type of those of `ids` that are this organisation's documents; answers how many. */
export async function setDocumentTypes(db: Db, { orgId }: OrgScope, ids: string[], type: string) {
  const rows = await db
    .update(files)
    .set({ documentType: type })
    .where(and(eq(files.orgId, orgId), inArray(files.id, ids), isDocument))
    .returning({ id: files.id });
  return rows.length;
}
