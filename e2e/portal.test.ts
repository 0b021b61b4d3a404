import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ComplianceUpdatesResponse } from '@trust/shared';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';

const env = useE2eEnvironment();

async function open(url: string, width = 1280): Promise<Page> {
  const page = await env.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  expect(errors).toEqual([]);
  return page;
}

describe('the first paint from the server', () => {
  it('carries the rendered portal before any script runs, compressed when asked, and 304 on its ETag', async () => {
    const url = `${env.server.baseUrl}/acme`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const html = await plain.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id='));
    for (const text of ['Security is built into everything we do', 'SOC 2 Type II', 'ISO 27001', 'Documents'])
      expect(root, text).toContain(text);
    // No part left for the browser to render (a lazy card that failed on the server, say).
    expect(root).not.toContain('<!--$!-->');
    expect(root).toContain('Subprocessors');
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const encoding of ['br', 'gzip']) {
      // fetch undoes the encoding itself; the header says what was sent.
      const compressed = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(await compressed.text()).toBe(html);
    }
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // Parameters the portal does not read leave the page to the browser (they could not force renders).
    const tagged = await (await fetch(`${url}?utm_source=newsletter`)).text();
    expect(tagged).toContain('<div id="root"></div>');
    expect(await (await fetch(`${url}?loginRequest=true`)).text()).not.toContain('<div id="root"></div>');

    // Without JavaScript the visitor still reads the page, styled.
    const context = await env.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Acme Cloud Trust Center' }).waitFor();
    await page.getByText('SOC 2 Type II').first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'portal-no-script-390.png') });
    await context.close();
  });

  it('takes a click on a card the browser has not hydrated yet, on a slow phone', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Twenty times slower: the app has taken the page over, but its lower rows are still server
    // markup when the click lands (a lazily loaded card there dropped it).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await page.getByTestId('card-knowledge-base').getByRole('button', { name: 'View more' }).click();
    await page.getByRole('dialog', { name: 'Knowledge Base' }).getByTestId('kb-row').first().waitFor();
    await page.close();
  });
});

describe('the Acme Cloud portal', () => {
  it.each([1280, 390])('loads with every section rendered from the database at %i px', async (width) => {
    const page = await open(`${env.server.baseUrl}/acme`, width);
    expect(await page.title()).toBe('Acme Cloud Trust Center');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Acme Cloud Trust Center' }).isVisible())
      .toBe(true);
    // Knowledge base and updates are lazy chunks loaded beside the first paint: wait for them.
    for (const name of [
      'Overview',
      'Certifications',
      'Trusted By',
      'Subprocessors',
      'Documents',
      'Reports',
      'Knowledge Base',
      'Trust Center Updates',
      'Help',
    ]) {
      await page.getByRole('region', { name, exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('region', { name, exact: true }).count(), name).toBe(1);
    }
    // Hidden card (ESG) never shows; the empty Questionnaires card shows its placeholder.
    expect(await page.getByRole('region', { name: 'ESG' }).count()).toBe(0);
    expect(await page.getByText('Completed security questionnaires are shared on request').isVisible()).toBe(
      true,
    );
    expect(await page.getByTestId('notification-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('built-on-badge').isVisible()).toBe(true);
    if (width === 390) {
      expect(await page.getByTestId('share-panel-card').isVisible()).toBe(true);
      expect(await page.getByTestId('share-panel-fixed').isVisible()).toBe(false);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
    } else {
      expect(await page.getByTestId('share-panel-fixed').isVisible()).toBe(true);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `portal-${width}.png`), fullPage: true });
    await page.close();
  });

  it('switches product with the selector and keeps it in the address', async () => {
    const page = await open(`${env.server.baseUrl}/acme`);
    await page.getByTestId('product-selector').filter({ visible: true }).click();
    await page.getByRole('menuitem', { name: 'Acme Analytics' }).click();
    await expect.poll(() => page.getByTestId('portal-body').getAttribute('data-product')).toBe('analytics');
    expect(new URL(page.url()).searchParams.get('product')).toBe('analytics');
    expect(await page.getByText('Event Data Minimisation').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Trusted By' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'product-analytics-1280.png') });
    await page.close();
  });

  it('expands a card into the side drawer with all its items', async () => {
    const page = await open(`${env.server.baseUrl}/acme`);
    await page.getByRole('button', { name: 'Expand Data Security' }).click();
    const drawer = page.getByTestId('card-drawer');
    await drawer.waitFor();
    for (const title of ['Backups', 'Data Erasure', 'Encryption at Rest', 'Encryption in Transit']) {
      expect(await drawer.getByText(title, { exact: true }).isVisible(), title).toBe(true);
    }
    const box = (await page.locator('.mantine-Drawer-content').boundingBox())!;
    expect(box.width).toBeCloseTo(640, -1); // 50vw at 1280 px
    await drawer.getByText('More details...').first().click();
    await expect
      .poll(() =>
        drawer
          .getByText('Encrypted backups are taken every hour and restored in a quarterly test.')
          .isVisible(),
      )
      .toBe(true);
    expect(await drawer.getByText('Hide details...').first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'drawer-1280.png') });
    // One item can be shared on its own: its link carries the configured origin and the item.
    await drawer.getByRole('button', { name: 'Share Encryption at Rest' }).click();
    const linkedIn = page.getByRole('link', { name: 'Share on LinkedIn' });
    const shared = new URL(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('url')!);
    expect(shared.origin).toBe(env.server.baseUrl);
    expect(shared.pathname.startsWith('/acme')).toBe(true);
    expect(shared.pathname.includes('/item/') || shared.searchParams.has('itemUid')).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.close();
  });

  it('opens an item from its custom URL with its details shown', async () => {
    const page = await open(`${env.server.baseUrl}/acme/item/soc-3-report`, 390);
    const focused = page.locator('[data-focused]');
    await focused.waitFor();
    expect((await page.locator('.mantine-Drawer-content').boundingBox())!.width).toBe(390); // 100vw on small screens
    await focused.getByText('SOC 3 Report').waitFor();
    await focused.getByText('Acme Cloud SOC 3 2026.pdf').waitFor();
    // A public document opens and downloads for anyone.
    const href = await focused
      .getByRole('link', { name: 'Download Acme Cloud SOC 3 2026.pdf' })
      .getAttribute('href');
    const file = await fetch(new URL(href!, env.server.baseUrl));
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'item-deep-link-390.png') });
    // View opens the in-page viewer on the view link.
    await focused.getByRole('button', { name: 'View Acme Cloud SOC 3 2026.pdf' }).click();
    const src = await page
      .getByRole('dialog', { name: 'Acme Cloud SOC 3 2026.pdf' })
      .locator('iframe')
      .getAttribute('src');
    const viewed = await fetch(new URL(src!, env.server.baseUrl));
    expect([viewed.status, viewed.headers.get('content-disposition')?.split(';')[0]]).toEqual([
      200,
      'inline',
    ]);
    await page.close();
  });

  it('opens the sign-in tab for a deep link to an item that needs access', async () => {
    const page = await open(`${env.server.baseUrl}/acme/item/soc-2-report`);
    await page.getByTestId('access-modal').getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    await page.close();
  });

  it('opens an item from ?itemUid=', async () => {
    const page = await open(`${env.server.baseUrl}/acme`);
    const uid = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('__TRUST_INITIAL__')!.textContent!);
      return data.view.cards.find((c: { kind: string }) => c.kind === 'legal').items[0].itemUid as string;
    });
    await page.goto(`${env.server.baseUrl}/acme?itemUid=${uid}`, { waitUntil: 'networkidle' });
    await page.locator(`[data-testid="item-${uid}"][data-focused]`).waitFor();
    await page.close();
  });

  it('opens an item from ?itemName=, and the request tab from ?requestAccess= with its ?source=', async () => {
    const page = await open(`${env.server.baseUrl}/acme?itemName=${encodeURIComponent('gdpr')}`);
    await page.locator('[data-focused]').getByText('GDPR', { exact: true }).first().waitFor();
    await page.goto(`${env.server.baseUrl}/acme?requestAccess=true&source=newsletter`, {
      waitUntil: 'networkidle',
    });
    const sent = page.waitForRequest((r) => r.url().endsWith('/access/request') && r.method() === 'POST');
    const dialog = page.getByTestId('access-modal');
    await dialog.getByLabel('First name').fill('Сергей');
    await dialog.getByLabel('Last name').fill('王');
    await dialog.getByLabel('Work email').fill('sergei@hooli-news.example');
    await dialog.getByLabel('Company name').fill('Hooli News');
    await dialog.getByRole('checkbox', { name: /I agree/ }).check();
    await dialog.getByRole('button', { name: 'Request access' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ source: 'newsletter' });
    await page.getByTestId('access-feedback-sent').waitFor();
    await page.close();
  });

  it('highlights the update named by ?tcuUid= and scrolls it to 200 px from the top', async () => {
    const { topics } = (await (
      await fetch(`${env.server.baseUrl}/api/share/acme/compliance-update`)
    ).json()) as ComplianceUpdatesResponse;
    const update = topics.find((t) => t.subject === 'OpenSSH advisory assessment')!.updates[1]!;
    const page = await open(`${env.server.baseUrl}/acme?tcuUid=${update.id}`);
    const target = page.locator(`#tcu-${update.id}`);
    await target.waitFor();
    expect(await target.getAttribute('data-highlighted')).toBe('true');
    await expect
      .poll(async () => Math.round((await target.boundingBox())!.y), { timeout: 5000 })
      .toBeGreaterThan(150);
    await expect
      .poll(async () => Math.round((await target.boundingBox())!.y), { timeout: 5000 })
      .toBeLessThan(250);
    await page.close();
  });

  it("shows 'Company not found' on an unknown custom domain", async () => {
    const page = await open(`http://unknown.test:${env.server.port}/`);
    expect(await page.getByRole('heading', { name: 'Company not found' }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'company-not-found-1280.png') });
    await page.close();
  });

  it('serves the portal on its custom domain at /, with item links', async () => {
    const page = await open(`http://trust.acme-cloud.test:${env.server.port}/item/soc-3-report`);
    await page.locator('[data-focused]').waitFor();
    expect(await page.title()).toContain('SOC 3 Report');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it("shows 'No access' for a page that does not exist", async () => {
    const page = await open(`${env.server.baseUrl}/acme/no/such/page`);
    expect(await page.getByText("You don't have access to this page").isVisible()).toBe(true);
    await page.close();
  });

  it("shows 'Trust centre not found' with a way back for a mistyped organisation", async () => {
    const page = await open(`${env.server.baseUrl}/acme`, 390);
    await page.goto(`${env.server.baseUrl}/acmee`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Trust centre not found' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'trust-centre-not-found-390.png') });
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(/\/acme$/);
    await page.close();
  });
});
