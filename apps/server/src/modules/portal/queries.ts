import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { KbAccessLevel } from '@trust/shared';
import {
  assets,
  cards,
  customizations,
  files,
  itemFiles,
  itemSlugs,
  items,
  kbEntries,
  organisations,
  productLinks,
  productPageSettings,
  products,
  integrationConnections,
  riskProfileAnswers,
  subprocessors,
  trustedCompanies,
} from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** Every query here takes the organisation scope and filters by it itself. */

export async function getCustomization(db: Db, { orgId }: OrgScope) {
  const rows = await db.select().from(customizations).where(eq(customizations.orgId, orgId));
  return rows[0] ?? null;
}

export function listProducts(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.position), asc(products.name));
}

export function listProductLinks(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(productLinks)
    .where(eq(productLinks.orgId, orgId))
    .orderBy(asc(productLinks.position));
}

export async function getPageSettings(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select()
    .from(productPageSettings)
    .where(and(eq(productPageSettings.orgId, orgId), eq(productPageSettings.productId, productId)));
  return rows[0] ?? null;
}

export function listCards(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId)));
}

export function listItemsOfCards(db: Db, { orgId }: OrgScope, cardIds: string[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(items)
    .where(and(eq(items.orgId, orgId), inArray(items.cardId, cardIds)));
}

export function listItemDocuments(db: Db, { orgId }: OrgScope, itemUids: string[]) {
  if (itemUids.length === 0) return Promise.resolve([]);
  return db
    .select({
      itemUid: itemFiles.itemUid,
      fileId: files.id,
      originalName: files.originalName,
      contentType: files.contentType,
      isShared: files.isShared,
      documentAccessType: files.documentAccessType,
    })
    .from(itemFiles)
    .innerJoin(files, and(eq(files.id, itemFiles.fileId), eq(files.orgId, orgId)))
    .where(and(eq(itemFiles.orgId, orgId), inArray(itemFiles.itemUid, itemUids)))
    .orderBy(asc(itemFiles.position), asc(files.originalName));
}

export function listItemSlugs(db: Db, { orgId }: OrgScope) {
  return db
    .select({ itemUid: itemSlugs.itemUid, slug: itemSlugs.slug })
    .from(itemSlugs)
    .where(eq(itemSlugs.orgId, orgId));
}

export function listAssetRevisions(db: Db, { orgId }: OrgScope) {
  return db.select({ id: assets.id, revision: assets.revision }).from(assets).where(eq(assets.orgId, orgId));
}

export function listSubprocessors(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(subprocessors)
    .where(
      and(
        eq(subprocessors.orgId, orgId),
        eq(subprocessors.productId, productId),
        isNull(subprocessors.removedAt),
      ),
    )
    .orderBy(asc(subprocessors.position), asc(subprocessors.createdAt));
}

/** Providers connected to the product that have an answer to show. */
export async function listLiveIntegrations(db: Db, { orgId }: OrgScope, productId: string) {
  const rows = await db
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.orgId, orgId),
        eq(integrationConnections.productId, productId),
        isNotNull(integrationConnections.data),
      ),
    );
  return rows.map((row) => row.provider);
}

export function listRiskProfileAnswers(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select({ question: riskProfileAnswers.question, answer: riskProfileAnswers.answer })
    .from(riskProfileAnswers)
    .where(and(eq(riskProfileAnswers.orgId, orgId), eq(riskProfileAnswers.productId, productId)));
}

export function listTrustedCompanies(db: Db, { orgId }: OrgScope, productId: string) {
  return db
    .select()
    .from(trustedCompanies)
    .where(and(eq(trustedCompanies.orgId, orgId), eq(trustedCompanies.productId, productId)))
    .orderBy(asc(trustedCompanies.position));
}

const kbOf = (orgId: string, productId: string, levels: KbAccessLevel[]) =>
  and(
    eq(kbEntries.orgId, orgId),
    inArray(kbEntries.accessLevel, levels),
    sql`(jsonb_array_length(${kbEntries.productIds}) = 0 or ${kbEntries.productIds} ? ${productId})`,
  );

/**
 * The first knowledge-base entries of a product the viewer may read (entries naming no product
 * belong to all), favourites first, and how many there are: the card shows a few, the dialog
 * queries the rest.
 */
export async function listKbEntries(
  db: Db,
  { orgId }: OrgScope,
  productId: string,
  levels: KbAccessLevel[],
  limit: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: kbEntries.id,
        question: kbEntries.question,
        answer: kbEntries.answer,
        comment: kbEntries.comment,
        sourceType: kbEntries.sourceType,
        createdAt: kbEntries.createdAt,
        customerModifiedAt: kbEntries.customerModifiedAt,
      })
      .from(kbEntries)
      .where(kbOf(orgId, productId, levels))
      .orderBy(sql`${kbEntries.favoritePublic} desc`, asc(kbEntries.question))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(kbEntries)
      .where(kbOf(orgId, productId, levels)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getAssetFile(db: Db, { orgId }: OrgScope, assetId: string) {
  const rows = await db
    .select({
      revision: assets.revision,
      storageKey: files.storageKey,
      contentType: files.contentType,
      sha256: files.sha256,
    })
    .from(assets)
    .innerJoin(files, and(eq(files.id, assets.fileId), eq(files.orgId, orgId)))
    // The NDA's PDF is for signed-in members only (its own route), never a public asset.
    .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId), ne(assets.type, 'nda')));
  return rows[0] ?? null;
}

export async function bumpContentRevision(db: Db, { orgId }: OrgScope) {
  await db
    .update(organisations)
    .set({ contentRevision: sql`${organisations.contentRevision} + 1` })
    .where(eq(organisations.id, orgId));
}
