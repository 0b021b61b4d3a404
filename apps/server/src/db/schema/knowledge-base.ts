import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

export const kbEntries = pgTable(
  'kb_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    comment: text('comment'),
    sourceType: text('source_type', { enum: ['manual', 'questionnaire', 'status page'] })
      .notNull()
      .default('manual'),
    sourceSubtype: text('source_subtype'),
    sourceName: text('source_name'),
    favoritePublic: boolean('favorite_public').notNull().default(false),
    accessLevel: text('access_level', { enum: ['public', 'restricted'] })
      .notNull()
      .default('public'),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    customerModifiedAt: timestamp('customer_modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_entries_org_idx').on(t.orgId)],
);
