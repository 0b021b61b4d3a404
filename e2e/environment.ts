import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/** Where the end-to-end tests leave their screenshots (a test artifact, not committed). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/**
 * Waits until the web app has taken over the page (hydrated the server's markup, or rendered it):
 * before that, a click reaches markup without handlers and is lost, as a person's would be.
 */
export const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** False for a page of a context made with javaScriptEnabled: false (the app never takes it over). */
const scripted = (page: Page) =>
  (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options
    ?.javaScriptEnabled !== false;

/**
 * Patches Playwright's Page for every test: `goto` and `reload` of an app page return once the
 * app has taken it over (see appReady), and with E2E_SCREENSHOTS=off (CI sets it) the screenshots
 * the tests leave for people to look at are not taken: they assert nothing, and a full-page one
 * costs Chromium about a second of CPU.
 */
async function patchPages(browser: Browser) {
  const page = await browser.newPage();
  const proto = Object.getPrototypeOf(page) as Page;
  await page.close();
  for (const method of ['goto', 'reload'] as const) {
    const original = proto[method] as (this: Page, ...args: unknown[]) => ReturnType<Page['goto']>;
    if ((original as { patched?: boolean }).patched) continue;
    const patched = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      if (scripted(this) && (await this.locator('#root').count())) await appReady(this);
      return response;
    };
    Object.assign(patched, { patched: true });
    (proto as unknown as Record<string, unknown>)[method] = patched;
  }
  if (process.env.E2E_SCREENSHOTS === 'off') proto.screenshot = async () => Buffer.alloc(0);
}

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
    [env.server, env.browser] = await Promise.all([
      startServer(serverEnv, { copyFrom, entry: inject('serverEntry') }),
      launchBrowser(inject('chromiumPath')),
    ]);
    await patchPages(env.browser);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
