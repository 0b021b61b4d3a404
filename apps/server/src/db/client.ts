import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every query helper takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss); several statements when no values are given. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Calls `handler` with the payload of every NOTIFY on `channel`, from any connection or instance. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_]+$/;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Serialises concurrent migrators against one PostgreSQL database (several test workers, several instances). */
const MIGRATION_LOCK = 7_214_031;

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite, on disk under `dataDir` or, without
 * one, in memory (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners: pg.PoolClient[] = [];
    return {
      db,
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
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer an array of results; the last one's rows are the answer.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      async listen(channel, handler) {
        if (!CHANNEL.test(channel)) throw new Error(`Invalid channel: ${channel}`);
        const client = await pool.connect();
        client.on('notification', (message) => message.channel === channel && handler(message.payload ?? ''));
        await client.query(`LISTEN ${channel}`);
        listeners.push(client);
      },
      async close() {
        for (const client of listeners.splice(0)) client.release(true);
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    async executeSql(text, values) {
      if (values && values.length > 0)
        return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Invalid channel: ${channel}`);
      await client.listen(channel, handler);
    },
    close: () => client.close(),
  };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
  return (rows[0]?.n ?? 0) === 0;
}
