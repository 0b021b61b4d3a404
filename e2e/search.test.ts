import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@trust/shared';
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

/**
 * The knowledge base's pager shows without scrolling the dialog: the table, whose height follows
 * the window, gives way to the filters above it.
 */
async function expectPagerInView(page: Page, dialog: Locator) {
  const pager = (await dialog.getByLabel('Knowledge base pages').boundingBox())!;
  expect(pager.y + pager.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/**
 * Ctrl+K until the search dialog shows: the shortcut listens only once the server-painted page has
 * hydrated, and a press before that does nothing, as it would for a person (who presses again).
 */
async function openSearch(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: /^Search Acme/ });
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
        return dialog.isVisible();
      },
      { interval: 500 },
    )
    .toBe(true);
  return dialog;
}

const selected = (option: Locator) => option.getAttribute('aria-selected');

describe('search, Ask AI and the knowledge base', () => {
  it('a member opens a document from search with Ctrl+K, the arrow keys and Enter', async () => {
    const page = await memberPage();
    const dialog = await openSearch(page);
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
    // A question found by its words shows them marked in its title too.
    const faqTitle = dialog
      .getByRole('group', { name: 'FAQs' })
      .getByRole('option')
      .first()
      .locator('p')
      .first();
    expect(await faqTitle.locator('mark').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'search-results-1280.png'),
      animations: 'disabled',
    });
    await input.press('Enter');
    await page.getByRole('dialog', { name: 'Business Continuity Plan.pdf' }).waitFor();
    expect(await dialog.count()).toBe(0);
  });

  it('keeps what a visitor types straight after Ctrl+K, before the dialog has loaded and taken the focus', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: /^Search Acme/ });
    // As a person does: the shortcut and the words at once (again if the page had not hydrated).
    await expect
      .poll(
        async () => {
          if (!(await dialog.isVisible())) {
            await page.keyboard.press('Control+k');
            await page.keyboard.type('encryption');
          }
          return dialog.isVisible();
        },
        { interval: 500 },
      )
      .toBe(true);
    expect(await dialog.getByRole('combobox').inputValue()).toBe('encryption');
    await dialog.getByRole('option').first().waitFor();
    await page.close();
  });

  it("reads a visitor's typo as the word meant, in the browser's own search", async () => {
    const visitor = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const dialog = await openSearch(visitor);
    const input = dialog.getByRole('combobox');
    // 'pentest' with two letters swapped, and 'GDPR' likewise: fuse.js alone finds neither.
    await input.fill('pentset');
    await expect
      .poll(() => dialog.getByRole('option').first().textContent())
      .toMatch(/^Penetration Test Summary/);
    await input.fill('gpdr');
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toMatch(/^GDPR/);
    await visitor.close();
  });

  it("opens over a card's drawer being read, and the chosen item opens in the drawer", async () => {
    const visitor = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor.getByText('Data Processing Agreement').first().click();
    const legal = visitor.getByRole('dialog', { name: 'Legal' });
    await legal.waitFor();
    const dialog = await openSearch(visitor);
    const input = dialog.getByRole('combobox');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('backup');
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toMatch(/^Backups/);
    await input.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await visitor
      .getByRole('dialog', { name: 'Data Security' })
      .getByText('Encrypted backups are taken')
      .waitFor();
    expect(await legal.count()).toBe(0);
    await visitor.close();
  });

  it('a member asks Ask AI a question and sees the answer and its sources', async () => {
    const page = await memberPage(390);
    await page.getByRole('button', { name: 'Search content' }).click();
    const dialog = page.getByRole('dialog', { name: /^Search Acme/ });
    await dialog.getByRole('switch', { name: 'Ask AI' }).check();
    // A question being written is not searched as it is typed (nor logged for staff as a search).
    const searches: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.endsWith('/search')) searches.push(request.url());
    };
    page.on('request', onRequest);
    const input = dialog.getByRole('combobox', { name: 'Ask a question' });
    await input.fill('Is multi-factor authentication enforced for your employees?');
    await page.waitForTimeout(SEARCH_LIMITS.semanticDebounceMs + 300);
    await input.press('Enter');
    const answer = dialog.getByTestId('ai-answer');
    await answer.waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/multi-factor|MFA/i);
    page.off('request', onRequest);
    expect(searches).toEqual([]);
    await answer.getByRole('button', { name: /^Generated from \d+ sources?$/ }).click();
    const source = answer.getByRole('button', { name: /authentication|MFA/i }).first();
    await source.waitFor();
    // The member says whether it helped (staff see it in Questions asked); the focus stays put.
    const notHelpful = answer.getByRole('button', { name: SEARCH_MESSAGES.feedbackUnhelpful });
    await notHelpful.click();
    await answer.getByText(SEARCH_MESSAGES.feedbackThanks).waitFor();
    expect(await notHelpful.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(SEARCH_MESSAGES.feedbackUnhelpful);
    // The answer and its sources' long titles fit the phone's width.
    const box = (await answer.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Full screen on a phone: the count sits at the foot of the screen, not under the short answer.
    const footer = (await dialog.getByTestId('search-count').boundingBox())!;
    expect(footer.y + footer.height).toBeGreaterThan(page.viewportSize()!.height - 24);
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
    await expectPagerInView(visitor, dialog);
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
    await expectPagerInView(member, memberDialog);
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

    // On a phone the filters share rows two by two, leaving the table the screen.
    const phone = await memberPage(390);
    await phone.getByTestId('card-knowledge-base').getByRole('button', { name: 'View more' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Knowledge Base' });
    await phoneDialog.getByTestId('kb-row').first().waitFor();
    const boxOf = async (label: string) =>
      (await phoneDialog.getByText(label, { exact: true }).boundingBox())!;
    const accessBox = await boxOf('Access');
    const productsBox = await boxOf('Products');
    expect(productsBox.y).toBe(accessBox.y);
    expect(productsBox.x).toBeGreaterThan(accessBox.x + accessBox.width);
    await phone.screenshot({
      path: path.join(SCREENSHOTS, 'knowledge-base-member-390.png'),
      animations: 'disabled',
    });
  });
});

describe('staff curating the knowledge base', () => {
  it('adds, imports and exports entries, and answers a question visitors asked', async () => {
    const base = env.server.baseUrl;
    // A visitor's search that finds only what mentions one of its words ('keys' in Encryption at
    // Rest): shown, but staff see it among the questions without an answer.
    const visitor = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${base}/acme`, { waitUntil: 'networkidle' });
    const search = await openSearch(visitor);
    await search.getByRole('combobox', { name: 'Search items' }).fill('FedRAMP Moderate');
    await search.getByText('No results found').waitFor();
    await search.getByText('Try using a different search term.').waitFor();
    const logged = visitor.waitForResponse(
      (r) =>
        r.url().endsWith('/api/share/acme/search/log') &&
        r.request().postDataJSON().query.term === 'quantum key distribution',
    );
    await search.getByRole('combobox', { name: 'Search items' }).fill('quantum key distribution');
    await search.getByRole('option', { name: /Encryption at Rest/ }).waitFor();
    const log = await logged;
    expect(log.status()).toBe(204);
    expect(log.request().postDataJSON()).toMatchObject({ answered: false });

    const context = await env.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${base}/app/knowledge-base`, { waitUntil: 'networkidle' });
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').fill('admin@acme.example');
    await page.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/knowledge-base/);
    const rows = page.getByTestId('kb-entry-row');
    await rows.first().waitFor();
    expect(await page.getByText(/^\d+ entries$/).textContent()).toMatch(/^(9\d|\d{3}) entries$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-knowledge-base-1280.png'), fullPage: true });

    // The demo's stale answer from an old questionnaire and the current one flag each other.
    await page.getByText('Needs review (2)').click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('Needs review: a similar question has a different answer'),
      expect.stringContaining('Saved from “Globex security questionnaire 2024”'),
    ]);
    await page.getByText('All entries').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(2);

    // Searched as visitors' search reads it: a typo read as the word meant, and said so, the
    // words that matched marked.
    const searchBox = page.getByRole('textbox', { name: 'Search entries' });
    await searchBox.fill('pentset');
    await page.getByRole('status').filter({ hasText: 'Showing entries for “pentest”' }).waitFor();
    await expect.poll(() => rows.first().locator('mark').first().textContent()).toBe('penetration');
    expect(await seriousViolations(page)).toEqual([]);
    await searchBox.fill('');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);

    // Writing a question shows the entries that may already answer it, in other words too.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const draft = page.getByRole('dialog', { name: 'New entry' });
    await draft.getByLabel('Question').fill('Can customers turn on 2FA for their workspace?');
    const similar = draft.getByTestId('similar-entries');
    await similar.getByText('Do you support multi-factor authentication for customers?').waitFor();
    expect(await similar.locator('mark').first().textContent()).toBe('multi-factor');
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await draft.getByRole('button', { name: 'Cancel' }).click();
    await draft.waitFor({ state: 'hidden' });

    // Write one entry by hand, in Cyrillic with an emoji.
    const question = 'Принимаете ли вы отчёты об уязвимостях? 🐞';
    await page.getByRole('button', { name: 'Add entry' }).click();
    const editor = page.getByRole('dialog', { name: 'New entry' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Enter the question').waitFor();
    await editor.getByLabel('Question').fill(question);
    await editor.getByLabel('Answer').fill('Да: security@acme.example, ответ в течение одного рабочего дня.');
    await editor.getByText('Private', { exact: true }).click();
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add entry');
    await page.getByRole('textbox', { name: 'Search entries' }).fill('уязвимостях');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Private');

    // CSV import: a bad row stops everything, with its line named; the fixed file goes in whole.
    const csv = (rows: string[]) => ({
      name: 'answers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['question,answer,access_level', ...rows].join('\n')),
    });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import entries from CSV' });
    await importer
      .locator('input[type=file]')
      .setInputFiles(
        csv(['Do you sign BAAs?,"Yes, for Enterprise.",private', 'Is there a status page?,,public']),
      );
    await importer
      .getByText('Fix the rows marked below and choose the file again. Nothing has been imported.')
      .waitFor();
    await importer.getByText('Enter the answer').waitFor();
    expect(await importer.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    // A long file in a short window: the preview gives way, and the dialog's buttons stay in view.
    await page.setViewportSize({ width: 1280, height: 600 });
    const many = Array.from({ length: 30 }, (_, i) => `Question ${i}?,${i % 7 ? `Answer ${i}` : ''},public`);
    await importer.locator('input[type=file]').setInputFiles(csv(many));
    await importer.getByText('5 with errors').waitFor();
    const importButton = (await importer.getByRole('button', { name: 'Import', exact: true }).boundingBox())!;
    expect(importButton.y + importButton.height).toBeLessThanOrEqual(600);
    await page.setViewportSize({ width: 1280, height: 900 });
    await importer
      .locator('input[type=file]')
      .setInputFiles(
        csv([
          'Do you sign BAAs?,"Yes, for Enterprise.",private',
          'Is there a status page?,status.acme.example,public',
        ]),
      );
    expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-kb-import-1280.png') });
    await importer.getByRole('button', { name: 'Import 2 entries' }).click();
    await page.getByText('2 entries imported').waitFor();

    // Export what the filter selects: the file the import reads.
    await page.getByRole('textbox', { name: 'Search entries' }).fill('BAAs');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Do you sign BAAs?')]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const exported = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(exported).toContain('question,answer,comment,access_level');
    expect(exported).toContain('Do you sign BAAs?,"Yes, for Enterprise.",,private');
    // On a phone each entry is one row, its access, products, date and actions under its answer.
    await page.setViewportSize({ width: 390, height: 844 });
    const entries = page.getByRole('region', { name: 'Entries' });
    await expect
      .poll(() => entries.evaluate((region) => region.scrollWidth - region.clientWidth))
      .toBeLessThanOrEqual(0);
    await rows
      .first()
      .getByText(/^Every product · /)
      .waitFor();
    const edit = rows.first().getByRole('button', { name: 'Edit “Do you sign BAAs?”' });
    expect((await edit.boundingBox())!.x).toBeLessThan(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-knowledge-base-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Entries chosen on the list get one access level at once.
    await rows.first().getByRole('checkbox', { name: 'Select “Do you sign BAAs?”' }).check();
    await page.getByRole('status').filter({ hasText: '1 entry selected' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set access' }).click();
    await page.getByRole('menuitem', { name: 'Internal' }).click();
    await page.getByText('1 entry made Internal').waitFor();
    await expect.poll(() => rows.first().textContent()).toContain('Internal');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Select every entry on this page');

    // Questions asked: the visitor's unanswered search, turned into an entry.
    await page.getByRole('link', { name: 'Questions asked' }).click();
    const addIt = page.getByRole('button', { name: 'Add to knowledge base: “quantum key distribution”' });
    await addIt.first().click();
    const answerer = page.getByRole('dialog', { name: 'Add to knowledge base' });
    expect(await answerer.getByLabel('Question').inputValue()).toBe('quantum key distribution');
    await answerer.getByLabel('Answer').fill('Not today; we follow NIST post-quantum guidance.');
    await answerer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Entry added to the knowledge base').waitFor();
    await expect.poll(() => addIt.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-questions-1280.png'), fullPage: true });
    // By question (the default) a question asked again is one row; every asking lists them all.
    const questionRows = page.getByTestId('asked-question-row');
    const byQuestion = await questionRows.count();
    await page.getByText('Every asking', { exact: true }).click();
    await page.getByText(/^\d+ askings?$/).waitFor();
    await expect.poll(() => questionRows.count()).toBeGreaterThan(byQuestion);
    await page.getByText('By question', { exact: true }).click();
    await page.getByText(/^\d+ questions?$/).waitFor();
    // One question however worded: the demo's TISAX question was asked two ways.
    await page.getByText('Also asked as “TISAX certified?”').waitFor();
    // The member's rating of Ask AI's answer (in the test above) is there, among the gaps.
    await page
      .getByTestId('asked-question-row')
      .filter({ hasText: 'Is multi-factor authentication enforced for your employees?' })
      .getByText('Marked not helpful once')
      .filter({ visible: true })
      .waitFor();
    const markedBadge = page.getByText(/^\d+ marked not helpful$/);
    await markedBadge.waitFor();
    const markedBefore = Number.parseInt((await markedBadge.textContent())!, 10);
    // The entry that answered it opens from the row to be corrected, which closes the gap; focus
    // returns to its link.
    const ratedRow = page
      .getByTestId('asked-question-row')
      .filter({ hasText: 'Is multi-factor authentication enforced for your employees?' });
    const source = ratedRow
      .getByRole('button', { name: /^Edit entry “/ })
      .filter({ visible: true })
      .first();
    await source.click();
    const corrector = page.getByRole('dialog', { name: 'Edit entry' });
    const answer = corrector.getByLabel('Answer');
    expect(await answer.inputValue()).toContain('MFA');
    await answer.fill(`${await answer.inputValue()} Проверено: 2026 ✅`);
    await corrector.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Entry saved').waitFor();
    await corrector.waitFor({ state: 'hidden' });
    await expect.poll(() => source.evaluate((link) => link === document.activeElement)).toBe(true);
    await ratedRow.getByText('In knowledge base').filter({ visible: true }).waitFor();
    const markedNow = async () => Number.parseInt((await markedBadge.textContent())!, 10);
    await expect.poll(markedNow).toBe(markedBefore - 1);
    // A question not worth an entry is dismissed, found under Dismissed, and restored.
    const dismiss = questionRows.first().getByRole('button', { name: /^Dismiss “/ });
    const term = /^Dismiss “(.*)”$/.exec((await dismiss.getAttribute('aria-label'))!)![1]!;
    await dismiss.click();
    await page.getByText('Question dismissed').waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Dismiss “${term}”` }).count()).toBe(0);
    await page.getByText('Dismissed', { exact: true }).click();
    const restore = page.getByRole('button', { name: `Restore “${term}”` });
    await restore.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await restore.click();
    await page.getByText('Question restored').waitFor();
    await page.getByText('No dismissed questions.').waitFor();
    await page.getByText('Open', { exact: true }).click();
    await page.getByRole('button', { name: `Dismiss “${term}”` }).waitFor();
    // The view exports as CSV, in the page's words.
    const questionsDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const questionsCsv = (await import('node:fs')).readFileSync(
      await (await questionsDownload).path(),
      'utf8',
    );
    expect(questionsCsv).toContain('Question,Also asked as,Mode,Asked by,Times asked,Found,Ratings');
    expect(questionsCsv).toMatch(/quantum key distribution,,Search,[^\n]*,In knowledge base/);
    // On a phone each question is one row, read without scrolling sideways: its details under it.
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.getByRole('region', { name: 'Questions asked' });
    await expect
      .poll(() => table.evaluate((region) => region.scrollWidth - region.clientWidth))
      .toBeLessThanOrEqual(0);
    await page
      .getByText(/^Search · Visitor · /)
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'staff-questions-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Generative AI settings: on for Acme's plan.
    await page.goto(`${base}/app/settings/ai`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('switch', { name: 'Trust Center AI' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
