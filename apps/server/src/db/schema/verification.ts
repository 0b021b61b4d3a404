import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';

/**
 * Ed25519 keys that sign an organisation's document manifest. One is active; retired ones stay
 * published so what they signed keeps verifying. The private key is sealed with APP_SECRET.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** RFC 7638 thumbprint of the public key. */
    kid: text('kid').notNull(),
    /** The raw 32-byte public key, base64url (the JWK's `x`). */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 PEM of the private key, sealed (SecretBox). */
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('signing_keys_kid_idx').on(t.orgId, t.kid),
    // At most one active key: two first uses at once meet here and one of them reads the other's.
    uniqueIndex('signing_keys_active_idx')
      .on(t.orgId)
      .where(sql`retired_at is null`),
  ],
);

/**
 * Every version of a document the public portal has listed: a file on an item, with its digest,
 * from when it was first listed until it was taken down. Rows are never deleted, so a superseded
 * version still verifies as superseded.
 */
export const publishedVersions = pgTable(
  'published_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The document: the item carrying the file (no foreign key: the record outlives the item). */
    itemUid: uuid('item_uid').notNull(),
    fileId: uuid('file_id').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** 1 for the first file published on the item, then one more for each. */
    version: integer('version').notNull(),
    access: text('access', { enum: ['public', 'restricted'] }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('published_versions_current_idx')
      .on(t.orgId, t.itemUid, t.fileId)
      .where(sql`superseded_at is null`),
    index('published_versions_digest_idx').on(t.orgId, t.sha256),
  ],
);

/** Each signed manifest, append-only: the newest is served, older ones stay verifiable by sequence. */
export const trustManifests = pgTable(
  'trust_manifests',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    /** The exact bytes signed (UTF-8 JSON). */
    body: text('body').notNull(),
    /** Ed25519 signature of `body`, base64. */
    signature: text('signature').notNull(),
    kid: text('kid').notNull(),
    /** The content revision the published versions were last compared at. */
    checkedRevision: integer('checked_revision').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.sequence] })],
);

/**
 * A stamped copy of a document given to an account member: its own digest, the original's, and
 * who received it, so a member's copy verifies and a leaked one names its source.
 */
export const documentCopies = pgTable(
  'document_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short id printed in the stamp and stored in the PDF's metadata. */
    copyId: text('copy_id').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    originalSha256: text('original_sha256').notNull(),
    sha256: text('sha256').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    accountName: text('account_name').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_copies_copy_id_idx').on(t.orgId, t.copyId),
    index('document_copies_digest_idx').on(t.orgId, t.sha256),
  ],
);
