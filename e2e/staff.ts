import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The demo administrator's signed-in cookies per server, so each test does not sign in again. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<string, StorageState>();

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/sign-in?next=/app`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('admin@acme.example');
  await page.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//);
}

/**
 * The demo's administrator signed in, on the Acme portal in Main mode (the editor controls
 * loaded); `permissions` are granted to the page (the clipboard, say). The first call signs in
 * through the form; later ones reuse its session (sign-ins per address are rate-limited).
 */
export async function editorPage(
  browser: Browser,
  baseUrl: string,
  permissions: string[] = [],
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: signedIn.get(baseUrl),
  });
  await context.grantPermissions(permissions, { origin: baseUrl });
  const page = await context.newPage();
  if (!signedIn.has(baseUrl)) {
    await signIn(page, baseUrl);
    signedIn.set(baseUrl, await context.storageState());
  }
  await page.goto(`${baseUrl}/acme`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Re-order cards' }).waitFor();
  return page;
}
