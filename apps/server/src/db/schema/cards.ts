import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BridgeLetterType,
  CardKind,
  EnabledState,
  IntegrationProvider,
  ItemChoice,
  LogoVariant,
} from '@trust/shared';
import { organisations } from './organisations.js';
import { products } from './products.js';
import { tsvector, weighted } from './search-vector.js';

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CardKind>().notNull(),
    /** Null: the kind's default title. */
    title: text('title'),
    iconAssetId: uuid('icon_asset_id'),
    hidden: boolean('hidden').notNull().default(false),
    placeholder: text('placeholder'),
    displayText: text('display_text'),
    /** Documents card only: itemUids shown in the featured band. */
    featuredItemUids: jsonb('featured_item_uids').$type<string[]>().notNull().default([]),
    /** Custom item order (itemUids); items not named follow. */
    itemOrder: jsonb('item_order').$type<string[]>().notNull().default([]),
    /** Set by 'Re-order cards'; null: ordered by category weight. */
    position: integer('position'),
  },
  (t) => [unique('cards_product_kind').on(t.productId, t.kind), index('cards_org_idx').on(t.orgId)],
);

export interface BridgeLetter {
  letterEnabled: boolean;
  letterContent: string;
  signerName: string;
  signerTitle: string;
  letterType: BridgeLetterType;
}

export const items = pgTable(
  'items',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    enabledState: text('enabled_state').$type<EnabledState>().notNull().default('enabled'),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    type: text('type'),
    maturity: text('maturity'),
    recurrence: text('recurrence'),
    explanation: text('explanation'),
    href: text('href'),
    choice: text('choice').$type<ItemChoice>(),
    auditor: text('auditor'),
    expiry: date('expiry', { mode: 'string' }),
    bridgeLetter: jsonb('bridge_letter').$type<BridgeLetter>(),
    publicAccess: boolean('public_access').notNull().default(false),
    /** Restricted and invisible except to accounts whose profile includes it. */
    hidden: boolean('hidden').notNull().default(false),
    /** Integrations whose live data the item shows as evidence. */
    integrations: jsonb('integrations').$type<IntegrationProvider[]>(),
    listEntries: jsonb('list_entries').$type<string[]>().notNull().default([]),
    /** Set for items an editor created: { id, title, cardType }. */
    custom: jsonb('custom').$type<{ id: string; title: string; cardType: CardKind }>(),
    logoAssetId: uuid('logo_asset_id'),
    /** Certifications: the built-in logo chosen ('standard' or a firm); null follows the auditor. */
    logoVariant: text('logo_variant').$type<LogoVariant>(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedBy: text('last_modified_by'),
    /** What anyone may search: title and subtitle. */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`${weighted(sql`title`, 'A')} || ${weighted(sql`subtitle`, 'B')}`),
    /** What those the item is open to may search: also its explanation. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`${weighted(sql`title`, 'A')} || ${weighted(sql`subtitle`, 'B')} || ${weighted(sql`explanation`, 'B')}`,
      ),
  },
  (t) => [index('items_card_idx').on(t.cardId), index('items_org_idx').on(t.orgId)],
);

/** Custom item URLs: one slug per item, unique within the organisation. */
export const itemSlugs = pgTable(
  'item_slugs',
  {
    itemUid: uuid('item_uid')
      .primaryKey()
      .references(() => items.uid, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('item_slugs_org_slug').on(t.orgId, sql`lower(${t.slug})`)],
);
