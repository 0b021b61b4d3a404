import { boolean, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { staffRoles, staffUsers } from './people.js';

/**
 * Single-use links that let a staff user set a password: an invitation or a command-line
 * administrator ('set_password', days) or a forgotten password ('reset_password', 30 minutes).
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The organisation that invited them, named on the page the link opens. */
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['set_password', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_tokens_token_hash_idx').on(t.tokenHash),
    index('staff_tokens_user_idx').on(t.staffUserId),
  ],
);

/** The first-run setup link printed by a start on an empty database: valid until used. */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('setup_tokens_token_hash_idx').on(t.tokenHash)],
);

/** Staff sign-in through the organisation's OpenID Connect provider (Settings, Single sign-on). */
export const ssoConfigs = pgTable('sso_configs', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** Encrypted with the app secret (platform/secret-box.ts); never sent back to the browser. */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  /** People with a verified email at this domain get an account on first sign-in, with jitRoleId. */
  jitDomain: text('jit_domain'),
  jitRoleId: uuid('jit_role_id').references(() => staffRoles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
