import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { accountMembers, accounts, permissionProfiles, staffUsers } from './people.js';

/** Signed-in people: staff (any of their organisations) or account members (bound to one organisation). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['staff', 'member'] }).notNull(),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id').references(() => accountMembers.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** The browser that signed in, shown in a staff user's list of open sessions. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_staff_user_idx').on(t.staffUserId),
  ],
);

/** One-time sign-in links for account members: 15 minutes, single use, stored hashed. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_tokens_token_hash_idx').on(t.tokenHash)],
);

/** Email domains an organisation approves (joining an account automatically) or blocks. */
export const emailDomainRules = pgTable(
  'email_domain_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    kind: text('kind', { enum: ['approved', 'blocked'] }).notNull(),
    /** Approved domains: the account new members join (created on first use when null). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_domain_rules_org_domain_idx').on(t.orgId, sql`lower(${t.domain})`)],
);

export interface AccessRequestDetails {
  jobTitle?: string;
  pointOfContact?: string;
  relationship?: string;
  country?: string;
  productIds?: string[];
  customCheckbox?: boolean;
  reason?: string;
  subscribe?: boolean;
  itemUid?: string;
  itemKind?: string;
  source?: string;
}

export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    productId: uuid('product_id'),
    details: jsonb('details').$type<AccessRequestDetails>().notNull().default({}),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    /** Set when approved: where the requester became a member. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    permissionProfileId: uuid('permission_profile_id').references(() => permissionProfiles.id, {
      onDelete: 'set null',
    }),
    decidedBy: uuid('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    autoDecided: boolean('auto_decided').notNull().default(false),
    /** The portal's random visitor id, sent only with analytics consent: what they looked at before asking. */
    visitorId: uuid('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_requests_org_status_idx').on(t.orgId, t.status),
    index('access_requests_org_email_idx').on(t.orgId, sql`lower(${t.email})`),
    // One open request per address: parallel requests race to this and the losers answer 409.
    uniqueIndex('access_requests_one_pending_idx')
      .on(t.orgId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every mail the app sends, before and after sending: the dev mailbox reads it, the sender job works from it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organisations.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: jsonb('attempts').$type<{ at: string; error: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When its delivery job was queued; null rows older than a moment are queued by the sweeper. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When a worker took it to send; a claim older than the lease belongs to a dead process. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Which process claimed it: that process may claim it again at once once its attempt is over. */
    claimedBy: text('claimed_by'),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt),
    index('outbox_emails_unqueued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued' and ${t.queuedAt} is null`),
  ],
);

/** A click-wrap NDA accepted by an account member: who, when, from where, and exactly which text. */
export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    title: text('title').notNull(),
    /** The accepted text itself, so the signed copy can always be produced again. */
    text: text('text').notNull(),
    textSha256: text('text_sha256').notNull(),
    /** The published version of the NDA accepted (Settings, NDA); 1 for acceptances before versions. */
    version: integer('version').notNull().default(1),
    /** The uploaded PDF accepted with the text, if the NDA had one (kept: files are never replaced). */
    documentFileId: uuid('document_file_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nda_acceptances_member_idx').on(t.accountMemberId, t.textSha256)],
);

/**
 * A member's invitation of a colleague: the mailed token names this row, which the first access
 * request with it consumes. Removing the inviter (or their account) deletes it; removing the
 * invitee deletes any left for their address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inviterMemberId: uuid('inviter_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_org_email_idx').on(t.orgId, sql`lower(${t.email})`)],
);
