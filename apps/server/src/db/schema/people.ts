import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

/** Staff sign in with email and password; one user may belong to several organisations. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** Null until the person sets one (an invited colleague, an administrator made on the command line). */
    passwordHash: text('password_hash'),
    /** TOTP secret (base32) once two-factor sign-in is turned on. */
    totpSecret: text('totp_secret'),
    /** SHA-256 hashes of the unused recovery codes. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_role_idx').on(t.roleId)],
);

/** A named set of the spec's staff permissions; members are given one (Administrator, Editor, Reviewer or custom). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** The three roles every organisation starts with; they cannot be renamed or deleted. */
    builtin: boolean('builtin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_roles_org_name_idx').on(t.orgId, sql`lower(${t.name})`)],
);

/** Which items (and so files) an account may access, hidden items included. */
export const permissionProfiles = pgTable(
  'permission_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    itemUids: jsonb('item_uids').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('permission_profiles_org_idx').on(t.orgId)],
);

/** Customer companies of an organisation. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    permissionProfileId: uuid('permission_profile_id').references(() => permissionProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_org_idx').on(t.orgId)],
);

export const accountMembers = pgTable(
  'account_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isAutoApproved: boolean('is_auto_approved').notNull().default(false),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** Set once the member has seen the welcome modal. */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_members_org_email_idx').on(t.orgId, sql`lower(${t.email})`)],
);
