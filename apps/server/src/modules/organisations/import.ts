import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { AppContext } from '../../context.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { CONTENT_CHANGED_CHANNEL } from '../portal/content-revision.js';
import { unscopedFindStaffUser } from '../team/queries.js';
import { archiveTables, STORED_FILE_COLUMNS, storedKeysOf } from './archive-tables.js';
import { ARCHIVE_FORMAT, filePath, sha256, tablePath, type ArchiveManifest } from './archive-format.js';
import { rowsOf } from '../../db/rows.js';

type Row = Record<string, unknown>;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export class ArchiveInvalid extends Error {}

/** `npm run x > file` puts npm's banner before the archive: lines of '> …' and blank lines. */
function withoutNpmBanner(data: Buffer): Buffer {
  let offset = 0;
  while (
    offset < data.length &&
    (data[offset] === 0x0a || (data[offset] === 0x3e && data[offset + 1] === 0x20))
  ) {
    const end = data.indexOf(0x0a, offset);
    offset = end === -1 ? data.length : end + 1;
  }
  return data.subarray(offset);
}

async function readArchive(input: Readable): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const finished = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const parts: Buffer[] = [];
      stream.on('data', (part: unknown) => parts.push(part as Buffer));
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(parts));
        next();
      });
      stream.resume();
    });
    extract.on('finish', resolve);
    extract.on('error', (error) => reject(new ArchiveInvalid(`Not a readable archive: ${error.message}`)));
  });
  extract.end(withoutNpmBanner(Buffer.concat(chunks)));
  await finished;
  return entries;
}

/** The manifest, once every entry it names is present with its SHA-256 and size. */
function verified(entries: Map<string, Buffer>): ArchiveManifest {
  const raw = entries.get('manifest.json');
  if (!raw) throw new ArchiveInvalid('The archive has no manifest.json');
  const manifest = JSON.parse(raw.toString('utf8')) as ArchiveManifest;
  if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveInvalid('This is not an organisation archive');
  for (const entry of manifest.entries) {
    const data = entries.get(entry.path);
    if (!data || data.length !== entry.size || sha256(data) !== entry.sha256)
      throw new ArchiveInvalid(`${entry.path} is missing or does not match its SHA-256 in the manifest`);
  }
  return manifest;
}

async function freeSlug(ctx: Pick<AppContext, 'db'>, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await unscopedFindOrgByKey(ctx.db, slug))) return slug;
  }
}

/**
 * Restores an organisation archive (exportOrganisation) into this instance. Ids are kept unless
 * this instance already has the organisation (a copy on the same server), when every id is new;
 * staff who already have an account here (same email) keep it. Taken slugs get a suffix.
 */
export async function importOrganisation(
  ctx: Pick<AppContext, 'db' | 'transact' | 'storage'>,
  box: SecretBox,
  input: Readable,
  options: { slug?: string } = {},
): Promise<{ orgId: string; slug: string; remapped: boolean }> {
  const entries = await readArchive(input);
  const manifest = verified(entries);
  const tables = archiveTables();
  const data = new Map(
    tables.map((t) => [
      t.name,
      JSON.parse(entries.get(tablePath(t.name))?.toString('utf8') ?? '[]') as Row[],
    ]),
  );
  const slug = await freeSlug(ctx, options.slug ?? manifest.organisation.slug);
  const remapped = (await unscopedFindOrgByKey(ctx.db, manifest.organisation.id)) !== null;

  const ids = new Map<string, string>();
  for (const table of tables) {
    if (!table.idColumn || table.name === 'staff_users') continue;
    for (const row of data.get(table.name)!) if (remapped) ids.set(String(row[table.idColumn]), randomUUID());
  }
  // Staff who already have an account here (same email) keep it, password and all.
  const staff: Row[] = [];
  for (const row of data.get('staff_users')!) {
    const existing = await unscopedFindStaffUser(ctx.db, String(row.email));
    if (existing) ids.set(String(row.id), existing.id);
    else {
      if (remapped) ids.set(String(row.id), randomUUID());
      staff.push(row);
    }
  }
  data.set('staff_users', staff);
  // A custom domain serves one organisation: one already registered here stays with its owner.
  const domains: Row[] = [];
  for (const row of data.get('org_domains') ?? []) {
    const taken = rowsOf(
      await ctx.db.execute(
        sql`select 1 from "org_domains" where lower("domain") = lower(${String(row.domain)})`,
      ),
    );
    if (taken.length === 0) domains.push(row);
  }
  data.set('org_domains', domains);
  const remap = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
    if (Array.isArray(value)) return value.map(remap);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v)]));
    return value;
  };
  const rowsOfTable = (name: string) =>
    data.get(name)!.map((row) => {
      const next = remap(row) as Row;
      if (name === 'organisations') next.slug = slug;
      if (name === 'sso_configs' && String(next.client_secret_sealed).startsWith('plain:'))
        next.client_secret_sealed = box.seal(String(next.client_secret_sealed).slice('plain:'.length));
      return next;
    });

  // Files first: a failed import leaves unreferenced bytes at worst, never rows without their file.
  for (const table of Object.keys(STORED_FILE_COLUMNS))
    for (const key of storedKeysOf(table, data.get(table) ?? [])) {
      const bytes = entries.get(filePath(key));
      if (bytes) await ctx.storage.put(String(remap(key)), bytes);
    }
  const orgId = String(remap(manifest.organisation.id));
  await ctx.transact(async () => {
    for (const table of tables) {
      const rows = rowsOfTable(table.name);
      if (rows.length === 0) continue;
      const name = sql.identifier(table.name);
      const columns = sql.join(
        table.writableColumns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await ctx.db.execute(
        sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
      );
    }
    await ctx.db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${orgId})`);
  });
  return { orgId, slug, remapped };
}
