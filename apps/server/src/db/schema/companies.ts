import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { products } from './products.js';

/** Where a company entry came from (editor spec section 3, 'Subprocessor' and 'Trusted-by'). */
export type CompanySource =
  | { source: 'brandfetch' | 'clearbit' | 'brand-service'; name: string; domain: string; logo: string | null }
  | {
      source: 'addendum' | 'curated';
      companyId: string;
      name: string;
      domain: string | null;
      logo: string | null;
    }
  | { source: 'drata' | 'provider'; name: string; url: string | null }
  | { source: 'custom'; name: string; url?: string | null };

export const subprocessors = pgTable(
  'subprocessors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    company: jsonb('company').$type<CompanySource>().notNull(),
    logoAssetId: uuid('logo_asset_id'),
    purpose: text('purpose'),
    location: text('location'),
    additionalDetails: text('additional_details'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed from the list (kept, so visitors can read the list's history of changes). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('subprocessors_product_idx').on(t.productId)],
);

export const trustedCompanies = pgTable(
  'trusted_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    company: jsonb('company').$type<CompanySource>().notNull(),
    logoAssetId: uuid('logo_asset_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('trusted_companies_product_idx').on(t.productId)],
);

/**
 * The subprocessor list's history: each addition, replacement and removal, with the update that
 * announced it and the objection deadline when subscribers were told (GDPR article 28(2)).
 */
export const subprocessorChanges = pgTable(
  'subprocessor_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subprocessorId: uuid('subprocessor_id')
      .notNull()
      .references(() => subprocessors.id, { onDelete: 'cascade' }),
    change: text('change', { enum: ['added', 'replaced', 'removed'] }).notNull(),
    /** The company's name at the time (a replacement names the new one). */
    name: text('name').notNull(),
    updateId: uuid('update_id'),
    objectionDeadline: timestamp('objection_deadline', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subprocessor_changes_product_idx').on(t.productId, t.at)],
);

/** A member's objection to an announced change: one per member and change. */
export const subprocessorObjections = pgTable(
  'subprocessor_objections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id')
      .notNull()
      .references(() => subprocessorChanges.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    email: text('email').notNull(),
    accountName: text('account_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subprocessor_objections_member_idx').on(t.changeId, t.memberId)],
);
