import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  | { source: 'custom'; name: string };

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
