import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { mailTo, signInLinkIn } from './mailbox.js';
import { leaveWelcome } from './member.js';

const env = useE2eEnvironment();

/** Alice of Globex, signed in once through the emailed link (a link works once). */
let alice: Promise<Page> | null = null;
async function aliceSignedIn(): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.baseUrl });
  const page = await context.newPage();
  await page.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
  await page.getByLabel('Work email').fill('alice@globex.example');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByTestId('access-feedback-linkSent').waitFor();
  const mail = await mailTo(env.server.baseUrl, 'alice@globex.example', 'sign-in link');
  await page.goto(signInLinkIn(mail.text), { waitUntil: 'networkidle' });
  await leaveWelcome(page);
  return page;
}
async function aliceOn(url: string): Promise<Page> {
  alice ??= aliceSignedIn();
  const page = await alice;
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

describe('comments on items', () => {
  it('a member asks about an item, staff answer in the app, and the member reads the answer', async () => {
    const base = env.server.baseUrl;
    const question = 'Does the GDPR work cover our EU subprocessors? Вопрос о DPA 🇪🇺';
    // The item opened from a link shows its conversation at once.
    const alice = await aliceOn(`${base}/acme?itemName=gdpr`);
    const thread = alice.getByRole('dialog').getByTestId('comment-thread');
    await thread.getByText('Type below to start a conversation').waitFor();
    const box = thread.getByRole('textbox', { name: 'Comments on GDPR' });
    await box.fill(`  ${question}  `);
    // Listened for before sending: on a quick machine the thread is read again before a later
    // listener would be in place.
    const reread = alice.waitForResponse((r) => r.url().includes('/comments?') && r.status() === 200);
    await thread.getByRole('button', { name: 'Send' }).click();
    // Optimistic: shown and the box cleared before the server answers; still there after it does.
    await thread.getByTestId('comment').filter({ hasText: question }).waitFor();
    expect(await box.inputValue()).toBe('');
    await reread;
    expect(await thread.getByTestId('comment').first().getAttribute('data-outgoing')).toBe('true');
    expect(await thread.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await seriousViolations(alice, '[role="dialog"]')).toEqual([]);

    const notice = await mailTo(base, 'support@acme.example', 'New comment');
    expect(notice.subject).toBe('New comment from Globex on GDPR');
    const answerLink = notice.text.match(/https?:\/\/\S+\/app\/comments\?thread=[\w-]+/)![0];

    // Staff follow the mail's link: the thread opens, marked unread in the list until opened.
    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(answerLink, { waitUntil: 'networkidle' });
    await staff.waitForURL(/\/sign-in/);
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.waitForURL(/\/app\/comments\?thread=/);
    const panel = staff.getByTestId('comment-thread-panel');
    await panel.getByText(question).waitFor();
    expect(await panel.getByTestId('comment').first().getAttribute('data-outgoing')).toBeNull();
    const row = staff.getByTestId('comment-thread-row').filter({ hasText: 'Globex · GDPR' });
    await row.waitFor();
    await expect.poll(() => row.getByText('New').count()).toBe(0);
    const answer = 'Yes: every EU subprocessor signs our DPA. 是的。';
    await panel.getByRole('textbox').fill(answer);
    await panel.getByRole('textbox').press('Control+Enter');
    await panel.getByTestId('comment').filter({ hasText: answer }).waitFor();
    expect(await panel.getByTestId('comment').last().getAttribute('data-outgoing')).toBe('true');
    await row.getByText(`Maya Chen: ${answer}`).waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-comments-1280.png'), fullPage: true });

    // The member is mailed a link back to the item, where the answer waits.
    const reply = await mailTo(base, 'alice@globex.example', 'answered your comment');
    const itemLink = reply.text.match(/https?:\/\/\S+\?itemUid=[\w-]+/)![0];
    await alice.goto(itemLink, { waitUntil: 'networkidle' });
    const again = alice.getByRole('dialog').getByTestId('comment-thread');
    await again.getByText(answer).waitFor();
    expect(await again.getByTestId('comment').last().getAttribute('data-outgoing')).toBeNull();
    await alice.screenshot({ path: path.join(SCREENSHOTS, 'member-comments-1280.png') });

    // On a phone the staff list and the conversation take turns.
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByRole('button', { name: 'All conversations' }).click();
    await row.waitFor();
    expect(await panel.count()).toBe(0);
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-comments-390.png'), fullPage: true });
  });
});

describe('TPRM tools', () => {
  it('a member hands a one-time token to a TPRM tool, which reads the trust data once', async () => {
    const base = env.server.baseUrl;
    const alice = await aliceOn(`${base}/acme`);
    await alice.getByTestId('account-menu').click();
    await alice.getByRole('menuitem', { name: 'Send to a TPRM tool' }).click();
    const dialog = alice.getByRole('dialog', { name: 'Send data to a TPRM tool' });
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Assurance Hub' }).check();
    await next.click();
    const shown = dialog.getByTestId('tprm-token');
    await shown.waitFor();
    // Back chooses again; the second Next issues another token.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('radio', { name: 'Vendor Risk Cloud' }).check();
    await next.click();
    await shown.waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    const token = await alice.evaluate('navigator.clipboard.readText()');
    expect(token).toBe((await shown.textContent())?.trim());
    expect(await seriousViolations(alice, '[role="dialog"]')).toEqual([]);
    await alice.screenshot({ path: path.join(SCREENSHOTS, 'tprm-token-1280.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The tool, as an HTTP client of its own: one read, then the token is spent.
    const read = await fetch(`${base}/api/partner/v1/trust-data`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    const data = (await read.json()) as { account: { name: string }; partner: { name: string } };
    expect(data).toMatchObject({ account: { name: 'Globex' }, partner: { name: 'Vendor Risk Cloud' } });
    const again = await fetch(`${base}/api/partner/v1/trust-data`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(401);
  });

  it('staff add and remove TPRM tools in Settings', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${env.server.baseUrl}/app/settings/partners`, { waitUntil: 'networkidle' });
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').fill('admin@acme.example');
    await page.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/settings\/partners/);
    const table = page.getByTestId('partners-table');
    await table.getByText('Vendor Risk Cloud').waitFor();
    await page.getByRole('textbox', { name: 'Tool' }).fill('Риск-Контроль 風險');
    await page.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
    await page.getByRole('button', { name: 'Add tool' }).click();
    await page.getByText('Enter a domain such as example.com').waitFor();
    await page.getByRole('textbox', { name: 'Domain' }).fill('risk-control.example');
    await page.getByRole('button', { name: 'Add tool' }).click();
    await table.getByText('Риск-Контроль 風險').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove Риск-Контроль 風險' }).click();
    await table.getByText('Риск-Контроль 風險').waitFor({ state: 'detached' });
  });
});
