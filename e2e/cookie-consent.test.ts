import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { startScriptStub } from './script-stub.js';
import { editorPage } from './staff.js';

const stub = await startScriptStub();
afterAll(() => stub.close());
const env = useE2eEnvironment({ SCRIPTS_MIRROR_ORIGIN: stub.origin });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `cookies-${name}.png`) });
const loaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stubLoaded?: string[] }).__stubLoaded ?? []);
const analyticsRequests = () => stub.requests.filter((r) => r.includes('googletagmanager'));

/** A visitor in a browser of their own: nothing remembered from another test. */
async function visitor(): Promise<Page> {
  const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
  return page;
}

/** The demo administrator saves the Scripts and cookies settings through the form. */
async function configure(
  page: Page,
  banner: 'Built-in banner' | 'Cookiebot' | 'Dropbox',
  fill?: () => Promise<void>,
) {
  await page.goto(`${env.server.baseUrl}/app/settings/scripts`, { waitUntil: 'networkidle' });
  await page.getByLabel('Google tag ID').fill('G-ABC1234XYZ');
  await page.getByLabel('HubSpot tracking script address').fill('js.hs-scripts.com/1234567.js');
  const ask = page.getByRole('switch', { name: 'Ask visitors for consent' });
  if (!(await ask.isChecked())) await ask.check({ force: true });
  await page.getByRole('combobox', { name: 'Banner' }).click();
  await page.getByRole('option', { name: banner }).click();
  await fill?.();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Scripts and cookie banner saved').waitFor();
}

describe('scripts and the cookie banner', () => {
  it('the built-in banner gates the analytics script; staff configure it with a preview', async () => {
    const staff = await editorPage(env.browser, env.server.baseUrl);
    await configure(staff, 'Built-in banner', () =>
      staff.getByRole('switch', { name: 'Link the cookie declaration in the footer' }).check({ force: true }),
    );
    const preview = staff.getByTestId('scripts-preview');
    await preview.getByText(/gtag\/js\?id=G-ABC1234XYZ/).waitFor();
    await preview.getByText('https://js.hs-scripts.com/1234567.js', { exact: false }).waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await shot(staff, 'staff-settings');

    // Staff on their own page in Main mode: no banner, no tags.
    await staff.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await staff.getByRole('button', { name: 'Re-order cards' }).waitFor();
    expect(await staff.getByTestId('cookie-banner').count()).toBe(0);
    expect(await loaded(staff)).toEqual([]);

    // A visitor: the banner, and nothing analytics-related before a choice.
    const page = await visitor();
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await loaded(page)).toEqual([]);
    expect(analyticsRequests()).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await seriousViolations(page, '[data-testid="cookie-banner"]')).toEqual([]);
    await shot(page, 'banner');

    // Analytics only: Google's tag loads with the configured id; HubSpot (marketing) does not.
    await banner.getByRole('button', { name: 'Customise' }).click();
    const declaration = page.getByTestId('cookie-declaration');
    await declaration.getByRole('switch', { name: 'Analytics' }).check({ force: true });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await declaration.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => loaded(page)).toEqual(['gtag']);
    const tag = page.locator('script[data-tc-script="gtag"]');
    expect(await tag.getAttribute('src')).toBe(
      `${stub.origin}/www.googletagmanager.com/gtag/js?id=G-ABC1234XYZ`,
    );
    expect(await page.locator('script[data-tc-script="hubspot"]').count()).toBe(0);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);

    // The choice is remembered: a reload loads the tag at once and asks nothing.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => loaded(page)).toEqual(['gtag']);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    // The footer link reopens the declaration to change it.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie declaration' }).waitFor();
    await shot(page, 'declaration');
  });

  it('a provider banner: Cookiebot with its attributes, and Dropbox initialised once its library is ready', async () => {
    const staff = await editorPage(env.browser, env.server.baseUrl);
    await configure(staff, 'Cookiebot', () =>
      staff.getByLabel('Cookiebot domain group ID (cbid)').fill('a1b2c3d4-e5f6-7890-abcd-ef1234567890'),
    );
    const page = await visitor();
    const cookiebot = page.locator('script[data-tc-script="cookie-banner"]');
    await cookiebot.waitFor({ state: 'attached' });
    expect(await cookiebot.getAttribute('src')).toBe(`${stub.origin}/consent.cookiebot.com/uc.js`);
    expect(await cookiebot.getAttribute('id')).toBe('Cookiebot');
    expect(await cookiebot.getAttribute('data-cbid')).toBe('a1b2c3d4-e5f6-7890-abcd-ef1234567890');
    expect(await cookiebot.getAttribute('data-blockingmode')).toBe('manual');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    // The stub's visitor accepts statistics only: Google's tag loads, HubSpot's does not.
    await expect.poll(() => loaded(page)).toEqual(['cookiebot', 'gtag']);

    await configure(staff, 'Dropbox', async () => {
      await staff.getByLabel('Banner script address').fill('cdn.dropbox-consent.example/consent.js');
      await staff.getByLabel('Tenant name').fill('acme');
      await staff.getByLabel('Cookie domain').fill('trust.acme.example');
    });
    const dropbox = await visitor();
    const script = dropbox.locator('script[data-tc-script="cookie-banner"]');
    await script.waitFor({ state: 'attached' });
    expect(await script.getAttribute('src')).toBe(`${stub.origin}/cdn.dropbox-consent.example/consent.js`);
    expect(await script.getAttribute('data-tenant')).toBe('acme');
    // The library appears 1.5 s after its script: the next try, a second later, initialises it.
    await expect
      .poll(() =>
        dropbox.evaluate(() => (window as unknown as { __dropboxInit?: object }).__dropboxInit ?? null),
      )
      .toMatchObject({ tenant: 'acme', cookieDomain: 'trust.acme.example' });
    await expect.poll(() => loaded(dropbox)).toEqual(['dropbox', 'gtag']);
  });
});
