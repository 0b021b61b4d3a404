import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector; only ever generated from other columns, never written. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text-search configuration every index and query uses. */
export const SEARCH_CONFIG = 'english';

/** `setweight(to_tsvector('english', coalesce(column, '')), weight)`, for a generated column. */
export function weighted(column: SQL, weight: 'A' | 'B' | 'C' | 'D'): SQL {
  return sql`setweight(to_tsvector('english'::regconfig, coalesce(${column}, '')), ${sql.raw(`'${weight}'`)})`;
}
