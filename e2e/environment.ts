import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/** Where the end-to-end tests leave their screenshots (a test artifact, not committed). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** The built app on a fresh demo database and a headless Chromium, for one test file. */
export function useE2eEnvironment(serverEnv: Record<string, string> = {}): {
  server: RunningServer;
  browser: Browser;
} {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    // The demo is seeded once for the run (global-setup.ts); each file starts from a copy of it.
    const copyFrom = serverEnv.SEED_DEMO === 'false' ? undefined : inject('demoDataDir');
    [env.server, env.browser] = await Promise.all([startServer(serverEnv, { copyFrom }), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
