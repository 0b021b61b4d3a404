import { boolean, integer, jsonb, pgTable, text, timestamp, uuid, unique } from 'drizzle-orm/pg-core';
import type { SectionValue } from '@trust/shared';
import { organisations } from './organisations.js';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    show: boolean('show').notNull().default(true),
    bannerAssetId: uuid('banner_asset_id'),
    revision: integer('revision').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('products_org_slug').on(t.orgId, t.slug)],
);

export const productLinks = pgTable('product_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  link: text('link').notNull(),
  show: boolean('show').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** TPRM partners an account member may send data to. */
export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
});

/** Per-section settings of a product page (editor spec section 3). */
export interface PageConfig {
  overview: { hidden: boolean; content: string };
  certifications: { hidden: boolean };
  trusted_by: { hidden: boolean };
  subprocessors: { hidden: boolean };
  documents: { hidden: boolean };
  kb: { entries: string[] };
  /** Which item of another product an item mirrors; kept opaque until the editor issue. */
  mapper: Record<string, string>;
}

export const productPageSettings = pgTable('product_page_settings', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(1),
  sectionOrder: jsonb('section_order').$type<SectionValue[]>().notNull(),
  config: jsonb('config').$type<PageConfig>().notNull(),
});
