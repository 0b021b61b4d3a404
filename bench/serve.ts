// A server for the benchmarks, in its own process so the load generator does not share its event
// loop: `tsx serve.ts app` (the trust centre on a seeded embedded database) or
// `tsx serve.ts app --dev` (the same in development mode), or `tsx serve.ts bare FILE` (bare Fastify routes: /tiny, and /same answering FILE's JSON object,
// serialised per request as a naive route would), or `tsx serve.ts bulk-seed|bulk ...` (the trust
// centre with COUNT public documents of BYTES each: `bulk-seed DIR COUNT BYTES` writes them and
// prints their JSON description on the READY line, then `bulk DIR` serves them).
// Prints `READY <port>` once listening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { isEmpty, openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { localStorage } from '../apps/server/src/platform/storage/index.js';
import { seedBulkFixture } from './bulk-fixture.js';

const kind = process.argv[2];
if (kind === 'bare') {
  const bare = Fastify({ logger: false });
  const tiny = {
    hello: 'world',
    items: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `item ${i}` })),
  };
  const same: unknown = JSON.parse(fs.readFileSync(process.argv[3]!, 'utf8'));
  bare.get('/tiny', async () => tiny);
  bare.get('/same', async () => same);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(bare.server.address() as { port: number }).port}`);
} else if (kind === 'bulk-seed') {
  // Seeding runs in its own process, so the server's memory is measured from a clean start.
  const dataDir = process.argv[3]!;
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const fixture = await seedBulkFixture(
    database.db,
    localStorage(path.join(dataDir, 'files')),
    Number(process.argv[4]),
    Number(process.argv[5]),
  );
  await database.close();
  console.log(`READY 0 ${JSON.stringify({ ...fixture, filesDir: path.join(dataDir, 'files') })}`);
  process.exit(0);
} else if (kind === 'bulk') {
  const dataDir = process.argv[3]!;
  const database = await openDatabase({ dataDir });
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port}`);
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-bench-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
  await database.migrate();
  // A PostgreSQL database (BENCH_DATABASE_URL) outlives one run: seed it once.
  const seeding = await isEmpty(database.db);
  if (seeding) await seedDemo(database.db, { dataDir, s3: undefined });
  // `app --no-rate-limits`: for benches whose load comes from one address on purpose.
  const limits = process.argv.includes('--no-rate-limits') ? { RATE_LIMIT_PER_IP: '1000000000' } : {};
  // `app --dev`: as `npm start` runs it, in development mode with its pretty request log.
  const mode = process.argv.includes('--dev')
    ? { NODE_ENV: 'development' }
    : { NODE_ENV: 'production', LOG_LEVEL: 'silent' };
  // `app --no-server-rendering`: the portal painted by the browser alone (the first-paint baseline).
  const rendering = process.argv.includes('--no-server-rendering') ? { SERVER_RENDERING: 'false' } : {};
  // `app --analytics-off`: events answered but not recorded (the event-recording baseline).
  const analytics = process.argv.includes('--analytics-off') ? { ANALYTICS: 'off' } : {};
  const app = await buildApp(
    loadConfig({ ...mode, DATA_DIR: dataDir, ...limits, ...rendering, ...analytics }),
    database,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A PostgreSQL database keeps the events of earlier runs, and a larger table costs each row more.
  const [held] = (await database.executeSql('select count(*)::int as n from analytics_events')).rows;
  const port = (app.server.address() as { port: number }).port;
  console.log(
    `READY ${port} ${database.driver}, analytics_events holding ${String(held?.n)} rows${seeding ? ', seeded now' : ''}`,
  );
}
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
