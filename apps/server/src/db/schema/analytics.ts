import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, json, jsonb, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One event as a batch holds it: `at` is an ISO time, never after the batch's `received_at`. */
export interface BatchedEvent {
  type: string;
  data: Record<string, unknown>;
  at: string;
}

/**
 * What visitors and members did on the portal, one row per batch a browser sent (a page's events
 * share who, where and when they arrived). Kept for ANALYTICS_RETENTION_DAYS (a job removes older
 * rows); addresses only truncated (IPv4 /24, IPv6 /48). Read through the `analytics_events` view.
 */
export const analyticsEventBatches = pgTable(
  'analytics_event_batches',
  {
    // A sequence number rather than a random uuid, no foreign key to the organisation (a trigger
    // on organisations removes its batches instead), and a row per batch rather than per event:
    // each cut the database's cost of recording a visit, and a portal records every click.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid('org_id').notNull(),
    productId: uuid('product_id'),
    mode: text('mode', { enum: ['Public', 'AccountExternal'] }).notNull(),
    accountId: uuid('account_id'),
    memberId: uuid('member_id'),
    visitorId: uuid('visitor_id'),
    ipPrefix: text('ip_prefix'),
    // json, not jsonb: checked text costs a third less to write, and the view parses it on reading.
    events: json('events').$type<BatchedEvent[]>().notNull(),
    /** Every event's time lies in the day before this one (the server keeps browser clocks to it). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_event_batches_org_time_idx').on(t.orgId, t.receivedAt),
    // One visitor's path before an access request.
    index('analytics_event_batches_visitor_idx')
      .on(t.orgId, t.visitorId)
      .where(sql`${t.visitorId} is not null`),
  ],
);

/** How much earlier than its batch's arrival an event may have happened. */
export const EVENT_CLOCK_SLACK_MS = 86_400_000;

/**
 * Bounds on `received_at` that hold every event that happened in [from, until): with the same
 * bounds on `occurred_at`, a window's query reads only the batches' index range.
 */
export function receivedWithin(from: Date | SQL, until: Date | SQL): SQL {
  return sql`${analyticsEvents.receivedAt} >= ${from} and ${analyticsEvents.receivedAt} < (${until})::timestamptz + ${`${EVENT_CLOCK_SLACK_MS} milliseconds`}::interval`;
}

/**
 * One row per event, expanded from the batches (migration 0030 creates it). A query over a time
 * window bounds `received_at` as well (see `receivedWithin`), so the batches' index is used.
 */
export const analyticsEvents = pgView('analytics_events', {
  batchId: bigint('batch_id', { mode: 'number' }).notNull(),
  /** The event's place in its batch, from 1: what orders events sent with the same time. */
  place: bigint('place', { mode: 'number' }).notNull(),
  orgId: uuid('org_id').notNull(),
  productId: uuid('product_id'),
  mode: text('mode', { enum: ['Public', 'AccountExternal'] }).notNull(),
  accountId: uuid('account_id'),
  memberId: uuid('member_id'),
  visitorId: uuid('visitor_id'),
  ipPrefix: text('ip_prefix'),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
}).existing();
