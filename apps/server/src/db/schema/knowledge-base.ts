import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { KB_ACCESS_LEVELS } from '@trust/shared';
import { organisations } from './organisations.js';
import { tsvector, weighted } from './search-vector.js';

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
    /** public: everyone; private: signed-in members with access; internal: staff only. */
    accessLevel: text('access_level', { enum: KB_ACCESS_LEVELS }).notNull().default('public'),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    customerModifiedAt: timestamp('customer_modified_at', { withTimezone: true }).notNull().defaultNow(),
    /** The question weighs above the answer, the answer above the comment. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`${weighted(sql`question`, 'A')} || ${weighted(sql`answer`, 'B')} || ${weighted(sql`comment`, 'C')}`,
      ),
  },
  (t) => [
    index('kb_entries_org_idx').on(t.orgId, t.createdAt),
    index('kb_entries_search_idx').using('gin', t.searchVector),
    index('kb_entries_question_trgm_idx').using('gin', sql`${t.question} gin_trgm_ops`),
    // The portal's first entries, favourites first: read in order instead of sorting the whole
    // knowledge base (40 ms for 50,000 entries at every content change, 0.1 ms this way).
    index('kb_entries_portal_order_idx').on(t.orgId, t.favoritePublic.desc().nullsFirst(), t.question),
  ],
);
