import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscribeSource, SubscriberStatus, UpdateCategory } from '@trust/shared';
import { organisations } from './organisations.js';
import { tsvector, weighted } from './search-vector.js';

export const updateTopics = pgTable(
  'update_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').$type<UpdateCategory>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`${weighted(sql`subject`, 'A')}`),
  },
  (t) => [index('update_topics_org_idx').on(t.orgId)],
);

export const updates = pgTable(
  'updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => updateTopics.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    spAudience: text('sp_audience', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    channels: jsonb('channels').$type<('email' | 'status_page')[]>().notNull().default(['status_page']),
    type: text('type', { enum: ['topic', 'ad_hoc'] })
      .notNull()
      .default('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`${weighted(sql`message`, 'B')}`),
  },
  (t) => [index('updates_topic_idx').on(t.topicId), index('updates_org_idx').on(t.orgId)],
);

/** People who asked for update emails; double opt-in: pending until the emailed link is opened. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    source: text('source').$type<SubscribeSource>().notNull(),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscribers_org_email').on(t.orgId, t.email)],
);

/** Domains whose addresses may not subscribe. */
export const subscriptionBlockedDomains = pgTable(
  'subscription_blocked_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [uniqueIndex('subscription_blocked_domains_org_domain').on(t.orgId, t.domain)],
);

/** One row per update and subscriber: the fan-out's memory, so a retried job never mails anyone twice. */
export const updateDeliveries = pgTable(
  'update_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    updateId: uuid('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    outboxEmailId: uuid('outbox_email_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('update_deliveries_update_subscriber').on(t.updateId, t.subscriberId),
    index('update_deliveries_org_idx').on(t.orgId),
  ],
);
