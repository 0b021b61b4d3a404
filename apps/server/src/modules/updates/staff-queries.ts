import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { products, updates, updateTopics } from '../../db/schema/index.js';

export function listAllTopics(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(updateTopics)
    .where(eq(updateTopics.orgId, orgId))
    .orderBy(desc(updateTopics.isPinned), desc(updateTopics.createdAt));
}

export function listAllUpdates(db: Db, { orgId }: OrgScope) {
  return db.select().from(updates).where(eq(updates.orgId, orgId)).orderBy(desc(updates.createdAt));
}

export async function insertTopic(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof updateTopics.$inferInsert, 'orgId'>,
) {
  const [row] = await db
    .insert(updateTopics)
    .values({ orgId, ...values })
    .returning({ id: updateTopics.id });
  return row!.id;
}

export async function updateTopic(
  db: Db,
  { orgId }: OrgScope,
  id: string,
  values: Partial<Omit<typeof updateTopics.$inferInsert, 'orgId' | 'id'>>,
) {
  const rows = await db
    .update(updateTopics)
    .set(values)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.id, id)))
    .returning({ id: updateTopics.id });
  return rows.length > 0;
}

export async function topicExists(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .select({ id: updateTopics.id })
    .from(updateTopics)
    .where(and(eq(updateTopics.orgId, orgId), eq(updateTopics.id, id)));
  return rows.length > 0;
}

export async function insertUpdate(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof updates.$inferInsert, 'orgId'>,
) {
  const [row] = await db
    .insert(updates)
    .values({ orgId, ...values })
    .returning({ id: updates.id });
  return row!.id;
}

/** The ids among `ids` that are this organisation's products. */
export async function ownProductIds(db: Db, { orgId }: OrgScope, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, ids)));
  return rows.map((r) => r.id);
}
