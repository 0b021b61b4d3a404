import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UpdateCategory } from '@trust/shared';
import { organisations } from './organisations.js';

export const updateTopics = pgTable(
  'update_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').$type<UpdateCategory>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('update_topics_org_idx').on(t.orgId)],
);

export const updates = pgTable(
  'updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').notNull().references(() => organisations.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').notNull().references(() => updateTopics.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    spAudience: text('sp_audience', { enum: ['public', 'private'] }).notNull().default('public'),
    channels: jsonb('channels').$type<('email' | 'status_page')[]>().notNull().default(['status_page']),
    type: text('type', { enum: ['topic', 'ad_hoc'] }).notNull().default('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('updates_topic_idx').on(t.topicId), index('updates_org_idx').on(t.orgId)],
);
