import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What visitors and members did on the portal, written in batches. Kept for ANALYTICS_RETENTION_DAYS
 * (a job removes older rows); addresses only truncated (IPv4 /24, IPv6 /48).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // A sequence number rather than a random uuid, and no foreign key to the organisation (a trigger
    // on organisations removes its events instead): together they halved the cost of each row
    // written, and a portal writes one for every click.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid('org_id').notNull(),
    productId: uuid('product_id'),
    type: text('type').notNull(),
    mode: text('mode', { enum: ['Public', 'AccountExternal'] }).notNull(),
    accountId: uuid('account_id'),
    memberId: uuid('member_id'),
    visitorId: uuid('visitor_id'),
    ipPrefix: text('ip_prefix'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_org_time_idx').on(t.orgId, t.occurredAt),
    // One visitor's path before an access request.
    index('analytics_events_visitor_idx')
      .on(t.orgId, t.visitorId, t.occurredAt)
      .where(sql`${t.visitorId} is not null`),
  ],
);
