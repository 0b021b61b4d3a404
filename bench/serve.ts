// A server for the benchmarks, in its own process so the load generator does not share its event
// loop: `tsx serve.ts app` (the trust centre on a seeded embedded database) or
// `tsx serve.ts bare FILE` (bare Fastify routes: /tiny, and /same answering FILE's JSON object,
// serialised per request as a naive route would). Prints `READY <port>` once listening.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';

const kind = process.argv[2];
if (kind === 'bare') {
  const bare = Fastify({ logger: false });
  const tiny = { hello: 'world', items: Array.from({ length: 10 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const same: unknown = JSON.parse(fs.readFileSync(process.argv[3]!, 'utf8'));
  bare.get('/tiny', async () => tiny);
  bare.get('/same', async () => same);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(bare.server.address() as { port: number }).port}`);
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-bench-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
  await database.migrate();
  await seedDemo(database.db, { dataDir, s3: undefined });
  const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port} ${database.driver}`);
}
process.on('SIGTERM', () => process.exit(0));
