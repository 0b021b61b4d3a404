import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import { organisations, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

export function listEndpoints(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.orgId, orgId))
    .orderBy(webhookEndpoints.createdAt);
}

/** Enabled endpoints subscribed to `eventType`. */
export function subscribedEndpoints(db: Db, { orgId }: OrgScope, eventType: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.orgId, orgId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.eventTypes} ? ${eventType}`,
      ),
    );
}

export async function findEndpoint(db: Db, { orgId }: OrgScope, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export async function insertEndpoint(
  db: Db,
  { orgId }: OrgScope,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'orgId' | 'id'>,
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  { orgId }: OrgScope,
  id: string,
  values: Partial<
    Pick<typeof webhookEndpoints.$inferInsert, 'enabled' | 'eventTypes' | 'description' | 'disabledReason'>
  >,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function insertDelivery(
  db: Db,
  { orgId }: OrgScope,
  values: Pick<typeof webhookDeliveries.$inferInsert, 'id' | 'endpointId' | 'eventType' | 'body'>,
) {
  await db.insert(webhookDeliveries).values({ ...values, orgId, nextAttemptAt: new Date() });
}

export function listDeliveries(db: Db, { orgId }: OrgScope, limit = 100) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.orgId, orgId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

export async function findDelivery(db: Db, { orgId }: OrgScope, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, id)));
  return row ?? null;
}

/**
 * Takes a pending delivery that is due for one attempt, counting it: `nextAttemptAt` becomes a
 * lease, so a second worker (or a retried job) finds nothing to do while this attempt is under way,
 * and a worker that died mid-attempt leaves it due again once the lease ends. No transaction is
 * held across the request.
 */
export async function unscopedClaimDelivery(db: Db, id: string, leaseSeconds: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.nextAttemptAt} <= now() + interval '2 seconds'`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordAttempt(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      typeof webhookDeliveries.$inferInsert,
      'status' | 'attempts' | 'lastStatusCode' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'
    >
  >,
) {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

export async function organisationName(db: Db, { orgId }: OrgScope) {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name ?? '';
}
