import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CardKind } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import {
  assets,
  cards,
  files,
  itemFiles,
  itemSlugs,
  items,
  organisations,
  productPageSettings,
  products,
} from '../../db/schema/index.js';

export async function findProduct(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId)));
  return rows[0] ?? null;
}

/**
 * Locks the organisation's product row for the rest of the transaction, so concurrent edits of
 * its lists (subprocessors, trusted-by, risk profile, grades) apply one after the other; 404 when
 * the product is not the organisation's.
 */
export async function lockProduct(db: Db, { orgId }: OrgScope, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), eq(products.id, productId)))
    .for('update');
  if (!row) throw notFound();
}

export async function findCard(db: Db, { orgId }: OrgScope, productId: string, kind: CardKind) {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId), eq(cards.kind, kind)));
  return rows[0] ?? null;
}

export function listProductCards(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId)));
}

export async function updateCard(
  db: Db,
  { orgId }: OrgScope,
  cardId: string,
  values: Partial<typeof cards.$inferInsert>,
) {
  await db
    .update(cards)
    .set(values)
    .where(and(eq(cards.orgId, orgId), eq(cards.id, cardId)));
}

export async function setCardPositions(db: Db, scope: OrgScope, productId: string, kinds: CardKind[]) {
  await db.transaction(async (tx) => {
    await tx
      .update(cards)
      .set({ position: null })
      .where(and(eq(cards.orgId, scope.orgId), eq(cards.productId, productId)));
    for (const [position, kind] of kinds.entries()) {
      await tx
        .update(cards)
        .set({ position })
        .where(and(eq(cards.orgId, scope.orgId), eq(cards.productId, productId), eq(cards.kind, kind)));
    }
  });
}

export function listCardItems(db: Db, { orgId }: OrgScope, cardId: string) {
  return db
    .select()
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.cardId, cardId)));
}

/** An item with its card, all of it this organisation's and on this product. */
export async function findItemOnProduct(db: Db, { orgId }: OrgScope, productId: string, itemUid: string) {
  const rows = await db
    .select({ item: items, card: cards })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId), eq(cards.productId, productId)))
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
  return rows[0] ?? null;
}

export async function findItem(db: Db, { orgId }: OrgScope, itemUid: string) {
  const rows = await db
    .select({ item: items, card: cards })
    .from(items)
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId)))
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
  return rows[0] ?? null;
}

export async function updateItem(
  db: Db,
  { orgId }: OrgScope,
  itemUid: string,
  values: Partial<typeof items.$inferInsert>,
) {
  await db
    .update(items)
    .set(values)
    .where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
}

export async function setSectionOrder(db: Db, { orgId }: OrgScope, productId: string, sections: string[]) {
  const rows = await db
    .update(productPageSettings)
    .set({
      sectionOrder: sections as (typeof productPageSettings.$inferInsert)['sectionOrder'],
      revision: sql`${productPageSettings.revision} + 1`,
    })
    .where(and(eq(productPageSettings.orgId, orgId), eq(productPageSettings.productId, productId)))
    .returning({ productId: productPageSettings.productId });
  return rows.length > 0;
}

/** The overview card's Markdown, in the product's page settings; answers the text it replaced. */
export async function setOverviewContent(db: Db, { orgId }: OrgScope, productId: string, content: string) {
  const where = and(eq(productPageSettings.orgId, orgId), eq(productPageSettings.productId, productId));
  const [row] = await db
    .select({ config: productPageSettings.config })
    .from(productPageSettings)
    .where(where)
    .for('update');
  if (!row) return null;
  const before = row.config.overview.content;
  await db
    .update(productPageSettings)
    .set({
      config: { ...row.config, overview: { ...row.config.overview, content } },
      revision: sql`${productPageSettings.revision} + 1`,
    })
    .where(where);
  return { before };
}

export async function findSlugOwner(db: Db, { orgId }: OrgScope, slug: string) {
  const rows = await db
    .select({ itemUid: itemSlugs.itemUid, title: items.title })
    .from(itemSlugs)
    .leftJoin(items, eq(items.uid, itemSlugs.itemUid))
    .where(and(eq(itemSlugs.orgId, orgId), sql`lower(${itemSlugs.slug}) = ${slug.toLowerCase()}`));
  return rows[0] ?? null;
}

export async function upsertSlug(db: Db, { orgId }: OrgScope, itemUid: string, slug: string) {
  await db
    .insert(itemSlugs)
    .values({ orgId, itemUid, slug })
    .onConflictDoUpdate({ target: itemSlugs.itemUid, set: { slug } });
}

export async function findSlugOf(db: Db, { orgId }: OrgScope, itemUid: string) {
  const rows = await db
    .select({ slug: itemSlugs.slug })
    .from(itemSlugs)
    .where(and(eq(itemSlugs.orgId, orgId), eq(itemSlugs.itemUid, itemUid)));
  return rows[0]?.slug ?? null;
}

export function itemsByUids(db: Db, { orgId }: OrgScope, uids: string[]) {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .select({ uid: items.uid, cardId: items.cardId })
    .from(items)
    .where(and(eq(items.orgId, orgId), inArray(items.uid, uids)));
}

export async function getOrgName(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row!.name;
}

export async function getOrgFeatures(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select({ features: organisations.features })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row!.features;
}

/** The documents card orders items of every card of the product that carry documents. */
export async function listDocumentItemUids(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .selectDistinct({ uid: items.uid })
    .from(itemFiles)
    .innerJoin(items, and(eq(items.uid, itemFiles.itemUid), eq(items.orgId, orgId)))
    .innerJoin(cards, and(eq(cards.id, items.cardId), eq(cards.orgId, orgId), eq(cards.productId, productId)))
    .where(eq(itemFiles.orgId, orgId));
  return rows.map((r) => r.uid);
}

export async function findCardById(db: Db, { orgId }: OrgScope, cardId: string) {
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.id, cardId)));
  return rows[0] ?? null;
}

export async function getDefaultProductId(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select({ id: organisations.defaultProductId })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.id ?? null;
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

export async function deleteItem(db: Db, { orgId }: OrgScope, itemUid: string) {
  await db.delete(items).where(and(eq(items.orgId, orgId), eq(items.uid, itemUid)));
}

export async function findOwnFile(db: Db, { orgId }: OrgScope, fileId: string) {
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId)));
  return rows[0] ?? null;
}

export async function linkFile(db: Db, { orgId }: OrgScope, itemUid: string, fileId: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${itemFiles.position}), -1)` })
    .from(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemUid, itemUid)));
  const rows = await db
    .insert(itemFiles)
    .values({ orgId, itemUid, fileId, position: Number(last?.position ?? -1) + 1 })
    .onConflictDoNothing()
    .returning({ fileId: itemFiles.fileId });
  return rows.length > 0;
}

export async function unlinkFile(db: Db, { orgId }: OrgScope, itemUid: string, fileId: string) {
  const rows = await db
    .delete(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemUid, itemUid), eq(itemFiles.fileId, fileId)))
    .returning({ fileId: itemFiles.fileId });
  return rows.length > 0;
}

export async function countItemFiles(db: Db, { orgId }: OrgScope, itemUid: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemFiles)
    .where(and(eq(itemFiles.orgId, orgId), eq(itemFiles.itemUid, itemUid)));
  return Number(row?.n ?? 0);
}

/** A card icon or certification logo of one product. */
export async function insertAsset(
  db: Db,
  { orgId }: OrgScope,
  values: Pick<typeof assets.$inferInsert, 'productId' | 'fileId' | 'type' | 'relation'>,
) {
  const [row] = await db
    .insert(assets)
    .values({ orgId, isGlobal: false, ...values })
    .returning({ id: assets.id });
  return row!.id;
}

/** Points the asset at a new file; answers the file it held before. */
export async function replaceAssetFile(db: Db, { orgId }: OrgScope, assetId: string, fileId: string) {
  const [before] = await db
    .select({ fileId: assets.fileId })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)));
  await db
    .update(assets)
    .set({ fileId, revision: sql`${assets.revision} + 1` })
    .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)));
  return before?.fileId ?? null;
}

/** Removes the asset; answers the file it held. */
export async function deleteAsset(db: Db, { orgId }: OrgScope, assetId: string) {
  const [row] = await db
    .delete(assets)
    .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)))
    .returning({ fileId: assets.fileId });
  return row?.fileId ?? null;
}

/** Deletes a file that only an asset used (never a library document); answers its storage key. */
export async function deleteAssetFile(db: Db, { orgId }: OrgScope, fileId: string) {
  const [row] = await db
    .delete(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId), eq(files.purpose, 'asset')))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}
