import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SubscribeSource, SubscriberStatus } from '@trust/shared';
import type { OrgScope } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  accountMembers,
  ndaAcceptances,
  outboxEmails,
  subscribers,
  subscriptionBlockedDomains,
  updateDeliveries,
  updates,
  updateTopics,
} from '../../db/schema/index.js';

export async function findSubscriber(db: Db, { orgId }: OrgScope, email: string) {
  const rows = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.orgId, orgId), eq(subscribers.email, email)));
  return rows[0] ?? null;
}

/** A new subscriber, or an existing one asking again: back to pending unless confirmed or blocked. */
export async function upsertPendingSubscriber(
  db: Db,
  { orgId }: OrgScope,
  values: { email: string; source: SubscribeSource; productIds: string[] },
) {
  const [row] = await db
    .insert(subscribers)
    .values({ orgId, ...values })
    .onConflictDoUpdate({
      target: [subscribers.orgId, subscribers.email],
      set: {
        status: sql`case when ${subscribers.status} in ('confirmed', 'blocked') then ${subscribers.status} else 'pending' end`,
        productIds: values.productIds,
      },
    })
    .returning();
  return row!;
}

export async function setSubscriberStatus(db: Db, { orgId }: OrgScope, id: string, status: SubscriberStatus) {
  const now = new Date();
  const [row] = await db
    .update(subscribers)
    .set({
      status,
      ...(status === 'confirmed' ? { confirmedAt: now } : {}),
      ...(status === 'unsubscribed' ? { unsubscribedAt: now } : {}),
    })
    .where(and(eq(subscribers.orgId, orgId), eq(subscribers.id, id)))
    .returning();
  return row ?? null;
}

export async function isDomainBlocked(db: Db, { orgId }: OrgScope, domain: string) {
  const rows = await db
    .select({ id: subscriptionBlockedDomains.id })
    .from(subscriptionBlockedDomains)
    .where(and(eq(subscriptionBlockedDomains.orgId, orgId), eq(subscriptionBlockedDomains.domain, domain)));
  return rows.length > 0;
}

export function listSubscribers(db: Db, { orgId }: OrgScope) {
  return db
    .select()
    .from(subscribers)
    .where(eq(subscribers.orgId, orgId))
    .orderBy(desc(subscribers.createdAt));
}

export function listBlockedDomains(db: Db, { orgId }: OrgScope) {
  return db
    .select({ id: subscriptionBlockedDomains.id, domain: subscriptionBlockedDomains.domain })
    .from(subscriptionBlockedDomains)
    .where(eq(subscriptionBlockedDomains.orgId, orgId))
    .orderBy(asc(subscriptionBlockedDomains.domain));
}

export async function insertBlockedDomain(db: Db, { orgId }: OrgScope, domain: string) {
  const [row] = await db
    .insert(subscriptionBlockedDomains)
    .values({ orgId, domain })
    .onConflictDoNothing()
    .returning({ id: subscriptionBlockedDomains.id });
  return row ?? null;
}

export async function deleteBlockedDomain(db: Db, { orgId }: OrgScope, id: string) {
  const rows = await db
    .delete(subscriptionBlockedDomains)
    .where(and(eq(subscriptionBlockedDomains.orgId, orgId), eq(subscriptionBlockedDomains.id, id)))
    .returning({ id: subscriptionBlockedDomains.id });
  return rows.length > 0;
}

/** An update with its topic, for fan-out. */
export async function findUpdateWithTopic(db: Db, { orgId }: OrgScope, updateId: string) {
  const rows = await db
    .select({ update: updates, topic: updateTopics })
    .from(updates)
    .innerJoin(updateTopics, and(eq(updateTopics.id, updates.topicId), eq(updateTopics.orgId, orgId)))
    .where(and(eq(updates.orgId, orgId), eq(updates.id, updateId)));
  return rows[0] ?? null;
}

/** Confirmed subscribers, optionally only those who are account members whose access has not ended. */
/**
 * Confirmed subscribers; with `membersOnly`, only those who are account members with current
 * access and, when `ndaSha` names the organisation's NDA text, who accepted it (private updates
 * are gated as restricted items are).
 */
export function listConfirmedSubscribers(
  db: Db,
  { orgId }: OrgScope,
  membersOnly: boolean,
  ndaSha: string | null = null,
  now = new Date(),
) {
  const confirmed = and(eq(subscribers.orgId, orgId), eq(subscribers.status, 'confirmed'));
  if (!membersOnly) return db.select().from(subscribers).where(confirmed).orderBy(asc(subscribers.createdAt));
  return db
    .selectDistinct({ subscriber: subscribers })
    .from(subscribers)
    .innerJoin(
      accountMembers,
      and(
        eq(accountMembers.orgId, orgId),
        sql`lower(${accountMembers.email}) = ${subscribers.email}`,
        or(isNull(accountMembers.accessExpiresAt), gt(accountMembers.accessExpiresAt, now)),
      ),
    )
    .where(
      ndaSha
        ? and(
            confirmed,
            sql`exists (select 1 from ${ndaAcceptances} where ${ndaAcceptances.orgId} = ${orgId} and ${ndaAcceptances.accountMemberId} = ${accountMembers.id} and ${ndaAcceptances.textSha256} = ${ndaSha})`,
          )
        : confirmed,
    )
    .orderBy(asc(subscribers.createdAt))
    .then((rows) => rows.map((r) => r.subscriber));
}

/** The subscribers of this update already given a delivery (by an earlier attempt of the job). */
export async function listDeliveries(db: Db, { orgId }: OrgScope, updateId: string, subscriberIds: string[]) {
  if (subscriberIds.length === 0) return [];
  return db
    .select()
    .from(updateDeliveries)
    .where(
      and(
        eq(updateDeliveries.orgId, orgId),
        eq(updateDeliveries.updateId, updateId),
        inArray(updateDeliveries.subscriberId, subscriberIds),
      ),
    );
}

/** Records a delivery; null when one already exists (a concurrent or earlier attempt made it). */
export async function insertDelivery(
  db: Db,
  { orgId }: OrgScope,
  values: { updateId: string; subscriberId: string; outboxEmailId: string },
) {
  const [row] = await db
    .insert(updateDeliveries)
    .values({ orgId, ...values })
    .onConflictDoNothing()
    .returning({ id: updateDeliveries.id });
  return row ?? null;
}

/** Per update: how many recipients, and how many of their mails are sent. */
export async function deliveryFigures(db: Db, { orgId }: OrgScope, updateIds: string[]) {
  if (updateIds.length === 0) return new Map<string, { recipients: number; sent: number; pending: number }>();
  const rows = await db
    .select({
      updateId: updateDeliveries.updateId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${outboxEmails.status} = 'sent')::int`,
    })
    .from(updateDeliveries)
    .innerJoin(outboxEmails, eq(outboxEmails.id, updateDeliveries.outboxEmailId))
    .where(and(eq(updateDeliveries.orgId, orgId), inArray(updateDeliveries.updateId, updateIds)))
    .groupBy(updateDeliveries.updateId);
  return new Map(
    rows.map((r) => [
      r.updateId,
      {
        recipients: Number(r.recipients),
        sent: Number(r.sent),
        pending: Number(r.recipients) - Number(r.sent),
      },
    ]),
  );
}
