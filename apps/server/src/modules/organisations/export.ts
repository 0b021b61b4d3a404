import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { FileStorage } from '../../platform/storage/index.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { archiveTables, storedKeysOf, type ArchiveTable } from './archive-tables.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  filePath,
  sha256,
  tablePath,
  type ArchiveManifest,
} from './archive-format.js';

type Row = Record<string, unknown>;

/** One table's rows of the organisation, as JSON objects with the database's column names. */
async function rowsFor(db: Db, table: ArchiveTable, orgId: string): Promise<Row[]> {
  const where =
    table.scope === 'organisation'
      ? sql`t."id" = ${orgId}`
      : table.scope === 'staff'
        ? sql`t."id" in (select "user_id" from "memberships" where "org_id" = ${orgId})`
        : sql`t."org_id" = ${orgId}`;
  const result = await db.execute(
    sql`select row_to_json(t) as row from ${sql.identifier(table.name)} t where ${where}`,
  );
  return rowsOf(result).map((r) => {
    const row = r.row as Row;
    for (const column of table.generatedColumns) delete row[column];
    return row;
  });
}

/**
 * Writes one organisation as a tar archive: its rows table by table, every stored file, and a
 * manifest of SHA-256 sums. Secrets sealed with this instance's APP_SECRET travel opened (the
 * archive is itself a secret) so another instance can seal them under its own.
 */
export async function exportOrganisation(
  db: Db,
  storage: FileStorage,
  box: SecretBox,
  orgId: string,
  out: Writable,
): Promise<ArchiveManifest['tables']> {
  const pack = tar.pack();
  const done = pipeline(pack, out);
  const entries: ArchiveManifest['entries'] = [];
  const add = async (path: string, data: Buffer) => {
    entries.push({ path, sha256: sha256(data), size: data.length });
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: path, size: data.length }, data, (e) => (e ? reject(e) : resolve())),
    );
  };
  const tables: Record<string, number> = {};
  let organisation: Row | undefined;
  const storedKeys: string[] = [];
  for (const table of archiveTables()) {
    let rows = await rowsFor(db, table, orgId);
    if (table.name === 'organisations') organisation = rows[0];
    storedKeys.push(...storedKeysOf(table.name, rows));
    if (table.name === 'sso_configs')
      rows = rows.map((r) => ({
        ...r,
        client_secret_sealed: `plain:${box.open(String(r.client_secret_sealed))}`,
      }));
    tables[table.name] = rows.length;
    await add(tablePath(table.name), Buffer.from(JSON.stringify(rows)));
  }
  if (!organisation) throw new Error(`No organisation ${orgId}`);
  for (const key of storedKeys)
    if (await storage.exists(key)) await add(filePath(key), await storage.readAll(key));
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    organisation: { id: orgId, slug: String(organisation.slug), name: String(organisation.name) },
    entries,
    tables,
  };
  const data = Buffer.from(JSON.stringify(manifest, null, 2));
  await new Promise<void>((resolve, reject) =>
    pack.entry({ name: 'manifest.json', size: data.length }, data, (e) => (e ? reject(e) : resolve())),
  );
  pack.finalize();
  await done;
  return tables;
}
