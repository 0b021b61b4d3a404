import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The mail the app sent to `to`, from the dev mailbox, once delivered. */
async function mailTo(to: string, subjectPart: string) {
  for (let i = 0; i < 100; i++) {
    const { emails } = (await (await fetch(`${server.baseUrl}/dev/mailbox.json`)).json()) as { emails: { to: string; subject: string; text: string; status: string }[] };
    const mail = emails.find((m) => m.to === to && m.subject.includes(subjectPart) && m.status === 'sent');
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to}`);
}

async function fillRequest(page: Page, email: string) {
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company name').fill('Hooli');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByTestId('access-modal').getByRole('button', { name: 'Request access' }).click();
}

describe('getting access', () => {
  it('request access, staff approve, the emailed link signs the member in and restricted documents open', async () => {
    const email = 'erin@hooli.example';
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor.getByTestId('security-review-banner').getByRole('button', { name: 'Request access' }).click();
    await fillRequest(visitor, email);
    await visitor.getByTestId('access-feedback-sent').waitFor();
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'access-request-sent-1280.png') });

    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${server.baseUrl}/app/requests`, { waitUntil: 'networkidle' });
    await staff.waitForURL(/\/sign-in/);
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const row = staff.getByTestId(`request-${email}`);
    await row.waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-requests-1280.png') });
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.count()).toBe(0);

    const mail = await mailTo(email, 'approved');
    const link = mail.text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0];
    await visitor.goto(link, { waitUntil: 'networkidle' });
    expect(new URL(visitor.url()).searchParams.get('accountId')).toMatch(/^[0-9a-f-]{36}$/);
    await visitor.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();
    await visitor.getByTestId('account-menu').click();
    expect(await visitor.getByText("Hooli's Review of Acme Cloud").isVisible()).toBe(true);
    expect(await visitor.getByText('Gained access to Trust Center').isVisible()).toBe(true);
    await visitor.keyboard.press('Escape');
    // The SOC 2 report is in the default profile: unlocked now, with its file named.
    const tile = visitor.getByTestId('featured-documents').getByTestId('document-tile').filter({ hasText: 'SOC 2 Type II Report' });
    expect(await tile.getByRole('button', { name: 'Request access' }).count()).toBe(0);
    await tile.getByRole('button', { name: /Open SOC 2 Type II Report/ }).click();
    const focused = visitor.locator('[data-focused]');
    await focused.waitFor();
    await focused.getByText('Hide details...').waitFor();
    expect(await focused.getByText('Acme Cloud SOC 2 Type II 2026.pdf').isVisible()).toBe(true);
    expect(await focused.getByLabel('Locked document').count()).toBe(0);
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'member-unlocked-1280.png') });
  });

  it('refuses a free-mail address and declines a blocked domain', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.baseUrl}/acme?requestAccess=true`, { waitUntil: 'networkidle' });
    await fillRequest(page, 'erin@gmail.com');
    await page.getByText('Please use your work email.').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'access-free-mail-390.png') });
    await page.getByLabel('Work email').fill('spy@competitor.example');
    await page.getByTestId('access-modal').getByRole('button', { name: 'Request access' }).click();
    await page.getByTestId('access-feedback-declined').waitFor();
  });

  it('signs a known member in from the login tab by email link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in-button').click();
    await page.getByLabel('Work email').fill('alice@globex.example');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByTestId('access-feedback-linkSent').waitFor();
    const link = (await mailTo('alice@globex.example', 'sign-in link')).text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0];
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByTestId('account-menu').waitFor();
    // A used link sends you back to the login tab with a notice.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('This sign-in link has expired or was already used.', { exact: false }).waitFor();
  });
});
