import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { acmeSpec } from '../apps/server/src/db/seed/acme.js';
import { ACME_ADMIN, DEMO_STAFF_PASSWORD } from '../apps/server/src/db/seed/demo-people.js';
import { createOrganisation } from '../apps/server/src/db/seed/organisation-builder.js';
import { DocumentIndexer } from '../apps/server/src/modules/search/indexer.js';

/**
 * The app in this process with the demo organisation Acme, its documents' text indexed, and its
 * administrator signed in: for benchmarks that call routes through `app.inject`. With
 * `databaseUrl`, a scratch PostgreSQL database that is emptied first; otherwise embedded PGlite.
 */
export async function startAcmeApp(name: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `trust-bench-${name}-`));
  const database = await openDatabase({ databaseUrl, log: { warn: () => undefined } });
  if (databaseUrl)
    await database.executeSql(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    JOBS_SCHEMA: 'bench_jobs',
    LOG_LEVEL: 'silent',
    SEARCH_TERM_INDEX: process.env.SEARCH_TERM_INDEX ?? 'on',
  });
  const app = await buildApp(config, database);
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const acme = await createOrganisation(database.db, app.ctx.storage, acmeSpec);
    const indexer = new DocumentIndexer(app.ctx);
    for (const fileId of acme.fileIds.values()) await indexer.index({ orgId: acme.id }, fileId);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { email: ACME_ADMIN.email, password: DEMO_STAFF_PASSWORD },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    return { app, database, acme, cookie, close };
  } catch (error) {
    await close();
    throw error;
  }
}
