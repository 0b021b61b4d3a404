import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  json,
  jsonb,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One event as a batch holds it: `at` is an ISO time, never after the batch's `received_at`. */
export interface BatchedEvent {
  type: string;
  data?: Record<string, unknown>;
  at: string;
}

/** Who sent a batch and from where: columns of the batches and of the view of their events. */
const senderColumns = () => ({
  orgId: uuid('org_id').notNull(),
  productId: uuid('product_id'),
  mode: text('mode', { enum: ['Public', 'AccountExternal'] }).notNull(),
  accountId: uuid('account_id'),
  memberId: uuid('member_id'),
  visitorId: uuid('visitor_id'),
  ipPrefix: text('ip_prefix'),
});

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
    ...senderColumns(),
    // The batch as the browser sent it (its schema is strict), or as the server corrected its
    // clock: the events are in `events`. json, not jsonb: checked text costs a third less to
    // write, and the view parses it on reading.
    body: json('body').$type<{ events: BatchedEvent[] }>().notNull(),
    /** How many of the events are page views: what the dashboard counts, without reading the events. */
    pageViews: smallint('page_views').notNull(),
    /** Every event's time lies in the day before this one (the server keeps browser clocks to it). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_event_batches_org_time_idx').on(t.orgId, t.receivedAt),
    // When an account's members were last seen (only members' batches are in it).
    index('analytics_event_batches_account_idx')
      .on(t.orgId, t.accountId, t.receivedAt)
      .where(sql`${t.accountId} is not null`),
    // One visitor's path before an access request.
    index('analytics_event_batches_visitor_idx')
      .on(t.orgId, t.visitorId)
      .where(sql`${t.visitorId} is not null`),
  ],
);

/** How much earlier than its batch's arrival an event may have happened. */
export const EVENT_CLOCK_SLACK_MS = 86_400_000;

/** One row per event, expanded from the batches (migration 0030 creates it). */
export const analyticsEvents = pgView('analytics_events', {
  batchId: bigint('batch_id', { mode: 'number' }).notNull(),
  /** The event's place in its batch, from 1: what orders events sent with the same time. */
  place: bigint('place', { mode: 'number' }).notNull(),
  ...senderColumns(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
}).existing();
