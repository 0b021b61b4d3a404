import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';

/** Rows that only make sense in the running instance: sessions, one-time links, mail and webhooks in flight, zips being built. */
const TRANSIENT = new Set([
  'sessions',
  'login_tokens',
  'staff_tokens',
  'setup_tokens',
  'outbox_emails',
  'bulk_downloads',
  'webhook_deliveries',
]);

/** Columns naming bytes in storage, which the archive carries beside the rows. */
export const STORED_FILE_COLUMNS: Record<string, string[]> = {
  files: ['storage_key'],
  questionnaires: ['file_key', 'returned_key'],
};

/** The storage keys a table's rows name. */
export const storedKeysOf = (table: string, rows: Record<string, unknown>[]) =>
  (STORED_FILE_COLUMNS[table] ?? []).flatMap((column) =>
    rows.map((row) => row[column]).filter((key): key is string => typeof key === 'string' && key !== ''),
  );

export interface ArchiveTable {
  name: string;
  /** How its rows of one organisation are found. */
  scope: 'organisation' | 'org_id' | 'staff';
  /** Single-column uuid primary key, whose values are new ids when an import must remap. */
  idColumn: string | null;
  /** Computed by the database (search vectors): never archived, never written. */
  generatedColumns: string[];
  /** Every other column: what an import writes. */
  writableColumns: string[];
}

/**
 * Every table an organisation's archive holds, parents before children (foreign keys), so an
 * import can insert them in this order.
 */
export function archiveTables(): ArchiveTable[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table))
    .filter((c) => !TRANSIENT.has(c.name))
    .filter(
      (c) =>
        c.name === 'organisations' ||
        c.name === 'staff_users' ||
        c.columns.some((col) => col.name === 'org_id'),
    );
  const names = new Set(configs.map((c) => c.name));
  const parents = new Map(
    configs.map((c) => [
      c.name,
      new Set(
        c.foreignKeys
          .map((fk) => getTableConfig(fk.reference().foreignTable).name)
          .filter((parent) => parent !== c.name && names.has(parent)),
      ),
    ]),
  );
  const ordered: string[] = [];
  while (ordered.length < configs.length) {
    const ready = configs.find(
      (c) => !ordered.includes(c.name) && [...parents.get(c.name)!].every((p) => ordered.includes(p)),
    );
    if (!ready) throw new Error('The schema has a foreign-key cycle the archive cannot order');
    ordered.push(ready.name);
  }
  return ordered.map((name) => {
    const config = configs.find((c) => c.name === name)!;
    const primary = config.columns.filter((col) => col.primary);
    const idColumn = primary.length === 1 && primary[0]!.getSQLType() === 'uuid' ? primary[0]!.name : null;
    return {
      name,
      scope: name === 'organisations' ? 'organisation' : name === 'staff_users' ? 'staff' : 'org_id',
      idColumn,
      generatedColumns: config.columns.filter((col) => col.generated).map((col) => col.name),
      writableColumns: config.columns.filter((col) => !col.generated).map((col) => col.name),
    };
  });
}
