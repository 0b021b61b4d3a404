import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { useE2eEnvironment } from './environment.js';
import { mailTo, signInLinkIn } from './mailbox.js';

const env = useE2eEnvironment();
const WIDTHS = [1280, 390] as const;
const OPEN_DIALOG = '[role="dialog"]';

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Lets a dialog's opening transition end: mid-fade, its text has not its final contrast yet. */
const settle = (page: Page) => page.waitForTimeout(600);

/**
 * Violations found on the page (or in the open dialog), labelled with where they were found; and
 * WCAG's reflow rule, which axe does not check: nothing makes the whole page scroll sideways.
 */
async function check(page: Page, where: string, within?: string) {
  const found = (await seriousViolations(page, within)).map((v) => `${where}: ${v}`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (pageWidth > page.viewportSize()!.width)
    found.push(`${where}: reflow: the page is ${pageWidth} px wide and scrolls sideways`);
  // Printed whole: the assertion's diff shortens long lists.
  for (const violation of found) console.log(violation);
  return found;
}

/**
 * Waits, when called, until the page has had no request in flight for half a second: what
 * `waitUntil: 'networkidle'` does for a page load, for the app's own navigation.
 */
function quietNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const update = (change: () => void) => {
    change();
    changed = Date.now();
  };
  page.on('request', (request) => update(() => inFlight.add(request)));
  page.on('requestfinished', (request) => update(() => inFlight.delete(request)));
  page.on('requestfailed', (request) => update(() => inFlight.delete(request)));
  return () =>
    expect.poll(() => inFlight.size === 0 && Date.now() - changed >= 500, { interval: 100 }).toBe(true);
}

/**
 * WCAG 2.2 AA in the places a visitor and the staff go (issue 16): axe-core finds no critical and
 * no serious violation, at 1280 and 390 px.
 */
describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(WIDTHS)(
    'the portal, the access dialog, the drawer and the viewer, anonymous, at %i px',
    async (width) => {
      const page = await newPage(env.browser, width);
      const found: string[] = [];
      await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
      found.push(...(await check(page, 'portal')));

      await page.getByRole('button', { name: 'Request access' }).first().click();
      const access = page.getByRole('dialog');
      await access.getByRole('button', { name: 'Request access' }).click();
      await page.waitForTimeout(300);
      found.push(...(await check(page, 'access dialog, request form with errors', OPEN_DIALOG)));
      await access.getByRole('button', { name: 'Back', exact: true }).click();
      await access.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.waitForTimeout(300);
      found.push(...(await check(page, 'access dialog, sign-in tab with errors', OPEN_DIALOG)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      const documents = page.getByTestId('card-documents');
      await documents.scrollIntoViewIfNeeded();
      await documents.getByRole('button', { name: 'Expand Documents' }).click();
      await page.locator('.mantine-Drawer-content').waitFor();
      await settle(page);
      found.push(...(await check(page, 'documents drawer', OPEN_DIALOG)));
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.mantine-Drawer-content').count()).toBe(0);

      await documents
        .getByTestId('document-tile')
        .filter({ hasText: 'SOC 3 Report' })
        .getByRole('button', { name: /Open SOC 3 Report/ })
        .click();
      await page
        .locator('[data-focused]')
        .getByRole('button', { name: 'View Acme Cloud SOC 3 2026.pdf' })
        .click();
      const viewer = page.getByRole('dialog', { name: 'Acme Cloud SOC 3 2026.pdf' });
      await viewer.locator('iframe').waitFor();
      await settle(page);
      found.push(
        ...(await check(
          page,
          'document viewer',
          '[role="dialog"][aria-label="Acme Cloud SOC 3 2026.pdf"], [role="dialog"]:has(iframe)',
        )),
      );
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await page.keyboard.press('Control+K');
      const search = page.getByRole('dialog');
      await search.getByRole('combobox').first().fill('encryption');
      await page.waitForTimeout(800);
      found.push(...(await check(page, 'search dialog', OPEN_DIALOG)));
      expect(found).toEqual([]);
      await page.context().close();
    },
  );

  it.each(WIDTHS)('the portal signed in, with its welcome, at %i px', async (width) => {
    const page = await newPage(env.browser, width);
    const found: string[] = [];
    await page.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await page.getByLabel('Work email').fill('alice@globex.example');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByTestId('access-feedback-linkSent').waitFor();
    const mail = await mailTo(env.server.baseUrl, 'alice@globex.example', 'sign-in link');
    await page.goto(signInLinkIn(mail.text), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    found.push(...(await check(page, 'signed-in portal with its first dialog')));
    const welcome = page.getByTestId('welcome-modal');
    if (await welcome.count()) await welcome.getByRole('button', { name: "Let's Go" }).click();
    await expect.poll(() => page.getByTestId('welcome-modal').count()).toBe(0);
    found.push(...(await check(page, 'signed-in portal')));
    expect(found).toEqual([]);
    await page.context().close();
  });

  it.each(WIDTHS)('the staff sign-in and pages, at %i px', async (width) => {
    const page = await newPage(env.browser, width);
    const found: string[] = [];
    await page.goto(`${env.server.baseUrl}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForTimeout(300);
    found.push(...(await check(page, 'staff sign-in with errors')));
    await page.getByLabel('Email').fill('admin@acme.example');
    await page.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//);
    const quiet = quietNetwork(page);
    for (const section of [
      'requests',
      'accounts',
      'documents',
      'updates',
      'activity',
      'analytics',
      'knowledge-base',
      'questions',
      'questionnaires',
      'team',
      'account',
    ]) {
      // As a person goes from page to page: by the app's own links, not a reload of the whole app.
      if (section === 'account') await page.getByRole('banner').locator('a[href="/app/account"]').click();
      else {
        if (width < 576) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation').locator(`a[href="/app/${section}"]`).click();
      }
      await page.waitForURL(`**/app/${section}`);
      await quiet();
      await page.waitForTimeout(300);
      found.push(...(await check(page, `staff ${section}`)));
      // On a phone a staff table is one column: nothing on the page scrolls sideways.
      if (width < 576) {
        const wide = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main *'))
            .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.getAttribute('aria-label') ?? el.className),
        );
        found.push(...wide.map((what) => `staff ${section}: '${what}' scrolls sideways`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('lets the keyboard skip to the content, and reach the show-password button', async () => {
    const page = await newPage(env.browser, 1280);
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.getByRole('main').count()).toBe(1);

    await page.goto(`${env.server.baseUrl}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Password' }).focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('textbox', { name: 'Password' }).getAttribute('type')).toBe('text');
    await page.context().close();
  });
});
