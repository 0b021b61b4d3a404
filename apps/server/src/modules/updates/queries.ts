import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisations, products, updateTopics, updates } from '../../db/schema/index.js';
import type { OrgScope } from '../../context.js';

/** Visible topics of the organisation; with product ids, only topics for those products or for all. */
export function listVisibleTopics(db: Db, { orgId }: OrgScope, productIds: string[] | null) {
  const forProducts =
    productIds === null
      ? undefined
      : productIds.length === 0
        ? sql`jsonb_array_length(${updateTopics.productIds}) = 0`
        : sql`(jsonb_array_length(${updateTopics.productIds}) = 0 or exists (select 1 from jsonb_array_elements_text(${updateTopics.productIds}) p where p in (${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )})))`;
  return db
    .select()
    .from(updateTopics)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.hidden, false), forProducts))
    .orderBy(desc(updateTopics.isPinned), desc(updateTopics.createdAt));
}

export function listUpdatesOfTopics(
  db: Db,
  { orgId }: OrgScope,
  topicIds: string[],
  audiences: ('public' | 'private')[],
) {
  if (topicIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select()
      .from(updates)
      // Updates on the status-page channel are the ones shown; email-only ones are mail only.
      .where(
        and(
          eq(updates.orgId, orgId),
          inArray(updates.topicId, topicIds),
          inArray(updates.spAudience, audiences),
          sql`${updates.channels} ? 'status_page'`,
        ),
      )
      .orderBy(desc(updates.createdAt), asc(updates.id))
  );
}

export function productIdsBySlugs(db: Db, { orgId }: OrgScope, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.slug, slugs)))
    .then((rows) => rows.map((r) => r.id));
}

export async function getOrganisationName(db: Db, { orgId }: OrgScope) {
  return (await getOrganisation(db, { orgId })).name;
}

export async function getOrganisationSlug(db: Db, { orgId }: OrgScope) {
  return (await getOrganisation(db, { orgId })).slug;
}

async function getOrganisation(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select({ name: organisations.name, slug: organisations.slug })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row!;
}
