import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

/** The secret an organisation's own app signs sign-in tokens with (sealed with APP_SECRET); one per organisation. */
export const byoidKeys = pgTable('byoid_keys', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens already redeemed, by their jti, until they expire: each signs in once. */
export const byoidRedeemedTokens = pgTable(
  'byoid_redeemed_tokens',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.jti] })],
);
