import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { mailTo, signInLinkIn } from './mailbox.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { editorPage as signedInEditor } from './staff.js';
import { leaveWelcome } from './member.js';

const env = useE2eEnvironment();

const editorPage = () => signedInEditor(env.browser, env.server.baseUrl);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });

describe('subprocessors and trusted-by companies', () => {
  it("adds a subprocessor through the picker with 'Just use' and from the list; visitors see both", async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-subprocessors');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Add subprocessor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add subprocessor' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required').waitFor();

    const company = dialog.getByRole('textbox', { name: 'Company' });
    await company.fill('Северсталь Облако');
    await page.getByRole('option', { name: 'Just use: "Северсталь Облако"' }).click();
    await dialog.getByRole('textbox', { name: 'Purpose' }).fill('Backups');
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Finland');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Subprocessor added').waitFor();
    await card.getByText('Северсталь Облако').waitFor();

    await card.getByRole('button', { name: 'Add subprocessor' }).click();
    await dialog.getByRole('textbox', { name: 'Company' }).fill('cloudfl');
    await page.getByRole('option', { name: /Cloudflare/ }).waitFor();
    await shot(page, 'subprocessor-picker-1280');
    await page.getByRole('option', { name: /Cloudflare/ }).click();
    await dialog.getByRole('textbox', { name: 'Purpose' }).fill('CDN and WAF');
    await dialog.getByRole('checkbox', { name: /Notify subscribers/ }).check();
    expect(await dialog.getByRole('textbox', { name: 'Days to object' }).inputValue()).toBe('30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Cloudflare').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'subprocessors-editor-1280');

    // Edit, then delete the typed-in one; focus returns to the page after each dialog.
    await card.getByRole('button', { name: 'Edit Cloudflare' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit subprocessor' });
    // The company's own logo replaces the catalogue mark at once.
    await editDialog.locator('input[type=file]').setInputFiles({
      name: 'cloudflare.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="30" height="30" fill="#f38020"/></svg>',
      ),
    });
    await page.getByText('Logo uploaded').waitFor();
    await editDialog.getByRole('button', { name: 'Remove logo' }).waitFor();
    await editDialog.getByRole('textbox', { name: 'Location' }).fill('Global');
    await page
      .getByRole('dialog', { name: 'Edit subprocessor' })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByText('Subprocessor updated').waitFor();
    await card.getByText('Global').waitFor();

    for (const width of [1280, 390]) {
      const visitor = await env.browser.newPage({ viewport: { width, height: 900 } });
      await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
      const table = visitor.getByTestId('card-subprocessors');
      await table.scrollIntoViewIfNeeded();
      await table.getByText('Северсталь Облако').waitFor();
      await table.getByText('Cloudflare').waitFor();
      expect(await table.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await table.getByRole('textbox', { name: 'Search subprocessors' }).fill('финл');
      await table.getByRole('textbox', { name: 'Search subprocessors' }).fill('Finland');
      await expect.poll(() => table.getByText('Cloudflare').count()).toBe(0);
      await table.getByText('Северсталь Облако').waitFor();
      await table.getByRole('textbox', { name: 'Search subprocessors' }).fill('');
      await table.scrollIntoViewIfNeeded();
      await shot(visitor, `subprocessors-visitor-${width}`);
      expect(await seriousViolations(visitor, '[data-testid="card-subprocessors"]')).toEqual([]);
      await visitor.close();
    }

    await card.getByRole('button', { name: 'Delete Северсталь Облако' }).click();
    await page
      .getByRole('dialog', { name: 'Delete subprocessor' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Subprocessor removed').waitFor();
    await expect.poll(() => card.getByText('Северсталь Облако').count()).toBe(0);
    await card.getByRole('button', { name: 'Download or history of subprocessors' }).click();
    await page.getByRole('menuitem', { name: 'History of changes' }).click();
    const history = page.getByRole('dialog', { name: 'History of changes' });
    await history.getByText('Removed').waitFor();
    await history.getByText('Северсталь Облако').first().waitFor();
    await history.getByText(/^Objections until /).waitFor();

    // A customer objects to the announced change; the editor reads the objection.
    const member = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await member.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await member.getByLabel('Work email').fill('alice@globex.example');
    await member.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await member.getByTestId('access-feedback-linkSent').waitFor();
    await member.goto(
      signInLinkIn((await mailTo(env.server.baseUrl, 'alice@globex.example', 'sign-in link')).text),
      {
        waitUntil: 'networkidle',
      },
    );
    await leaveWelcome(member);
    await expect.poll(() => member.getByTestId('welcome-modal').count()).toBe(0);
    const memberCard = member.getByTestId('card-subprocessors');
    await memberCard.scrollIntoViewIfNeeded();
    await memberCard.getByRole('button', { name: 'Download or history of subprocessors' }).click();
    await member.getByRole('menuitem', { name: 'History of changes' }).click();
    const memberHistory = member.getByRole('dialog', { name: 'History of changes' });
    await memberHistory.getByRole('button', { name: 'Object' }).click();
    await memberHistory
      .getByRole('textbox', { name: 'Why do you object to Cloudflare?' })
      .fill('Не согласны: data leaves the EU');
    await memberHistory.getByRole('button', { name: 'Send objection' }).click();
    await member.getByText('Your objection has been recorded.').waitFor();
    await memberHistory.getByText('You objected').waitFor();
    expect(await seriousViolations(member, '[role="dialog"]')).toEqual([]);
    await shot(member, 'subprocessor-objection-1280');
    await member.context().close();

    await page.reload({ waitUntil: 'networkidle' });
    await card.getByRole('button', { name: 'Download or history of subprocessors' }).click();
    await page.getByRole('menuitem', { name: 'History of changes' }).click();
    await page.getByRole('dialog', { name: 'History of changes' }).getByText('1 objection').waitFor();
    await page
      .getByRole('dialog', { name: 'History of changes' })
      .getByText(/Не согласны: data leaves the EU/)
      .waitFor();
    await page.context().close();
  });

  it('edits the trusted-by companies: adds from the list and by name, reorders and removes', async () => {
    const page = await editorPage();
    const card = page.getByTestId('card-trusted-by');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Edit companies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trusted by' });
    await dialog.getByRole('textbox', { name: 'Add a company' }).fill('shopify');
    await page.getByRole('option', { name: /Shopify/ }).click();
    await dialog.getByRole('textbox', { name: 'Add a company' }).fill('東京テック');
    await page.getByRole('option', { name: 'Just use: "東京テック"' }).click();
    await dialog.getByRole('textbox', { name: 'Link for 東京テック (optional)' }).fill('not a link');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid URL.').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Link for 東京テック (optional)' })
      .fill('https://tokyo-tech.example');
    await dialog.getByRole('button', { name: 'Move 東京テック up' }).click();
    await dialog.getByRole('button', { name: 'Remove Globex' }).click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'trusted-by-editor-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Companies updated').waitFor();

    const visitor = await env.browser.newPage({ viewport: { width: 390, height: 900 } });
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const trusted = visitor.getByTestId('card-trusted-by');
    await trusted.scrollIntoViewIfNeeded();
    // Seven companies: the card starts collapsed to five stacked logos and '+2'.
    await trusted.getByText('+2').waitFor();
    await trusted.getByRole('button', { name: 'View all 7 companies' }).click();
    await trusted.getByText('Shopify').waitFor();
    const names = await trusted.locator('p').allTextContents();
    expect(names).not.toContain('Globex');
    expect(names.slice(-2)).toEqual(['東京テック', 'Shopify']);
    await shot(visitor, 'trusted-by-visitor-390');
    await visitor.close();
    await page.context().close();
  });
});
