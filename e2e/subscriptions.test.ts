import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import * as mailbox from './mailbox.js';

const env = useE2eEnvironment();

const mailTo = (to: string, subjectPart: string) => mailbox.mailTo(env.server.baseUrl, to, subjectPart);

describe('subscriptions', () => {
  it('subscribe, open the emailed confirmation link, and see it confirmed; then unsubscribe from an update email', async () => {
    const email = 'sam@subscriber.example';
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    await page.getByTestId('card-updates').getByRole('button', { name: 'Subscribe' }).click();
    const form = page.getByTestId('subscribe-form');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('This email is invalid').waitFor();
    await form.getByText('You may unsubscribe at any time').waitFor();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please check your email inbox to confirm your subscription').waitFor();
    await expect.poll(() => form.count()).toBe(0);

    const confirmation = await mailTo(email, 'Confirm your subscription');
    await page.goto(confirmation.text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/)![0], {
      waitUntil: 'networkidle',
    });
    expect(new URL(page.url()).searchParams.get('subscribeStatus')).toBe('confirmed');
    const result = page.getByRole('dialog', { name: 'Subscription confirmed' });
    await result.getByText("You will now receive updates from Acme Cloud's Trust Center via email").waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'subscription-confirmed-1280.png'),
      animations: 'disabled',
    });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('subscribeStatus')).toBe(false);

    // Staff publish an email update from the Updates page; its mail carries the unsubscribe link.
    const staff = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await staff.goto(`${env.server.baseUrl}/app/updates`, { waitUntil: 'networkidle' });
    await staff.waitForURL(/\/sign-in/);
    await staff.getByLabel('Email').fill('admin@acme.example');
    await staff.getByRole('textbox', { name: 'Password' }).fill('acme-demo-2026');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const topic = { subject: 'OpenSSH advisory assessment' };
    const card = staff.getByTestId(`topic-${topic.subject}`);
    await card.getByRole('button', { name: 'Publish update' }).click();
    const publish = staff.getByRole('dialog', { name: `Publish an update: ${topic.subject}` });
    await publish.getByLabel('Message').fill('Bastion hosts now run OpenSSH 10.');
    await publish.getByRole('button', { name: 'Publish' }).click();
    await card.getByText('Bastion hosts now run OpenSSH 10.').waitFor();
    // Sam and the three confirmed demo subscribers; the figures fill in as the mail goes out.
    await expect
      .poll(
        async () => {
          await staff.reload({ waitUntil: 'networkidle' });
          return staff.getByTestId(`topic-${topic.subject}`).getByTestId('delivery').first().textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('Sent 4 of 4');
    await staff.screenshot({
      path: path.join(SCREENSHOTS, 'staff-updates-1280.png'),
      animations: 'disabled',
    });
    const update = await mailTo(email, topic.subject);
    expect(update.text).toContain('Bastion hosts now run OpenSSH 10.');
    await page.goto(update.text.match(/Unsubscribe: (\S+)/)![1]!, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe from updates' });
    await dialog.getByText(`Stop sending Acme Cloud's Trust Center updates to ${email}?`).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'unsubscribe-1280.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You have been unsubscribed to updates').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('unsubscribeToken')).toBe(false);
  });

  it('shows the expired-link result with Try again, which opens the subscribe form', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.server.baseUrl}/acme?subscribeStatus=token_invalid`, { waitUntil: 'networkidle' });
    const result = page.getByRole('dialog', { name: 'Subscription failed' });
    await result.getByText('Your subscription link expired. Please try to subscribe again.').waitFor();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'subscription-expired-390.png'),
      animations: 'disabled',
    });
    await result.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('subscribe-form').waitFor();
  });
});
