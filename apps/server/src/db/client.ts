import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uniqueViolationOf } from './errors.js';
import { PgListener, type ListenerLog } from './pg-listener.js';
import { ambientDb, transact } from './transactions.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every query helper takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  /** Joins the transaction `transact` opened around the current call, if any. */
  db: Db;
  /** Runs `work` in one transaction (see db/transactions.ts). */
  transact<T>(work: () => Promise<T>): Promise<T>;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Appends rows to `table` with COPY: `rows` is COPY's text format (see db/copy-text.ts), one line
   * a row. The cheapest write PostgreSQL has for many rows at once, in a transaction of its own.
   * `writeId` (a uuid) makes the write happen at most once: a retry after an error that left it
   * unknown whether the write committed (a connection lost before its acknowledgement) writes
   * nothing when it had (see `copyWrites`).
   */
  copyRows(table: string, columns: readonly string[], rows: Buffer, writeId: string): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss); several statements when no values are given. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection or instance.
   * `onGap` runs after a lost listening connection is back: notifications may have been missed.
   */
  listen(channel: string, handler: (payload: string) => void, onGap?: () => void): Promise<void>;
  /** Answers when the database answers a trivial query; throws otherwise. */
  ping(): Promise<void>;
  /** How many of the shipped migrations the database has not applied. */
  pendingMigrations(): Promise<number>;
  /** Embedded only: the whole database as a tarball, which `openDatabase({ pgliteImage })` starts from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A LISTEN channel, or a table or column in COPY: the code's own names, never a visitor's text. */
const SQL_NAME = /^[a-z_]+$/;

/** `copy table (columns) from source`, for the code's own table and column names only. */
function copyStatement(table: string, columns: readonly string[], source: string) {
  if (![table, ...columns].every((name) => SQL_NAME.test(name)))
    throw new Error(`Invalid COPY target: ${table}`);
  return `copy ${table} (${columns.join(', ')}) from ${source}`;
}

/** COPY write ids are kept an hour (see `copyWrites`). */
const FORGET_OLD_WRITES = "delete from copy_writes where written_at < now() - interval '1 hour'";
/** Claims a COPY write's id in its transaction: no row back, and the write had landed before. */
const CLAIM_WRITE = `with forgotten as (${FORGET_OLD_WRITES})
  insert into copy_writes (id) values ($1) on conflict do nothing returning id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const shippedMigrations = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;
const APPLIED_MIGRATIONS = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;

async function pendingMigrations(db: Db): Promise<number> {
  const rows = (await db.execute(APPLIED_MIGRATIONS)) as unknown as
    { rows?: { n: number }[] } | { n: number }[];
  const applied = (Array.isArray(rows) ? rows : (rows.rows ?? []))[0]?.n ?? 0;
  return Math.max(0, shippedMigrations - applied);
}
/** Serialises concurrent migrators against one PostgreSQL database (several test workers, several instances). */
const MIGRATION_LOCK = 7_214_031;

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite, on disk under `dataDir` or, without
 * one, in memory (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Embedded only: start from this image (a `dumpImage()`) instead of an empty cluster. */
  pgliteImage?: Blob;
  log?: ListenerLog;
}): Promise<Database> {
  const log = opts.log ?? { warn: (message, error) => console.warn(message, error ?? '') };
  if (opts.databaseUrl) {
    const connectionString = opts.databaseUrl;
    // A request waits at most this long for a connection; while the database is away it then
    // answers 503 rather than queueing for ever.
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 5000,
      options: withGenericPlans(connectionString),
    });
    // A connection PostgreSQL drops (restart, pg_terminate_backend) emits 'error': on the pool when
    // idle, on the client when checked out between queries. Unheard, either ends the process; heard,
    // the pool discards the connection and the next query opens a new one.
    pool.on('error', (error) => log.warn('idle database connection lost', error));
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn('database connection lost', error)),
    );
    const root = drizzlePg(pool, { schema }) as unknown as Db;
    const db = ambientDb(root);
    const gapHandlers = new Set<() => void>();
    const listener = new PgListener(connectionString, () => gapHandlers.forEach((handler) => handler()), log);
    return {
      db,
      transact: (work) => transact(root, work),
      driver: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async copyRows(table, columns, rows, writeId) {
        const client = await pool.connect();
        let failure: Error | undefined;
        try {
          await client.query('begin');
          if ((await client.query(CLAIM_WRITE, [writeId])).rowCount === 1)
            await pipeline(
              Readable.from([rows]),
              client.query(copyFrom(copyStatement(table, columns, 'stdin'))),
            );
          await client.query('commit');
        } catch (error) {
          failure = error as Error;
          throw error;
        } finally {
          // A connection a COPY failed on may be mid-protocol: it is closed, not reused.
          client.release(failure);
        }
      },
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer an array of results; the last one's rows are the answer.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      async listen(channel, handler, onGap) {
        if (!SQL_NAME.test(channel)) throw new Error(`Invalid channel: ${channel}`);
        if (onGap) gapHandlers.add(onGap);
        await listener.listen(channel, handler);
      },
      async ping() {
        await pool.query('select 1');
      },
      pendingMigrations: () => pendingMigrations(root),
      async close() {
        await listener.close();
        // pool.end() waits for every checked-out connection; one stuck on a dead server must not
        // hold a shutdown for ever.
        await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: typo-tolerant search (the same extension PostgreSQL loads).
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir: opts.pgliteImage });
  const pgliteDb = drizzlePglite(client, { schema });
  const root = pgliteDb as unknown as Db;
  return {
    db: ambientDb(root),
    transact: (work) => transact(root, work),
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    async copyRows(table, columns, rows, writeId) {
      if (!UUID.test(writeId)) throw new Error(`Invalid COPY write id: ${writeId}`);
      // One simple query, so one transaction and one call into the database: a claimed id fails
      // it before the COPY. (A transaction of three calls cost a write half as much again.)
      try {
        await client.exec(
          `insert into copy_writes (id) values ('${writeId}'); ${FORGET_OLD_WRITES}; ${copyStatement(table, columns, "'/dev/blob'")}`,
          // Buffer.allocUnsafe's memory is a plain ArrayBuffer, never shared.
          { blob: new Blob([rows as Uint8Array<ArrayBuffer>]) },
        );
      } catch (error) {
        if (uniqueViolationOf(error) === null) throw error;
      }
    },
    async executeSql(text, values) {
      if (values && values.length > 0)
        return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, handler) {
      if (!SQL_NAME.test(channel)) throw new Error(`Invalid channel: ${channel}`);
      await client.listen(channel, handler);
    },
    async ping() {
      await client.query('select 1');
    },
    pendingMigrations: () => pendingMigrations(root),
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * The connection's startup options, the URL's own kept: every statement the server prepares under
 * a name reads rows by key (a session, the rows search chose), so one generic plan serves every
 * execution, where PostgreSQL would plan most of them again (half a millisecond for search's).
 */
function withGenericPlans(connectionString: string): string {
  let own: string | null = null;
  try {
    own = new URL(connectionString).searchParams.get('options');
  } catch {
    // Not a URL (key=value pairs): no options of its own to keep.
  }
  return [own, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' ');
}
