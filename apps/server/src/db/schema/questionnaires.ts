import type { ConfidenceTier, QuestionnaireMapping, QuestionnaireSource } from '@trust/shared';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { products } from './products.js';
import { accountMembers, accounts } from './people.js';

/**
 * A security questionnaire a member handed in (a file or a link), and what staff return. The
 * files live in storage under their keys; they are the account's, never part of the library.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => accountMembers.id, { onDelete: 'set null' }),
    /** Kept as they were at submission: the member may leave the account later. */
    submittedByName: text('submitted_by_name').notNull(),
    submittedByEmail: text('submitted_by_email').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['received', 'in_progress', 'answered'] })
      .notNull()
      .default('received'),
    link: text('link'),
    note: text('note').notNull().default(''),
    fileName: text('file_name'),
    fileFormat: text('file_format'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileKey: text('file_key'),
    /** Guessed when the file arrives; staff confirm or correct it before drafting. */
    mapping: jsonb('mapping').$type<QuestionnaireMapping>(),
    mappingConfirmed: boolean('mapping_confirmed').notNull().default(false),
    returnedName: text('returned_name'),
    returnedFormat: text('returned_format'),
    returnedSize: bigint('returned_size', { mode: 'number' }),
    returnedKey: text('returned_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('questionnaires_org_idx').on(t.orgId, t.createdAt),
    index('questionnaires_account_idx').on(t.orgId, t.accountId),
  ],
);

/** One question found in a mapped questionnaire, with its drafted and its approved answer. */
export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sheet: text('sheet').notNull(),
    row: integer('row').notNull(),
    question: text('question').notNull(),
    draft: text('draft'),
    answer: text('answer').notNull().default(''),
    choice: text('choice'),
    tier: text('tier').$type<ConfidenceTier>().notNull(),
    sources: jsonb('sources').$type<QuestionnaireSource[]>().notNull().default([]),
    approved: boolean('approved').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaire_questions_row_idx').on(t.questionnaireId, t.sheet, t.row)],
);
