import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

/** Every editor change: who, what, before and after, when (issue 6, section 7). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    /** e.g. card.update, cards.reorder, item.update, item.slug. */
    action: text('action').notNull(),
    /** What changed, e.g. 'card:{productId}/{kind}' or 'item:{itemUid}'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_org_idx').on(t.orgId, t.createdAt)],
);
