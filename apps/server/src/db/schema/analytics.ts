import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One event as a batch holds it: `at` is an ISO time, never after the batch arrived. */
export interface BatchedEvent {
  type: string;
  data?: Record<string, unknown>;
  at: string;
}

/**
 * One batch as a bundle holds it: as the browser sent it (its schema is strict: `visitorId`,
 * `productId`, `events`...), or as the server corrected its clock, with what the server adds in
 * front: the sender's truncated address and how many of the events are page views.
 */
export interface BundledBatch {
  ip?: string;
  pageViews: number;
  visitorId?: string;
  events: BatchedEvent[];
}

/** Who sent a bundle's batches: columns of the bundles and of the view of their events. */
const senderColumns = () => ({
  orgId: uuid('org_id').notNull(),
  productId: uuid('product_id'),
  mode: text('mode', { enum: ['Public', 'AccountExternal'] }).notNull(),
  accountId: uuid('account_id'),
  memberId: uuid('member_id'),
});

/**
 * What visitors and members did on the portal: one row per bundle, the batches one kind of sender
 * (the same organisation, product, mode, account and member; anonymous visitors all alike) sent
 * within about a second, as their browsers batched them. Kept for ANALYTICS_RETENTION_DAYS (a job
 * removes older rows); addresses only truncated (IPv4 /24, IPv6 /48). Read through the
 * `analytics_events` view.
 */
export const analyticsEventBundles = pgTable(
  'analytics_event_bundles',
  {
    // A sequence number rather than a random uuid, no foreign key to the organisation (a trigger
    // on organisations removes its bundles instead), and a row per bundle rather than per batch
    // or event: each cut the database's cost of recording a visit, and a portal records every
    // click. A bundle of many batches is also compressed (lz4 where the server has it): a tenth
    // of the bytes of the same batches a row each.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...senderColumns(),
    // json, not jsonb: checked text costs a third less to write, and the view parses it on reading.
    body: json('body').$type<{ batches: BundledBatch[] }>().notNull(),
    /** How many of the events are page views: what the dashboard counts, without reading the events. */
    pageViews: integer('page_views').notNull(),
    /** When the last of its batches arrived: each batch's events lie in the day before it arrived. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_event_bundles_org_time_idx').on(t.orgId, t.receivedAt),
    // When an account's members were last seen (only members' bundles are in it).
    index('analytics_event_bundles_account_idx')
      .on(t.orgId, t.accountId, t.receivedAt)
      .where(sql`${t.accountId} is not null`),
  ],
);

/** How much earlier than its batch's arrival an event may have happened. */
export const EVENT_CLOCK_SLACK_MS = 86_400_000;

/** One row per event, expanded from the bundles (migration 0031 creates it). */
export const analyticsEvents = pgView('analytics_events', {
  bundleId: bigint('bundle_id', { mode: 'number' }).notNull(),
  /** The batch's place in its bundle, and the event's in its batch, from 1: what orders events of the same time. */
  batch: bigint('batch', { mode: 'number' }).notNull(),
  place: bigint('place', { mode: 'number' }).notNull(),
  ...senderColumns(),
  visitorId: uuid('visitor_id'),
  ipPrefix: text('ip_prefix'),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
}).existing();
