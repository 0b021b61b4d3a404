import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { items } from './cards.js';
import { products } from './products.js';
import { tsvector, weighted } from './search-vector.js';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Null: the organisation's default. */
    documentAccessType: text('document_access_type', { enum: ['view_only', 'view_and_download'] }),
    isShared: boolean('is_shared').notNull().default(false),
    /** A document of the library, or the file behind a portal asset (logo, icon, NDA): never listed. */
    purpose: text('purpose', { enum: ['document', 'asset'] })
      .notNull()
      .default('document'),
    encryptedType: text('encrypted_type'),
    /** Document type (value of the document type enumeration); null until chosen. */
    documentType: text('document_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the text has been read into document_passages (or found to have none). */
    textExtractedAt: timestamp('text_extracted_at', { withTimezone: true }),
    /** The name without its extension and the document type, searchable by anyone the file is listed to. */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`${weighted(sql`regexp_replace(translate(original_name, '_-', '  '), '[.][A-Za-z0-9]{1,5}$', '')`, 'A')} || ${weighted(sql`translate(document_type, '_', ' ')`, 'B')}`,
      ),
  },
  (t) => [index('files_org_idx').on(t.orgId), index('files_name_search_idx').using('gin', t.nameVector)],
);

/** A document's text in passages of a few sentences: what search snippets and extractive answers quote. */
export const documentPassages = pgTable(
  'document_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`${weighted(sql`text`, 'C')}`),
  },
  (t) => [
    index('document_passages_file_idx').on(t.fileId, t.position),
    index('document_passages_org_idx').on(t.orgId),
    index('document_passages_search_idx').using('gin', t.searchVector),
  ],
);

/** Documents attached to items. */
export const itemFiles = pgTable(
  'item_files',
  {
    itemUid: uuid('item_uid')
      .notNull()
      .references(() => items.uid, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.fileId] }), index('item_files_org_idx').on(t.orgId)],
);

/** Images shown on the portal: logos, banners, card icons, certification logos. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['logo', 'favicon', 'banner', 'icon', 'certification_logo', 'company_logo', 'nda'],
    }).notNull(),
    isGlobal: boolean('is_global').notNull().default(false),
    relation: jsonb('relation').$type<
      { type: 'card'; card: string } | { type: 'item'; itemUid: string } | null
    >(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [index('assets_org_idx').on(t.orgId)],
);

/** Every view and download of a file: who, which, when, from where (for analytics). */
export const fileEvents = pgTable(
  'file_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    itemUid: uuid('item_uid'),
    productId: uuid('product_id'),
    kind: text('kind', { enum: ['view', 'download'] }).notNull(),
    mode: text('mode', { enum: ['Main', 'Public', 'Preview', 'AccountExternal'] }).notNull(),
    /** The member's or staff user's email; null for anonymous visitors. */
    actorEmail: text('actor_email'),
    accessSource: text('access_source'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_events_org_idx').on(t.orgId, t.createdAt)],
);

/** Zips made by bulk download: kept in storage until they expire, served only to whoever asked. */
export const bulkDownloads = pgTable(
  'bulk_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Who may fetch it: `member:{id}`, `staff:{id}` or `visitor:{browser nonce}`. */
    requester: text('requester').notNull(),
    fileName: text('file_name').notNull(),
    successCount: integer('success_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    selectAllUsed: boolean('select_all_used').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bulk_downloads_expiry_idx').on(t.expiresAt)],
);
