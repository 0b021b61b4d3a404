import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { isEmpty, openDatabase } from './db/client.js';
import { demoSignIn, seedDemo, type SeedSummary } from './db/seed/demo.js';
import { unscopedFindOrgByKey } from './plugins/tenant/queries.js';
import { PRODUCT_NAME } from '@trust/shared';

/** Listens and shuts down gracefully; everything else is in buildApp. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
let seeded: SeedSummary | null = null;
if (config.seedDemo && (await isEmpty(database.db))) {
  seeded = await seedDemo(database.db, config);
}
const app = await buildApp(config, database);
await app.listen({ port: config.port, host: config.host });

const base = config.appUrl;
const lines = [
  '',
  `${PRODUCT_NAME} is running on ${database.driver === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}.`,
];
// An empty database without the demo: a one-time link to create the first organisation.
const setupLink = await app.organisationSetup.setupLinkIfEmpty();
if (setupLink) {
  lines.push(`  Set up your trust centre (this link works once and is shown only now):`);
  lines.push(`    ${setupLink}`);
}
if (await unscopedFindOrgByKey(database.db, 'acme')) {
  lines.push(`  Acme Cloud portal:     ${base}/acme`);
  lines.push(`  Second organisation:   ${base}/northwind`);
}
lines.push(`  Staff sign-in:         ${base}/sign-in`);
// The demo's sign-in goes right under the sign-in address it is for.
const signIn = await demoSignIn(database.db);
if (signIn) {
  lines.push(
    `    ${signIn.emails[0]} (editor) or ${signIn.emails[1]} (reviewer), password ${signIn.password} (demo data only)`,
  );
}
if (config.allowSignup) lines.push(`  Sign-up (open):        ${base}/sign-up`);
if (config.swaggerUi) lines.push(`  API documentation:     ${base}/api/docs`);
if (config.env !== 'production') lines.push(`  Sent mail (dev):       ${base}/dev/mailbox`);
if (seeded) lines.push(`  Demo data seeded: ${seeded.organisations.join(', ')}.`);
console.log(lines.join('\n') + '\n');

// A stray rejected promise is a bug to log, not a reason to drop every connection this process serves.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
