import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SearchLogSource } from '@trust/shared';
import { organisations } from './organisations.js';
import { kbEntries } from './knowledge-base.js';

/** Every server search and question a visitor asked: staff close the gaps from 'Questions asked'. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    term: text('term').notNull(),
    /**
     * The question's ideas, however worded (see `questionKey`): 'Questions asked' groups by it.
     * Null for rows written before it existed, until 'Questions asked' is next read.
     */
    questionKey: text('question_key'),
    mode: text('mode', { enum: ['search', 'ai'] }).notNull(),
    viewerKind: text('viewer_kind', { enum: ['visitor', 'member', 'preview', 'staff'] }).notNull(),
    /** Search: any match; AI: an answer was given. */
    answered: boolean('answered').notNull(),
    resultCount: integer('result_count').notNull().default(0),
    sources: jsonb('sources').$type<SearchLogSource[]>().notNull().default([]),
    /**
     * The sign-in session that searched: a searcher's pauses while typing ('encryp', then
     * 'encryption at rest') become one row (see `SearchLog`), and only it may rate an Ask AI
     * answer. Null for anonymous visitors.
     */
    typingKey: uuid('typing_key'),
    /** The entry staff wrote from this question. */
    kbEntryId: uuid('kb_entry_id').references(() => kbEntries.id, { onDelete: 'set null' }),
    /** Ask AI: whether the asker marked the answer helpful (true) or not (false); null if they did not say. */
    helpful: boolean('helpful'),
    /** When staff dismissed the question (nothing to add); asked again, it shows anew. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_queries_org_idx').on(t.orgId, t.createdAt),
    index('search_queries_unkeyed_idx')
      .on(t.orgId)
      .where(sql`${t.questionKey} is null`),
    index('search_queries_typing_idx')
      .on(t.orgId, t.typingKey, t.createdAt)
      .where(sql`${t.typingKey} is not null`),
  ],
);
