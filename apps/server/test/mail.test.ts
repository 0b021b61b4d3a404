import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { outboxEmails } from '../src/db/schema/index.js';
import { insertOutboxEmail, unscopedListOutbox } from '../src/platform/mail.js';
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

  describe('delivery guarantees (issue 12, item 8)', () => {
    const outboxRow = async (to: string) =>
      (await unscopedListOutbox(t.database.db)).find((row) => row.to === to)!;

    it('keeps one Message-ID across retries, so a receiver can drop a repeat', async () => {
      const org = await t.createOrg();
      const to = `member@customer-${org.slug}.example`;
      smtp.refuseNext(1);
      expect((await askForLink(org)).statusCode).toBe(200);
      const [delivered] = await until(
        () => smtp.received.filter((m) => m.to === to),
        (m) => m.length === 1,
        60_000,
      );
      const refused = smtp.refused.filter((m) => m.to === to);
      expect(refused).toHaveLength(1);
      const { id } = await outboxRow(to);
      expect(delivered!.messageId).toBe(`<${id}@trust.localhost>`);
      expect(refused[0]!.messageId).toBe(delivered!.messageId);
    }, 90_000);

    it('delivers a message whose worker died mid-send once the claim lapses, and only once', async () => {
      const org = await t.createOrg();
      const to = `orphan@${org.slug}.example`;
      const [row] = await t.database.db
        .insert(outboxEmails)
        .values({
          orgId: org.id,
          to,
          subject: 'Orphaned',
          text: 'Claimed by a process that was killed.',
          queuedAt: new Date(),
          claimedAt: new Date(Date.now() - 10 * 60_000),
        })
        .returning();
      await t.app.ctx.mail.dispatch([row!.id, row!.id]);
      await until(
        () => smtp.received.filter((m) => m.to === to),
        (m) => m.length === 1,
      );
      await new Promise((r) => setTimeout(r, 2000));
      expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
      expect((await outboxRow(to)).status).toBe('sent');
    });

    it('queues mail that was written but never queued (the database went away in between)', async () => {
      // Its own database: on a shared PostgreSQL another test file's app would sweep the row first
      // and send it through that app's SMTP server.
      const swept = await startTestApp({ SMTP_URL: smtp.url, MAIL_SWEEP_SECONDS: '1' }, { embedded: true });
      try {
        const to = `stranded@sweep-${Date.now()}.example`;
        await swept.database.db.insert(outboxEmails).values({
          orgId: null,
          to,
          subject: 'Stranded',
          text: 'Written, never queued.',
          createdAt: new Date(Date.now() - 60_000),
        });
        await until(
          () => smtp.received.filter((m) => m.to === to),
          (m) => m.length === 1,
        );
      } finally {
        await swept.close();
      }
    });

    it('delivers mail whose job a lost poll left active within seconds, not after the job expires', async () => {
      // Its own database, as above: another app's sweeper would deliver the message first.
      const swept = await startTestApp({ SMTP_URL: smtp.url, MAIL_SWEEP_SECONDS: '1' }, { embedded: true });
      try {
        const to = `lost-poll-${Date.now()}@customer.example`;
        const [row] = await swept.database.db
          .insert(outboxEmails)
          .values({
            orgId: null,
            to,
            subject: 'Потерянный опрос 迷子',
            text: 'Fetched by a poll whose answer never arrived.',
            queuedAt: new Date(),
          })
          .returning({ id: outboxEmails.id });
        const id = row!.id;
        // What a poll whose answer was lost with its connection leaves: the message queued, its job
        // fetched (active) twenty seconds ago, and no worker holding it.
        const job = await swept.app.ctx.jobs.send(
          'send-email',
          { id },
          { singletonKey: id, expireInSeconds: 45, startAfter: 3600 },
        );
        await swept.database.executeSql(
          `update ${swept.app.ctx.config.jobsSchema}.job set state = 'active', started_on = now() - interval '20 seconds'
            where name = 'send-email' and id = $1`,
          [job],
        );
        await until(
          () => smtp.received.filter((m) => m.to === to),
          (m) => m.length === 1,
          10_000,
        );
        expect((await unscopedListOutbox(swept.database.db)).find((row) => row.id === id)?.status).toBe(
          'sent',
        );
        // Once it expires and runs again, the job finds the message sent and sends nothing.
        await (swept.app.ctx.mail as unknown as { deliver(id: string): Promise<void> }).deliver(id);
        expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
      } finally {
        await swept.close();
      }
    });

    it('lets a retry that meets its message still being sent wait for that attempt, not fail into backoff', async () => {
      const to = `retry-${Date.now()}@customer.example`;
      const id = await insertOutboxEmail(t.database.db, {
        orgId: null,
        to,
        subject: 'Перевірка 再試行',
        text: 'Once only.',
      });
      // What a job lost in an outage and retried by pg-boss does: a second delivery of the same message.
      const mail = t.app.ctx.mail as unknown as { deliver(id: string): Promise<void> };
      await expect(Promise.all([mail.deliver(id), mail.deliver(id)])).resolves.toBeDefined();
      expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
      const [row] = await unscopedListOutbox(t.database.db).then((rows) => rows.filter((r) => r.id === id));
      expect(row?.status).toBe('sent');
    });

    it('gives delivery jobs a 45-second expiry, so a crashed worker holds mail back under a minute, not sixteen', async () => {
      const org = await t.createOrg();
      expect((await askForLink(org)).statusCode).toBe(200);
      const { rows } = await t.database.executeSql(
        `select extract(epoch from expire_in)::int as seconds from ${t.app.ctx.config.jobsSchema}.job where name = 'send-email' order by created_on desc limit 1`,
      );
      expect(rows[0]!.seconds).toBe(45);
    });
  });
});
