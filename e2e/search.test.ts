import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { mailTo, signInLinkIn } from './mailbox.js';

const env = useE2eEnvironment();

/** The demo member Alice, signed in once through the emailed link, welcome and NDA done. */
let alice: Promise<Page> | null = null;
async function aliceSignedIn(): Promise<Page> {
  const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
  await page.getByLabel('Work email').fill('alice@globex.example');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByTestId('access-feedback-linkSent').waitFor();
  const mail = await mailTo(env.server.baseUrl, 'alice@globex.example', 'sign-in link');
  await page.goto(signInLinkIn(mail.text), { waitUntil: 'networkidle' });
  // Her first visit: the welcome opens once the member's view has loaded.
  const welcome = page.getByTestId('welcome-modal');
  await welcome.getByRole('button', { name: "Let's Go" }).click();
  await welcome.waitFor({ state: 'hidden' });
  const nda = page.getByTestId('nda-prompt');
  await nda.getByRole('button', { name: 'Review and accept' }).click();
  await page.getByTestId('nda-modal').getByRole('checkbox').check();
  await page.getByTestId('nda-modal').getByRole('button', { name: 'Accept' }).click();
  await nda.waitFor({ state: 'hidden' });
  return page;
}
async function memberPage(width = 1280): Promise<Page> {
  alice ??= aliceSignedIn();
  const page = await alice;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
  return page;
}

const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

const selected = (option: Locator) => option.getAttribute('aria-selected');

describe('search, Ask AI and the knowledge base', () => {
  it('a member opens a document from search with Ctrl+K, the arrow keys and Enter', async () => {
    const page = await memberPage();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: /^Search Acme/ });
    const input = dialog.getByRole('combobox');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('business continuity disaster recovery');
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    // The first result is active on a wide screen; Up wraps round to the last.
    expect(await selected(options.first())).toBe('true');
    await input.press('ArrowUp');
    expect(await selected(options.last())).toBe('true');
    await input.press('ArrowDown');
    expect(await selected(options.first())).toBe('true');
    const planResult = dialog
      .getByRole('group', { name: 'Documents' })
      .getByRole('option')
      .filter({ hasText: 'Business Continuity Plan.pdf' })
      .first();
    for (let i = 0; i < 12 && (await selected(planResult)) !== 'true'; i++) await input.press('ArrowDown');
    expect(await selected(planResult)).toBe('true');
    expect(await dialog.getByTestId('search-count').textContent()).toMatch(/^[1-9]\d* results$/);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'search-results-1280.png'),
      animations: 'disabled',
    });
    await input.press('Enter');
    await page.getByRole('dialog', { name: 'Business Continuity Plan.pdf' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('a member asks Ask AI a question and sees the answer and its sources', async () => {
    const page = await memberPage(390);
    await page.getByRole('button', { name: 'Search content' }).click();
    const dialog = page.getByRole('dialog', { name: /^Search Acme/ });
    await dialog.getByRole('switch', { name: 'Ask AI' }).check();
    const input = dialog.getByRole('combobox', { name: 'Ask a question' });
    await input.fill('Is multi-factor authentication enforced for your employees?');
    await input.press('Enter');
    const answer = dialog.getByTestId('ai-answer');
    await answer.waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/multi-factor|MFA/i);
    await answer.getByRole('button', { name: /^Generated from \d+ sources?$/ }).click();
    const source = answer.getByRole('button', { name: /authentication|MFA/i }).first();
    await source.waitFor();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ask-ai-390.png'), animations: 'disabled' });
  });

  it('a visitor filters and pages the knowledge base, and a member sees its access filter', async () => {
    const visitor = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor.getByTestId('card-knowledge-base').getByRole('button', { name: 'View more' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Knowledge Base' });
    const rows = dialog.getByTestId('kb-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    // Visitors in public mode see neither the filters nor the access column.
    expect(await dialog.getByLabel('Access', { exact: true }).count()).toBe(0);
    const firstPage = await rows.first().textContent();
    await dialog.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rows.first().textContent()).not.toBe(firstPage);
    await dialog.getByRole('textbox', { name: 'Search the knowledge base' }).fill('penetration test');
    await expect.poll(() => rows.first().textContent()).toMatch(/penetration/i);
    await rows.first().click();
    await dialog.getByTestId('kb-details').waitFor();
    await dialog.getByRole('textbox', { name: 'Search the knowledge base' }).fill('zzqx unknowable');
    await dialog.getByText('No results match this criteria').waitFor();
    expect(await seriousViolations(visitor, OPEN_DIALOG)).toEqual([]);

    const member = await memberPage();
    await member.getByTestId('card-knowledge-base').getByRole('button', { name: 'View more' }).click();
    const memberDialog = member.getByRole('dialog', { name: 'Knowledge Base' });
    await memberDialog.getByTestId('kb-row').first().waitFor();
    // The field sits under the pills box that takes the click.
    await memberDialog.getByLabel('Access', { exact: true }).click({ force: true });
    await member.getByRole('option', { name: /^Private \(\d+\)$/ }).click();
    await member.keyboard.press('Escape');
    await expect
      .poll(async () =>
        (await memberDialog.getByTestId('kb-row').allTextContents()).every((t) => /Private/.test(t)),
      )
      .toBe(true);
    await member.screenshot({
      path: path.join(SCREENSHOTS, 'knowledge-base-member-1280.png'),
      animations: 'disabled',
    });
  });
});
