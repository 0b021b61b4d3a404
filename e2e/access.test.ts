import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import * as mailbox from './mailbox.js';
import { leaveWelcome } from './member.js';
import { editorPage } from './staff.js';

const env = useE2eEnvironment();

const mailTo = (to: string, subjectPart: string) => mailbox.mailTo(env.server.baseUrl, to, subjectPart);

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
    const visitor = await (
      await env.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor
      .getByTestId('security-review-banner')
      .getByRole('button', { name: 'Request access' })
      .click();
    await visitor.getByLabel('Reason for your request').fill('Vendor review for Hooli — 供应商审查');
    await fillRequest(visitor, email);
    await visitor.getByTestId('access-feedback-sent').waitFor();
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'access-request-sent-1280.png') });
    await mailTo(email, 'We received your request');
    // Back later: the portal remembers the waiting request instead of offering the form again.
    await visitor.reload({ waitUntil: 'networkidle' });
    await visitor
      .getByTestId('security-review-banner')
      .getByRole('button', { name: 'Request access' })
      .click();
    const waiting = visitor.getByTestId('access-feedback-pending');
    await waiting.getByText(`Your request for ${email} is waiting for review`).waitFor();
    await visitor.keyboard.press('Escape');

    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${env.server.baseUrl}/app/requests`, { waitUntil: 'networkidle' });
    await staff.waitForURL(/\/sign-in/);
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const row = staff.getByTestId(`request-${email}`);
    await row.waitFor();
    await row.getByText('“Vendor review for Hooli — 供应商审查”').waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'staff-requests-1280.png') });
    // On a slow network the dialog's accounts and profiles come late: Approve waits for them
    // rather than asking for a profile the organisation has a default for.
    await staff.route('**/api/accounts', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.count()).toBe(0);
    // Requests still being held are let through before the page moves on.
    await staff.unrouteAll({ behavior: 'wait' });
    await staff.getByText(`Access approved for ${email}`).waitFor();

    const mail = await mailTo(email, 'approved');
    const link = mailbox.signInLinkIn(mail.text);
    await visitor.goto(link, { waitUntil: 'networkidle' });
    expect(new URL(visitor.url()).searchParams.get('accountId')).toMatch(/^[0-9a-f-]{36}$/);
    // One clear message: the NDA still waits, so the welcome does not promise open documents.
    const welcome = visitor.getByTestId('welcome-modal');
    await welcome
      .getByText(
        'Acme Cloud shares restricted documents once you accept the Mutual Non-Disclosure Agreement.',
      )
      .waitFor();
    expect(await visitor.getByText(/^Accept the NDA/).count()).toBe(0);
    await welcome.getByRole('button', { name: "Let's Go" }).click();
    await visitor.getByTestId('account-menu').click();
    await visitor.getByText("Hooli's Review of Acme Cloud").waitFor();
    await visitor.getByText('Gained access to Trust Center').waitFor();
    await visitor.getByText('Mutual Non-Disclosure Agreement not accepted yet').waitFor();
    await visitor.keyboard.press('Escape');
    // Acme requires its click-wrap NDA before restricted documents open: locked ones offer it, not
    // the anonymous request form.
    const featured = visitor.getByTestId('featured-documents');
    expect(await featured.getByRole('button', { name: 'Accept NDA' }).count()).toBe(1);
    expect(await featured.getByRole('button', { name: 'Request access' }).count()).toBe(0);
    await visitor.getByTestId('nda-prompt').getByRole('button', { name: 'Review and accept' }).click();
    const nda = visitor.getByTestId('nda-modal');
    expect(await nda.getByLabel('Your full name').inputValue()).toBe('Erin Tester');
    await nda.getByRole('checkbox').check();
    await visitor.waitForTimeout(600); // the dialog's fade-in, before contrast is measured
    expect(await seriousViolations(visitor, '[data-testid="nda-modal"]')).toEqual([]);
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'nda-1280.png') });
    await nda.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => visitor.getByTestId('nda-prompt').count()).toBe(0);
    await visitor.getByTestId('account-menu').click();
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('menuitem', { name: 'Download NDA' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Acme-Cloud-NDA-Erin-Tester.pdf');
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The SOC 2 report is in the default profile: unlocked now, with its file named.
    const tile = visitor
      .getByTestId('featured-documents')
      .getByTestId('document-tile')
      .filter({ hasText: 'SOC 2 Type II Report' });
    expect(await tile.getByRole('button', { name: 'Request access' }).count()).toBe(0);
    await tile.getByRole('button', { name: /Open SOC 2 Type II Report/ }).click();
    const focused = visitor.locator('[data-focused]');
    await focused.waitFor();
    await focused.getByText('Hide details...').waitFor();
    await focused.getByText('Acme Cloud SOC 2 Type II 2026.pdf').waitFor();
    expect(await focused.getByLabel('Locked document').count()).toBe(0);
    const report = visitor.waitForEvent('download');
    await focused.getByRole('link', { name: 'Download Acme Cloud SOC 2 Type II 2026.pdf' }).click();
    const downloaded = await report;
    expect(downloaded.suggestedFilename()).toBe('Acme Cloud SOC 2 Type II 2026.pdf');
    const letter = visitor.waitForEvent('download');
    await focused.getByRole('link', { name: 'Download SOC 2 bridge letter' }).click();
    expect((await letter).suggestedFilename()).toBe('Acme-Cloud-SOC-2-Type-II-Report.pdf');
    expect(
      fs
        .readFileSync((await downloaded.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await visitor.screenshot({ path: path.join(SCREENSHOTS, 'member-unlocked-1280.png') });
  });

  it('staff decline with a note after confirming, and take it back with Undo', async () => {
    const email = 'quinn@pied-piper.example';
    const visitor = await (await env.browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await visitor
      .getByTestId('security-review-banner')
      .getByRole('button', { name: 'Request access' })
      .click();
    await fillRequest(visitor, email);
    await visitor.getByTestId('access-feedback-sent').waitFor();

    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${env.server.baseUrl}/sign-in?next=/app/requests`, { waitUntil: 'networkidle' });
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const row = staff.getByTestId(`request-${email}`);
    await row.getByRole('button', { name: 'Decline' }).click();
    const dialog = staff.getByRole('dialog', { name: /^Decline Erin Tester/ });
    await dialog.getByLabel(/Message to the requester/).fill('Please ask through your account manager.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await mailTo(email, 'access request')).text).toContain(
      'Please ask through your account manager.',
    );
    await staff.getByRole('button', { name: 'Undo' }).click();
    await row.waitFor();
    await visitor.context().close();
    await staff.context().close();
  });

  it('refuses a free-mail address and declines a blocked domain', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.server.baseUrl}/acme?requestAccess=true`, { waitUntil: 'networkidle' });
    await fillRequest(page, 'erin@gmail.com');
    await page.getByText('Please use your work email.').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'access-free-mail-390.png') });
    await page.getByLabel('Work email').fill('spy@competitor.example');
    await page.getByTestId('access-modal').getByRole('button', { name: 'Request access' }).click();
    await page.getByTestId('access-feedback-declined').waitFor();
  });

  it('signs a known member in from the login tab by email link', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await page.getByTestId('sign-in-button').click();
    await page.getByLabel('Work email').fill('alice@globex.example');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByTestId('access-feedback-linkSent').waitFor();
    const link = mailbox.signInLinkIn((await mailTo('alice@globex.example', 'sign-in link')).text);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByTestId('account-menu').waitFor();
    // A used link sends you back to the login tab with a notice.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('This sign-in link has expired or was already used.', { exact: false }).waitFor();
  });

  it('invites a colleague, who arrives with their email filled in and joins the same account', async () => {
    const member = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await member.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await member.getByLabel('Work email').fill('peter@initech.example');
    await member.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await member.getByTestId('access-feedback-linkSent').waitFor();
    const signInMail = await mailTo('peter@initech.example', 'sign-in link');
    await member.goto(mailbox.signInLinkIn(signInMail.text), { waitUntil: 'networkidle' });
    await leaveWelcome(member);
    await member.getByTestId('account-menu').click();
    await member.getByRole('menuitem', { name: 'Invite colleagues' }).click();
    const dialog = member.getByTestId('invite-modal');
    const field = dialog.getByLabel("Colleague's email");
    await field.fill('not-an-email');
    await dialog.getByText('"not-an-email" is not a valid email').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await field.fill('dana@initech.example');
    await field.press('Enter');
    await field.fill('dana@initech.example');
    await dialog.getByText('"dana@initech.example" has already been added').waitFor();
    await field.fill('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await member.getByText('Invitations sent').waitFor();
    await member.screenshot({ path: path.join(SCREENSHOTS, 'invite-sent-1280.png') });

    const invite = await mailTo('dana@initech.example', 'invited you');
    const colleague = await (
      await env.browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await colleague.goto(invite.text.match(/https?:\/\/\S+inviteToken=[\w.-]+/)![0], {
      waitUntil: 'networkidle',
    });
    expect(await colleague.getByLabel('Work email').inputValue()).toBe('dana@initech.example');
    await colleague.getByLabel('First name').fill('Dana');
    await colleague.getByLabel('Last name').fill('Scully');
    await colleague.getByLabel('Company name').fill('Initech');
    await colleague.getByRole('checkbox', { name: /I agree/ }).check();
    await colleague.getByTestId('access-modal').getByRole('button', { name: 'Request access' }).click();
    await colleague.getByTestId('access-feedback-autoApproved').waitFor();
    const granted = await mailTo('dana@initech.example', 'You have access');
    await colleague.goto(mailbox.signInLinkIn(granted.text), { waitUntil: 'networkidle' });
    await colleague.getByTestId('welcome-modal').getByRole('button', { name: "Let's Go" }).click();
    await colleague.getByTestId('account-menu').click();
    await colleague.getByText("Initech's Review of Acme Cloud").waitFor();
  });

  it('lets staff preview the portal as an account, keeping the preview across products', async () => {
    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${env.server.baseUrl}/sign-in`, { waitUntil: 'networkidle' });
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.waitForURL(/\/app\/requests/);
    await staff.goto(`${env.server.baseUrl}/app/accounts`, { waitUntil: 'networkidle' });
    await staff.getByTestId('account-Initech').getByRole('link', { name: 'Preview' }).click();
    await staff.getByTestId('preview-banner').waitFor();
    const accountId = new URL(staff.url()).searchParams.get('accountId');
    // Initech's profile opens the SOC 2 report and the CAIQ, not the penetration test.
    const tiles = staff.getByTestId('document-tile');
    expect(
      await tiles
        .filter({ hasText: 'SOC 2 Type II Report' })
        .getByRole('button', { name: 'Request access' })
        .count(),
    ).toBe(0);
    expect(
      await tiles
        .filter({ hasText: 'Penetration Test Summary' })
        .getByRole('button', { name: 'Request access' })
        .count(),
    ).toBe(1);
    // A preview's address would not open for anyone else: sharing says so instead.
    const share = staff.getByTestId('share-disabled').filter({ visible: true });
    await share.hover();
    await staff
      .getByRole('tooltip', { name: 'Share links will be disabled until a public portal is published' })
      .waitFor();
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'preview-1280.png') });
    await staff.getByTestId('product-selector').filter({ visible: true }).click();
    await staff.getByRole('menuitem', { name: 'Acme Analytics' }).click();
    await expect.poll(() => new URL(staff.url()).searchParams.get('product')).toBe('analytics');
    expect(new URL(staff.url()).searchParams.get('accountId')).toBe(accountId);
    await staff.getByTestId('preview-banner').waitFor();
  });
});

describe('signing in from the organisation’s own app', () => {
  it('an administrator makes a secret; a customer sent from that app lands on the portal signed in', async () => {
    const staff = await editorPage(env.browser, env.server.baseUrl);
    await staff.goto(`${env.server.baseUrl}/app/settings/access`, { waitUntil: 'networkidle' });
    const panel = staff.getByTestId('byoid-settings');
    await panel.getByRole('button', { name: 'Create a signing secret' }).click();
    const secret = (await staff.getByTestId('byoid-secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(await seriousViolations(staff, '[role=dialog]')).toEqual([]);
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'byoid-secret-1280.png') });
    await staff.getByRole('button', { name: 'Done' }).click();
    await panel.getByText('On', { exact: true }).waitFor();
    await staff.close();

    // What the organisation's app does for its signed-in customer.
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      email: 'noor@al-waha.example',
      given_name: 'نور',
      family_name: 'الحسن',
      company: 'Al Waha Trading',
      jti: crypto.randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode(secret));
    for (const width of [1280, 390]) {
      const customer = await (await env.browser.newContext({ viewport: { width, height: 900 } })).newPage();
      if (width === 390) {
        // A token is good once: the second visit shows why it does not sign in, with a way on.
        await customer.goto(`${env.server.baseUrl}/acme?byoidJwt=${token}`);
        const alert = customer.getByRole('alert');
        await alert.getByText('This sign-in link is invalid or has expired.', { exact: false }).waitFor();
        expect(await seriousViolations(customer)).toEqual([]);
        await customer.screenshot({ path: path.join(SCREENSHOTS, `byoid-used-${width}.png`) });
        await customer.getByRole('link', { name: 'Sign in with your email' }).waitFor();
      } else {
        await customer.goto(`${env.server.baseUrl}/acme?byoidJwt=${token}`);
        await customer.waitForURL(/\/acme\/\?accountId=/);
        await leaveWelcome(customer);
        await customer.getByTestId('account-menu').waitFor();
      }
      await customer.context().close();
    }
  });
});
