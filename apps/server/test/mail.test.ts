import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { unscopedListOutbox } from '../src/platform/mail.js';
import { ORIGIN, startTestApp, until, type TestApp } from './harness.js';
import { SmtpPeer } from './smtp-peer.js';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await SmtpPeer.create();
  await smtp.start();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_FROM: 'Trust <trust@example.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const askForLink = (org: CreatedOrganisation) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/products/${org.products[0]!.id}/login`,
    headers: ORIGIN,
    payload: { email: `member@customer-${org.slug}.example`, productId: org.products[0]!.id },
  });

describe('mail through SMTP', () => {
  it('delivers a sign-in link to a real SMTP server', async () => {
    const org = await t.createOrg();
    expect((await askForLink(org)).statusCode).toBe(200);
    const to = `member@customer-${org.slug}.example`;
    const [mail] = await until(
      () => smtp.received.filter((m) => m.to === to),
      (m) => m.length === 1,
    );
    expect(mail!.subject).toBe(`Your sign-in link for the Org ${org.slug} Trust Center`);
    expect(mail!.text).toMatch(
      new RegExp(`http://trust\\.localhost/api/share/${org.slug}/auth/link\\?token=[\\w-]{43}`),
    );
  });

  it('survives an outage: mail waits, then every message is delivered exactly once', async () => {
    const org = await t.createOrg();
    await smtp.stop();
    for (let i = 0; i < 3; i++) expect((await askForLink(org)).statusCode).toBe(200);
    const to = `member@customer-${org.slug}.example`;
    // The deliveries fail and are recorded while the server is down.
    const failing = await until(
      () => unscopedListOutbox(t.database.db).then((rows) => rows.filter((r) => r.to === to)),
      (rows) => rows.length === 3 && rows.every((r) => r.status === 'queued' && r.attempts.length > 0),
    );
    expect(failing).toHaveLength(3);
    await smtp.start();
    const delivered = await until(
      () => smtp.received.filter((m) => m.to === to),
      (m) => m.length >= 3,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate would arrive by now
    expect(smtp.received.filter((m) => m.to === to)).toHaveLength(3);
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(3);
    const rows = (await unscopedListOutbox(t.database.db)).filter((r) => r.to === to);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  }, 120_000);
});
