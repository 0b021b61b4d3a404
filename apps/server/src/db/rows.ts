import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

type Row = Record<string, unknown>;

/** The rows of a raw `db.execute` answer, whichever driver (node-postgres or PGlite) gave it. */
export const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/** Runs raw SQL and answers its rows as `T` (the caller names the columns it selected). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}
