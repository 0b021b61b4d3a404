import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomizationSettings } from '@trust/shared';

/** Plan feature flags (editor spec section 6 and the visitor spec's 'Built on' badge). */
export interface OrgFeatures {
  allowSectionCustomization: boolean;
  allowReplaceCardIcons: boolean;
  allowItemTitleRenaming: boolean;
  allowCardTitleRenaming: boolean;
  allowRestrictedFileSwitch: boolean;
  allowBridgeLetter: boolean;
  allowPartnerImport: boolean;
  hideBuiltOnBadge: boolean;
  /** Ask AI on the portal (visitor spec section 4); absent in rows written before it existed. */
  trustCenterAi?: boolean;
}

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  plan: text('plan', { enum: ['free', 'growth', 'enterprise'] })
    .notNull()
    .default('free'),
  features: jsonb('features').$type<OrgFeatures>().notNull(),
  defaultProductId: uuid('default_product_id'),
  /** Bumped on every content change: the public view's cache key and ETag. */
  contentRevision: integer('content_revision').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom domains: a visitor on one of these hosts sees that organisation at '/'. */
export const orgDomains = pgTable(
  'org_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The value of the TXT record that proves the organisation controls the domain. */
    verificationToken: text('verification_token')
      .notNull()
      .default(sql`md5(random()::text)`),
    /** Only a verified domain serves the portal. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('org_domains_domain_idx').on(sql`lower(${t.domain})`)],
);

export const customizations = pgTable('customizations', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(1),
  settings: jsonb('settings').$type<CustomizationSettings>().notNull(),
  logoAssetId: uuid('logo_asset_id'),
  faviconAssetId: uuid('favicon_asset_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
