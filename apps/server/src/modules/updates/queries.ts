import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, updateTopics, updates } from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** Visible topics of the organisation; with product ids, only topics for those products or for all. */
export function listVisibleTopics(db: Db, { orgId }: OrgScope, productIds: string[] | null) {
  const forProducts =
    productIds === null
      ? undefined
      : productIds.length === 0
        ? sql`jsonb_array_length(${updateTopics.productIds}) = 0`
        : sql`(jsonb_array_length(${updateTopics.productIds}) = 0 or exists (select 1 from jsonb_array_elements_text(${updateTopics.productIds}) p where p in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})))`;
  return db
    .select()
    .from(updateTopics)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.hidden, false), forProducts))
    .orderBy(desc(updateTopics.isPinned), desc(updateTopics.createdAt));
}

export function listUpdatesOfTopics(db: Db, { orgId }: OrgScope, topicIds: string[], audiences: ('public' | 'private')[]) {
  if (topicIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(updates)
    .where(and(eq(updates.orgId, orgId), inArray(updates.topicId, topicIds), inArray(updates.spAudience, audiences)))
    .orderBy(desc(updates.createdAt), asc(updates.id));
}

export function productIdsBySlugs(db: Db, { orgId }: OrgScope, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.slug, slugs)))
    .then((rows) => rows.map((r) => r.id));
}
