import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { mailTo } from './mailbox.js';
import { generate } from 'otplib';

const env = useE2eEnvironment({ SEED_DEMO: 'false' });
const ADMIN = {
  name: 'Bill Lumbergh',
  email: 'bill@initech.example',
  password: 'Quiet-Harbour-Lantern-2026',
};
const EDITOR = {
  email: 'milton@initech.example',
  name: 'Milton Waddams',
  password: 'Red-Stapler-Basement-1999',
};
// A one-pixel PNG: the logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function accessible(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

describe('your own trust centre, from an empty database', () => {
  it('sets up Initech, brands it, publishes the NDA and brings an editor in; visitors see the brand', async () => {
    const link = /https?:\/\/\S+\/setup\?token=[\w-]+/.exec(env.server.output())?.[0];
    expect(link, env.server.output()).toBeTruthy();

    // 1. The setup link: the organisation and its first administrator.
    const page = await newPage(env.browser);
    await page.goto(link!, { waitUntil: 'networkidle' });
    await page.getByLabel('Organisation name').fill('Initech');
    expect(await page.getByLabel('Address').inputValue()).toBe('initech');
    await page.getByLabel('Your name').fill(ADMIN.name);
    await page.getByLabel('Work email').fill(ADMIN.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('initech');
    await page.getByText(/Very weak|Weak/).waitFor();
    await accessible(page, 'setup');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create trust centre' }).click();
    await page.waitForURL(/\/app\/get-started/);
    await page.getByText('Add your brand').waitFor();
    await accessible(page, 'get-started');

    // 2. Brand: a logo and a colour.
    await page.getByRole('link', { name: 'Add your brand' }).click();
    await page.getByRole('tab', { name: 'Brand' }).waitFor();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Logo uploaded').waitFor();
    await page.getByLabel('Brand colour').fill('#7048e8');
    await page.getByLabel('Portal title').fill('Trust Portal');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Brand saved').waitFor();
    await accessible(page, 'settings-brand');

    // A custom domain: the records to create, and no portal there until DNS has them.
    await page.getByRole('tab', { name: 'Domains' }).click();
    await page.getByLabel('Custom domain').fill('trust.initech.example');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByText('_trust-verification.trust.initech.example').waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/The TXT record was not found yet/).waitFor();
    await accessible(page, 'settings-domains');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500); // the navigation drawer slides away
    await page.screenshot({ path: path.join(SCREENSHOTS, 'settings-domains-mobile.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // 3. The NDA.
    await page.getByRole('tab', { name: 'NDA' }).click();
    await page.getByText('On', { exact: true }).click();
    await page.getByLabel('Agreement text').fill('Initech information stays confidential. 機密 · سري');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('NDA saved').waitFor();

    // 4. The team: an editor invited by email sets a password and edits a card.
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByLabel('Email').fill(EDITOR.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${EDITOR.email}`).waitFor();
    await page
      .getByRole('cell', { name: EDITOR.email.split('@')[0] })
      .first()
      .waitFor();
    await accessible(page, 'team');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500); // the navigation drawer slides away
    await page.screenshot({ path: path.join(SCREENSHOTS, 'team-mobile.png'), fullPage: true });
    await page.goto(`${env.server.baseUrl}/app/settings/brand`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'settings-brand-mobile.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const mail = await mailTo(env.server.baseUrl, EDITOR.email, 'invited');
    const setPassword = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail.text)![0];
    const editor = await newPage(env.browser, 390);
    await editor.goto(setPassword, { waitUntil: 'networkidle' });
    await editor.getByText('You are joining the Initech Trust Center').waitFor();
    await editor.getByLabel('Your name').fill(EDITOR.name);
    await editor
      .getByLabel(/^Password/)
      .first()
      .fill(EDITOR.password);
    await accessible(editor, 'set-password-mobile');
    await editor.getByRole('button', { name: 'Save password and sign in' }).click();
    await editor.waitForURL(/\/app\//);
    await editor.setViewportSize({ width: 1280, height: 900 });
    await editor.goto(`${env.server.baseUrl}/initech`, { waitUntil: 'networkidle' });
    await editor.getByTestId('card-policies').getByRole('button', { name: 'Actions for Policies' }).click();
    await editor.getByRole('menuitem', { name: 'Hide card' }).click();
    await editor.getByText('Card hidden in Trust Center').waitFor();

    // 5. A visitor: Initech's name, title, colour and logo.
    const visitor = await newPage(env.browser);
    await visitor.goto(`${env.server.baseUrl}/initech`, { waitUntil: 'networkidle' });
    expect(await visitor.title()).toBe('Initech Trust Portal');
    const logo = visitor.locator('header img').first();
    expect(await logo.getAttribute('src')).toContain('/assets/');
    const color = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    expect(color.toLowerCase()).toContain('#7048e8');
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'initech-portal.png'), fullPage: true });
  });

  // Runs after the setup above, with its administrator.
  it('resets a forgotten password through the mailed link, then turns on two-factor sign-in', async () => {
    const page = await newPage(env.browser, 390);
    await page.goto(`${env.server.baseUrl}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an Email field too: fill only once the reset page has replaced it.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('a link to reset the password is on its way').waitFor();
    await accessible(page, 'forgot-password-mobile');
    const mail = await mailTo(env.server.baseUrl, ADMIN.email, 'Reset your Beacon Trust password');
    await page.goto(/https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail.text)![0], {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const fresh = 'Stapler-Memo-Friday-4077';
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(fresh);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL(/\/app\//);

    // 'Your account' signs out of the session another device opened.
    const elsewhere = await fetch(`${env.server.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.server.baseUrl },
      body: JSON.stringify({ email: ADMIN.email, password: fresh }),
    });
    expect(elsewhere.status).toBe(204);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${env.server.baseUrl}/app/account`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await page.getByText(/^Signed out of \d+ other sessions?$/).waitFor();
    await page.getByRole('button', { name: 'Sign out of other sessions' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-page').getByRole('row').count()).toBe(1);
    const other = String(elsewhere.headers.get('set-cookie')).split(';')[0]!;
    const me = await fetch(`${env.server.baseUrl}/api/auth/me`, { headers: { cookie: other } });
    expect((await me.json()).staff).toBeNull();

    // Two-factor sign-in from 'Your account'.
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().textContent())!.trim();
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await accessible(page, 'account-recovery-codes');
    await page.getByRole('button', { name: 'I saved them' }).click();
    await page.getByText(/^On\. 10 recovery codes left/).waitFor();

    // Signing in again asks for the code.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(fresh);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/app\//);
  });
});
