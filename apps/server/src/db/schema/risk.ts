import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { products } from './products.js';

/** Risk profile: one answer per question per product (editor spec section 3). */
export const riskProfileAnswers = pgTable(
  'risk_profile_answers',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question', {
      enum: [
        'DataAccess',
        'Impact',
        'RecoveryTime',
        'RecoveryPoint',
        'CriticalDependence',
        'TpDependence',
        'Hosting',
      ],
    }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.question] })],
);

export const gradeEntries = pgTable(
  'grade_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    grade: text('grade'),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('grade_entries_product_idx').on(t.productId)],
);
