import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_CATEGORIES,
  consentStorageKey,
  type AccessRequestSummary,
  type RequesterJourney,
  type TrustManifest,
} from '@trust/shared';
import { seriousViolations } from './accessibility.js';
import { SCREENSHOTS, useE2eEnvironment } from './environment.js';
import { mailTo, signInLinkIn } from './mailbox.js';
import { leaveWelcome } from './member.js';
import { editorPage } from './staff.js';

// Webhooks post to a receiver on this machine, which only development settings allow.
const env = useE2eEnvironment({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });

/** The bytes of the demo's first current public document, as a buyer was sent them, and its manifest entry. */
async function publishedDocument() {
  const base = `${env.server.baseUrl}/acme/.well-known`;
  const manifest = (await (await fetch(`${base}/trust-manifest.json`)).json()) as TrustManifest;
  const entry = manifest.documents.find((d) => d.access === 'public' && d.supersededAt === null);
  if (entry?.access !== 'public') throw new Error('the demo publishes no public document');
  const posture = await (await fetch(`${base}/trust.json`)).json();
  const link = posture.products
    .flatMap((p: { documents: { fileId: string; url: string }[] }) => p.documents)
    .find((d: { fileId: string }) => d.fileId === entry.fileId).url as string;
  const bytes = Buffer.from(
    await (await fetch(link.replace(/^https?:\/\/[^/]+/, env.server.baseUrl))).arrayBuffer(),
  );
  return { entry, bytes };
}

describe('verify a document', () => {
  for (const width of [1280, 390])
    it(`a visitor drops a published PDF and then a changed one (${width} px)`, async () => {
      const { entry, bytes } = await publishedDocument();
      const page = await env.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Verify a document' }).click();
      await page.getByRole('heading', { name: 'Verify a document', level: 1 }).waitFor();
      expect(page.url()).toBe(`${env.server.baseUrl}/acme/verify`);
      expect(await page.title()).toBe('Verify a document | Acme Cloud Trust Center');

      // Only the digest leaves the browser: no request carries the file.
      const bodies: number[] = [];
      page.on('request', (request) => bodies.push(request.postDataBuffer()?.length ?? 0));
      await page.setInputFiles('input[type=file]', {
        name: entry.fileName,
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      const result = page.getByTestId('verify-result');
      await result.getByText(`Matches ${entry.title}, version ${entry.version}, published on`).waitFor();
      await result.getByText('This is the current version.').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-live'))).toBe('polite');
      expect(Math.max(0, ...bodies)).toBeLessThan(1000);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `verify-match-${width}.png`), fullPage: true });

      const changed = Buffer.from(bytes);
      changed.writeUInt8(changed.readUInt8(changed.length - 10) ^ 0x20, changed.length - 10);
      await page.setInputFiles('input[type=file]', {
        name: 'changed.pdf',
        mimeType: 'application/pdf',
        buffer: changed,
      });
      await result.getByText('This file does not match any document published by Acme Cloud.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `verify-no-match-${width}.png`), fullPage: true });

      // Back to the portal.
      await page.getByRole('link', { name: /Back to the Trust Center/ }).click();
      await page.waitForURL(`${env.server.baseUrl}/acme`);
      await page.close();
    });

  it('the page is painted by the server, and staff rotate the key that signs the manifest', async () => {
    const html = await (await fetch(`${env.server.baseUrl}/acme/verify`)).text();
    expect(html).toContain('Drop a file here or click to choose one');

    const before = (await (
      await fetch(`${env.server.baseUrl}/acme/.well-known/trust-manifest.json`)
    ).json()) as TrustManifest;
    const page = await editorPage(env.browser, env.server.baseUrl);
    await page.goto(`${env.server.baseUrl}/app/settings/verification`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Signed document manifest' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const trigger = page.getByRole('button', { name: 'Rotate signing key' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing key?' });
    await dialog.waitFor();
    await page.waitForTimeout(600); // the dialog's opening transition
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
    await page.getByText('Signing key rotated').waitFor();
    await expect.poll(() => page.getByText('Retired', { exact: true }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Rotate signing key');

    const after = (await (
      await fetch(`${env.server.baseUrl}/acme/.well-known/trust-manifest.json`)
    ).json()) as TrustManifest;
    expect(after.keyId).not.toBe(before.keyId);
    const keys = await (await fetch(`${env.server.baseUrl}/acme/.well-known/trust-keys.json`)).json();
    expect(keys.keys.map((k: { kid: string }) => k.kid)).toEqual(
      expect.arrayContaining([before.keyId, after.keyId]),
    );

    // security.txt: a bad address is refused in the spec's words, a good one previews and saves.
    const encryption = page.getByLabel('Encryption key (optional)');
    await encryption.fill('http://keys.example/pgp.txt');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use an https address').waitFor();
    await encryption.fill('https://keys.example/pgp.txt');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('security.txt saved').waitFor();
    expect(await page.getByTestId('security-txt-preview').textContent()).toContain(
      'Encryption: https://keys.example/pgp.txt',
    );
    await page.screenshot({ path: path.join(SCREENSHOTS, 'settings-verification-1280.png'), fullPage: true });
    await page.close();
  });

  it('staff look up who received a leaked copy a member downloaded, by the file and by its id', async () => {
    const { entry } = await publishedDocument();
    // A member signs in and downloads a published PDF: their copy is stamped and recorded.
    const member = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await member.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await member.getByLabel('Work email').fill('peter@initech.example');
    await member.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await member.getByTestId('access-feedback-linkSent').waitFor();
    const mail = await mailTo(env.server.baseUrl, 'peter@initech.example', 'sign-in link');
    await member.goto(signInLinkIn(mail.text), { waitUntil: 'networkidle' });
    await leaveWelcome(member);
    const productId = (await (await member.request.get(`${env.server.baseUrl}/api/share/acme/view`)).json())
      .product.productId;
    const download = await member.request.get(
      `${env.server.baseUrl}/api/share/acme/files/${entry.fileId}?productId=${productId}&itemUid=${entry.documentId}&accessType=download`,
    );
    expect(download.status()).toBe(200);
    const copy = await download.body();
    await member.close();

    for (const width of [1280, 390]) {
      const page = await editorPage(env.browser, env.server.baseUrl);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${env.server.baseUrl}/app/leak-lookup`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Leak lookup' }).waitFor();
      await page.setInputFiles('input[type=file]', {
        name: 'found-online.pdf',
        mimeType: 'application/pdf',
        buffer: copy,
      });
      const result = page.getByTestId('leak-result');
      await result.getByText('peter@initech.example (Initech) received this copy').waitFor();
      const copyId = (await result.locator('code').textContent())!;
      expect(copyId).toMatch(/^[0-9A-Z]{8}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `leak-lookup-${width}.png`), fullPage: true });

      // The id read out from the footer finds the same copy; a malformed one is refused in words.
      await page.getByLabel('Copy id').fill('nope');
      await page.getByRole('button', { name: 'Look up' }).click();
      await page.getByText('A copy id is 8 letters and digits, as printed in the footer').waitFor();
      await page.getByLabel('Copy id').fill(copyId.toLowerCase());
      await page.getByRole('button', { name: 'Look up' }).click();
      await result.getByText('Found by the copy id.').waitFor();
      await page.close();
    }
  });
});

describe('webhooks', () => {
  it('staff add an endpoint, keep its secret, and see a signed access request delivered', async () => {
    const received: { id: string; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ id: String(request.headers['webhook-id']), body });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/siem`;
    try {
      for (const width of [1280, 390]) {
        const page = await editorPage(env.browser, env.server.baseUrl);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${env.server.baseUrl}/app/settings/webhooks`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Add an endpoint' }).waitFor();
        if (width === 1280) {
          await page.getByRole('button', { name: 'Add endpoint' }).click();
          await page.getByText('Enter the full address of your endpoint').waitFor();
          await page.getByLabel('Endpoint URL').fill(url);
          await page.getByLabel('Description (optional)').fill('SIEM 監視');
          await page.getByRole('button', { name: 'Add endpoint' }).click();
          const dialog = page.getByRole('dialog', { name: 'Signing secret' });
          await dialog.waitFor();
          expect(await dialog.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
          await page.waitForTimeout(600);
          expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
          await dialog.getByRole('button', { name: 'Done' }).click();
          await dialog.waitFor({ state: 'hidden' });

          // A visitor asks for access: the endpoint hears of it, signed, and the delivery shows as done.
          const product = (await (await fetch(`${env.server.baseUrl}/api/share/acme/view`)).json()).product;
          const asked = await fetch(`${env.server.baseUrl}/api/share/acme/access/request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: env.server.baseUrl },
            body: JSON.stringify({
              email: 'ciso@hooked-buyer.example',
              firstName: 'Chi',
              lastName: 'So',
              companyName: 'Hooked Buyer',
              agree: true,
              reason: 'Vendor review',
              productId: product.productId,
            }),
          });
          expect(asked.status).toBe(200);
          await expect.poll(() => received.length).toBe(1);
          expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'access.request' });
          await page.reload({ waitUntil: 'networkidle' });
          await page.getByTestId('webhook-deliveries').getByText('succeeded').waitFor();
        }
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `settings-webhooks-${width}.png`),
          fullPage: true,
        });
        await page.close();
      }
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

/** Escape until no dialog or drawer is open (each closes one layer, or clears the search first). */
async function escapeAll(page: Page) {
  const open = page.locator('[role="dialog"][aria-modal="true"]');
  await expect
    .poll(async () => {
      if ((await open.count()) > 0) await page.keyboard.press('Escape');
      return open.count();
    })
    .toBe(0);
}

describe('analytics', () => {
  it('a member opens two documents; staff see them in the dashboard and on the account', async () => {
    const member = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await member.goto(`${env.server.baseUrl}/acme?loginRequest=true`, { waitUntil: 'networkidle' });
    await member.getByLabel('Work email').fill('alice@globex.example');
    await member.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await member.getByTestId('access-feedback-linkSent').waitFor();
    const mail = await mailTo(env.server.baseUrl, 'alice@globex.example', 'sign-in link');
    await member.goto(signInLinkIn(mail.text), { waitUntil: 'networkidle' });
    await leaveWelcome(member);
    const manifest = (await (
      await fetch(`${env.server.baseUrl}/acme/.well-known/trust-manifest.json`)
    ).json()) as TrustManifest;
    const opened = manifest.documents
      .filter((d) => d.access === 'public' && d.supersededAt === null)
      .slice(0, 2);
    const productId = (await (await member.request.get(`${env.server.baseUrl}/api/share/acme/view`)).json())
      .product.productId;
    for (const d of opened) {
      if (d.access !== 'public') continue;
      const response = await member.request.get(
        `${env.server.baseUrl}/api/share/acme/files/${d.fileId}?productId=${productId}&itemUid=${d.documentId}&accessType=download`,
      );
      expect(response.status()).toBe(200);
    }
    await member.close();

    for (const width of [1280, 390]) {
      const page = await editorPage(env.browser, env.server.baseUrl);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${env.server.baseUrl}/app/analytics`, { waitUntil: 'networkidle' });
      await page.getByTestId('total-documentDownloads').waitFor();
      expect(Number(await page.getByTestId('total-documentDownloads').textContent())).toBeGreaterThanOrEqual(
        2,
      );
      const globex = page.getByTestId('analytics-accounts').getByRole('row', { name: /Globex/ });
      // Views, then downloads: the demo's earlier reading and these two.
      const downloads = Number(await globex.getByRole('cell').nth(2).textContent());
      expect(downloads).toBeGreaterThanOrEqual(2);
      // The demo's month of questions: what nothing answered, and the answer its asker marked not
      // helpful, listed for staff to close.
      const gaps = page.getByRole('region', { name: 'Questions to answer' });
      expect(await gaps.getByText('FedRAMP').count()).toBe(1);
      expect(await gaps.getByText('Which IP addresses do your webhooks come from?').count()).toBe(1);
      expect(await gaps.getByText('Not helpful').count()).toBe(1);
      // The badge keeps its width beside a question long enough to wrap (on a phone it was cut to 'NOT …').
      const badge = gaps.locator('.mantine-Badge-label', { hasText: 'Not helpful' });
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `analytics-${width}.png`), fullPage: true });
      await globex.getByRole('button', { name: 'Globex' }).click();
      const drawer = page.getByRole('dialog', { name: 'Globex' });
      for (const d of opened)
        if (d.access === 'public') await drawer.getByText(`Downloaded ${d.fileName}`).first().waitFor();
      expect(await drawer.getByText('alice@globex.example').count()).toBeGreaterThanOrEqual(2);
      await page.waitForTimeout(400);
      expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
      await page.close();
    }
  });

  it('a visitor who allowed analytics reads, searches and asks; the reviewer sees those steps on the request', async () => {
    const email = 'mei.lin@initrode.example';
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // They accepted the cookie banner on an earlier visit.
    const consent = {
      categories: Object.fromEntries(COOKIE_CONSENT_CATEGORIES.map((c) => [c, true])),
      decidedAt: new Date().toISOString(),
    };
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [consentStorageKey('acme'), JSON.stringify(consent)],
    );
    const visitor = await context.newPage();
    await visitor.goto(`${env.server.baseUrl}/acme`, { waitUntil: 'networkidle' });
    const documents = visitor.getByTestId('card-documents');
    await documents
      .getByTestId('document-tile')
      .filter({ hasText: 'SOC 3 Report' })
      .getByRole('button', { name: /Open SOC 3 Report/ })
      .click();
    await visitor
      .locator('[data-focused]')
      .getByRole('button', { name: 'View Acme Cloud SOC 3 2026.pdf' })
      .click();
    await visitor.getByRole('dialog', { name: 'Acme Cloud SOC 3 2026.pdf' }).locator('iframe').waitFor();
    await visitor.keyboard.press('Escape');
    await visitor.keyboard.press('Escape');
    await visitor.keyboard.press('Control+k');
    await visitor
      .getByRole('dialog', { name: /^Search Acme/ })
      .getByRole('combobox')
      .fill('penetration');
    await visitor.waitForTimeout(1000);
    await escapeAll(visitor);
    await documents
      .getByTestId('document-tile')
      .filter({ hasText: 'SOC 2 Type II Report' })
      .getByRole('button', { name: 'Request access' })
      .click();
    await visitor.getByLabel('First name').fill('美玲');
    await visitor.getByLabel('Last name').fill('林');
    await visitor.getByLabel('Work email').fill(email);
    await visitor.getByLabel('Company name').fill('Initrode');
    await visitor.getByRole('checkbox', { name: /I agree/ }).check();
    await visitor.getByTestId('access-modal').getByRole('button', { name: 'Request access' }).click();
    await visitor.getByTestId('access-feedback-sent').waitFor();
    // Leaving the page sends what the browser still holds (sendBeacon on page hide).
    await visitor.goto('about:blank');

    const staff = await editorPage(env.browser, env.server.baseUrl);
    const { requests } = (await (
      await staff.request.get(`${env.server.baseUrl}/api/access/requests`)
    ).json()) as { requests: AccessRequestSummary[] };
    const request = requests.find((r) => r.email === email)!;
    expect(request.visitorTracked).toBe(true);
    await expect
      .poll(async () => {
        const journey = (await (
          await staff.request.get(`${env.server.baseUrl}/api/access/requests/${request.id}/journey`)
        ).json()) as RequesterJourney;
        return journey.steps.map((s) => s.text);
      })
      .toEqual([
        'Visited the trust centre (Acme Platform)',
        'Opened “SOC 3 Report”',
        'Viewed Acme Cloud SOC 3 2026.pdf',
        'Searched for “penetration”',
        'Asked for access to “SOC 2 Type II Report”',
      ]);

    await staff.goto(`${env.server.baseUrl}/app/requests`, { waitUntil: 'networkidle' });
    const trigger = staff
      .getByTestId(`request-${email}`)
      .getByRole('button', { name: 'What they looked at first' });
    await trigger.click();
    const dialog = staff.getByRole('dialog', { name: 'What 美玲 林 looked at before asking' });
    await dialog.getByText('Asked for access to “SOC 2 Type II Report”').waitFor();
    await staff.waitForTimeout(300);
    expect(await seriousViolations(staff, '[role=dialog]')).toEqual([]);
    await staff.screenshot({ path: path.join(SCREENSHOTS, 'requester-journey-1280.png') });
    await staff.keyboard.press('Escape');
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await staff.close();
    await context.close();
  });
});
