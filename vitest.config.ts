import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `*.postgres.test.ts`: faults and races only PostgreSQL has (several connections, a server to lose).
const integration = (name: string, env: Record<string, string>, postgresOnly = false) => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: postgresOnly ? [] : ['apps/server/test/**/*.postgres.test.ts'],
    env,
    // One module graph per worker, not per file: loading the app for each of ~80 files cost more
    // CPU than their tests. Files share no state but the database, and each makes its own orgs.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * unit: pure rules. integration: routes through app.inject on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set. e2e: Chromium against the built app (run after `npm run build`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's '@/' imports, as its Vite config resolves them.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'unit', include: ['packages/shared/**/*.test.ts', 'apps/web/src/**/*.test.ts'] },
      },
      integration('integration-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration('integration-postgres', { TEST_DB: 'postgres' }, true)]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // Journeys of a dozen pages; two files share two cores with their servers and Chromiums.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll waits on the app as a locator does (vitest's default gives up after 1 s, which
          // a loaded machine can take to answer a click).
          expect: { poll: { timeout: 15_000 } },
          // Each file starts its own server and Chromium; npm test runs two files at a time.
        },
      },
    ],
  },
});
