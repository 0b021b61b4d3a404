import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.js';
import { products } from './products.js';

/**
 * A product's connection to a live-data provider (HackerOne, Statuspage): where to read, and the
 * last good answer, kept so a slow or failing provider never slows or empties the portal.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['hackerone', 'statuspage'] }).notNull(),
    /** The link the editor gave (program page, status page). */
    link: text('link').notNull(),
    showInCard: boolean('show_in_card').notNull().default(true),
    data: jsonb('data'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.provider] })],
);
