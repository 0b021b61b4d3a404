import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishUpdateBody } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { UpdateFanout } from '../src/modules/updates/fanout.js';
import { CONFIRM_PURPOSE } from '../src/modules/updates/subscription-links.js';
import { unscopedListOutbox } from '../src/platform/mail.js';
import {
  cookieFrom,
  ORIGIN,
  STAFF_PASSWORD,
  jobExpiries,
  startTestApp,
  until,
  type TestApp,
} from './harness.js';
import { SmtpPeer } from './smtp-peer.js';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await SmtpPeer.create();
  await smtp.start();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const subscribe = (org: CreatedOrganisation, email: string, productIds: string[] = []) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/subscribe`,
    headers: ORIGIN,
    payload: { email, source: 'subscribe_button', productIds },
  });
const outboxTo = async (to: string) =>
  (await unscopedListOutbox(t.database.db, 1000)).filter((m) => m.to === to);
const confirmLinkIn = (text: string) =>
  new URL(text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w.%-]+/)![0]);
const confirm = (link: URL) => t.app.inject(link.pathname + link.search);
const statusOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location)).searchParams.get('subscribeStatus');

/** Subscribes and opens the emailed link, as a person would. */
async function confirmedSubscriber(org: CreatedOrganisation, email: string, productIds: string[] = []) {
  expect((await subscribe(org, email, productIds)).statusCode).toBe(204);
  const [mail] = await until(
    () => outboxTo(email),
    (rows) => rows.length > 0,
  );
  expect(statusOf(await confirm(confirmLinkIn(mail!.text)))).toBe('confirmed');
}
async function publisher(org: CreatedOrganisation) {
  return cookieFrom(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email: `publisher@${org.slug}.example`, password: STAFF_PASSWORD },
    }),
    'tc_staff',
  );
}
async function topicId(org: CreatedOrganisation, cookie: string, subject: string) {
  const { topics } = (await t.app.inject({ url: '/api/updates/topics', headers: { cookie } })).json();
  return topics.find((x: { subject: string }) => x.subject === subject).id as string;
}
async function publish(org: CreatedOrganisation, subject: string, body: PublishUpdateBody) {
  const cookie = await publisher(org);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/updates/topics/${await topicId(org, cookie, subject)}/updates`,
    headers: { ...ORIGIN, cookie },
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('subscribing with double opt-in', () => {
  it('mails a confirmation link through SMTP; opening it confirms and lands on the portal', async () => {
    const org = await t.createOrg();
    const email = `reader@sub-${org.slug}.example`;
    expect((await subscribe(org, email.toUpperCase())).statusCode).toBe(204);
    const [mail] = await until(
      () => smtp.received.filter((m) => m.to === email),
      (m) => m.length === 1,
    );
    expect(mail!.subject).toBe(`Confirm your subscription to Org ${org.slug} Trust Center updates`);
    const res = await confirm(confirmLinkIn(mail!.text));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://trust.localhost/${org.slug}?subscribeStatus=confirmed`);
    const { subscribers } = (
      await t.app.inject({ url: '/api/updates/subscribers', headers: { cookie: await publisher(org) } })
    ).json();
    expect(subscribers).toMatchObject([{ email, status: 'confirmed', source: 'subscribe_button' }]);
  });

  it("answers token_invalid for forged, expired and other organisations' tokens", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const email = `late@sub-${org.slug}.example`;
    await subscribe(org, email);
    const [mail] = await until(
      () => outboxTo(email),
      (rows) => rows.length > 0,
    );
    const link = confirmLinkIn(mail!.text);
    expect(statusOf(await t.app.inject(`/api/share/${org.slug}/subscribe/confirm?token=forged`))).toBe(
      'token_invalid',
    );
    expect(statusOf(await t.app.inject(`/api/share/${other.slug}/subscribe/confirm${link.search}`))).toBe(
      'token_invalid',
    );
    const expired = await t.app.ctx.tokens.sign(CONFIRM_PURPOSE, email, { org: org.id }, '1s');
    await new Promise((r) => setTimeout(r, 2100));
    expect(statusOf(await t.app.inject(`/api/share/${org.slug}/subscribe/confirm?token=${expired}`))).toBe(
      'token_invalid',
    );
  });

  it('refuses blocked addresses and domains at confirmation', async () => {
    const org = await t.createOrg();
    const cookie = await publisher(org);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/updates/blocked-domains',
          headers: { ...ORIGIN, cookie },
          payload: { domain: 'Spam.Example' },
        })
      ).statusCode,
    ).toBe(201);
    await subscribe(org, 'someone@spam.example');
    const [mail] = await until(
      () => outboxTo('someone@spam.example'),
      (rows) => rows.length > 0,
    );
    expect(statusOf(await confirm(confirmLinkIn(mail!.text)))).toBe('blocked');

    await confirmedSubscriber(org, `pest@sub-${org.slug}.example`);
    const { subscribers } = (
      await t.app.inject({ url: '/api/updates/subscribers', headers: { cookie } })
    ).json();
    const pest = subscribers.find((s: { email: string }) => s.email === `pest@sub-${org.slug}.example`);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/updates/subscribers/${pest.id}`,
          headers: { ...ORIGIN, cookie },
          payload: { blocked: true },
        })
      ).statusCode,
    ).toBe(204);
    await subscribe(org, pest.email);
    const mails = await until(
      () => outboxTo(pest.email),
      (rows) => rows.length > 1,
    );
    expect(statusOf(await confirm(confirmLinkIn(mails[0]!.text)))).toBe('blocked');
  });

  it("starts a subscription from the access request form's updates box", async () => {
    const org = await t.createOrg();
    const email = `asker@approved-${org.slug}.example`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: {
        email,
        firstName: 'Ann',
        lastName: 'Asker',
        companyName: 'Approved',
        agree: true,
        subscribe: true,
        productId: org.products[0]!.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await until(
      () =>
        outboxTo(email).then((rows) => rows.filter((m) => m.subject.startsWith('Confirm your subscription'))),
      (rows) => rows.length > 0,
    );
    expect(statusOf(await confirm(confirmLinkIn(mail!.text)))).toBe('confirmed');
    const { subscribers } = (
      await t.app.inject({ url: '/api/updates/subscribers', headers: { cookie: await publisher(org) } })
    ).json();
    expect(subscribers).toMatchObject([{ email, status: 'confirmed', source: 'access_request' }]);
  });

  it('validates the email in the spec words', async () => {
    const org = await t.createOrg();
    const res = await subscribe(org, 'not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'This email is invalid' });
  });
});

describe('publishing and delivery', () => {
  it('mails an update to confirmed subscribers of its products and audience, with unsubscribe headers', async () => {
    const org = await t.createOrg();
    const [main, second] = org.products;
    const everyone = `all@sub-${org.slug}.example`;
    const secondOnly = `second@sub-${org.slug}.example`;
    const member = `member@customer-${org.slug}.example`;
    const pending = `pending@sub-${org.slug}.example`;
    await confirmedSubscriber(org, everyone);
    await confirmedSubscriber(org, secondOnly, [second!.id]);
    await confirmedSubscriber(org, member, [main!.id]);
    await subscribe(org, pending);

    await publish(org, 'Main topic', {
      message: 'We renewed our **SOC 2** report.',
      spAudience: 'public',
      channels: ['email', 'status_page'],
    });
    const received = await until(
      () => smtp.received.filter((m) => m.subject === `Org ${org.slug}: Main topic`),
      (m) => m.length >= 2,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      smtp.received
        .filter((m) => m.subject === `Org ${org.slug}: Main topic`)
        .map((m) => m.to)
        .sort(),
    ).toEqual([everyone, member].sort());
    const mail = received.find((m) => m.to === everyone)!;
    expect(mail.text).toContain('We renewed our **SOC 2** report.');
    expect(mail.text).toMatch(new RegExp(`http://trust\\.localhost/${org.slug}\\?tcuUid=[0-9a-f-]{36}`));
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<http://trust\\.localhost/api/share/${org.slug}/unsubscribe/one-click\\?token=`),
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A private update goes only to subscribers who are account members with access.
    await publish(org, 'Main topic', {
      message: 'Customers only.',
      spAudience: 'private',
      channels: ['email'],
    });
    await until(
      () => smtp.received.filter((m) => m.text.includes('Customers only.')),
      (m) => m.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.text.includes('Customers only.')).map((m) => m.to)).toEqual([
      member,
    ]);
    // Delivery figures for staff.
    const { topics } = (
      await t.app.inject({ url: '/api/updates/topics', headers: { cookie: await publisher(org) } })
    ).json();
    const updates = topics.find((x: { subject: string }) => x.subject === 'Main topic').updates;
    expect(updates.find((u: { message: string }) => u.message === 'Customers only.').delivery).toEqual({
      recipients: 1,
      sent: 1,
      pending: 0,
    });
  });

  it('never mails anyone twice when the fan-out job runs again', async () => {
    const org = await t.createOrg();
    const emails = [1, 2, 3].map((i) => `retry${i}@sub-${org.slug}.example`);
    for (const email of emails) await confirmedSubscriber(org, email);
    const updateId = await publish(org, 'Everyone topic', {
      message: 'Retried fan-out.',
      spAudience: 'public',
      channels: ['email'],
    });
    await until(
      () => smtp.received.filter((m) => m.text.includes('Retried fan-out.')),
      (m) => m.length === 3,
    );
    // A retry of the same job, as pg-boss would run after a crash.
    const again = await new UpdateFanout(t.app.ctx).run({ orgId: org.id }, updateId);
    expect(again).toEqual({ recipients: 3, created: 0 });
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((m) => m.text.includes('Retried fan-out.'))).toHaveLength(3);
    for (const email of emails)
      expect((await outboxTo(email)).filter((m) => m.text.includes('Retried fan-out.'))).toHaveLength(1);
  });

  it('never mails anyone twice when fan-outs of one update run at once, so its job may expire early', async () => {
    const org = await t.createOrg();
    const emails = [1, 2, 3, 4].map((i) => `twice${i}@sub-${org.slug}.example`);
    for (const email of emails) await confirmedSubscriber(org, email);
    const updateId = await publish(org, 'Everyone topic', {
      message: 'Одновременно 同時 fan-out.',
      spAudience: 'public',
      channels: ['email'],
    });
    // The queued job, and two more runs beside it, as an expired job's retry would run.
    const fanout = new UpdateFanout(t.app.ctx);
    const runs = await Promise.all([1, 2].map(() => fanout.run({ orgId: org.id }, updateId)));
    await until(
      () => smtp.received.filter((m) => m.text.includes('Одновременно 同時 fan-out.')),
      (m) => m.length >= 4,
    );
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((m) => m.text.includes('Одновременно 同時 fan-out.'))).toHaveLength(4);
    expect(runs.every((r) => r.recipients === 4 && r.created <= 4)).toBe(true);
    expect(await jobExpiries(t, 'update-fanout', 'singleton_key', updateId)).toEqual([120]);
  });

  it('survives an SMTP outage: every subscriber is mailed exactly once when it returns', async () => {
    const org = await t.createOrg();
    const emails = [1, 2, 3, 4].map((i) => `outage${i}@sub-${org.slug}.example`);
    for (const email of emails) await confirmedSubscriber(org, email);
    await smtp.stop();
    try {
      await publish(org, 'Everyone topic', {
        message: 'Sent through an outage.',
        spAudience: 'public',
        channels: ['email'],
      });
      await until(
        () =>
          unscopedListOutbox(t.database.db, 1000).then((rows) =>
            rows.filter((r) => r.orgId === org.id && r.text.includes('Sent through an outage.')),
          ),
        (rows) =>
          rows.length === 4 &&
          rows.every((r) => r.status === 'queued') &&
          rows.some((r) => r.attempts.length > 0),
      );
    } finally {
      await smtp.start();
    }
    await until(
      () => smtp.received.filter((m) => m.text.includes('Sent through an outage.')),
      (m) => m.length >= 4,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 3000));
    expect(
      smtp.received
        .filter((m) => m.text.includes('Sent through an outage.'))
        .map((m) => m.to)
        .sort(),
    ).toEqual([...emails].sort());
  }, 120_000);

  it("refuses another organisation's topics and unknown products", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const cookie = await publisher(org);
    const foreignTopic = await topicId(other, await publisher(other), 'Main topic');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/updates/topics/${foreignTopic}/updates`,
      headers: { ...ORIGIN, cookie },
      payload: { message: 'x', channels: ['status_page'] },
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/updates/topics',
      headers: { ...ORIGIN, cookie },
      payload: { subject: 'Theirs', category: 'general', productIds: [other.products[0]!.id] },
    });
    expect(bad.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: '/api/updates/topics',
          headers: {
            cookie: cookieFrom(
              await t.app.inject({
                method: 'POST',
                url: '/api/auth/sign-in',
                headers: ORIGIN,
                payload: { email: `reader@${org.slug}.example`, password: STAFF_PASSWORD },
              }),
              'tc_staff',
            ),
          },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('unsubscribing', () => {
  it('works by one-click POST (RFC 8058) and by the portal dialog; bad tokens fail with the spec text', async () => {
    const org = await t.createOrg();
    const email = `leaving@sub-${org.slug}.example`;
    await confirmedSubscriber(org, email);
    await publish(org, 'Everyone topic', {
      message: 'Before leaving.',
      spAudience: 'public',
      channels: ['email'],
    });
    const [mail] = await until(
      () => smtp.received.filter((m) => m.to === email && m.text.includes('Before leaving.')),
      (m) => m.length === 1,
    );
    const oneClick = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.pathname + oneClick.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const { subscribers } = (
      await t.app.inject({ url: '/api/updates/subscribers', headers: { cookie: await publisher(org) } })
    ).json();
    expect(subscribers.find((s: { email: string }) => s.email === email).status).toBe('unsubscribed');
    await publish(org, 'Everyone topic', {
      message: 'After leaving.',
      spAudience: 'public',
      channels: ['email'],
    });
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((m) => m.to === email && m.text.includes('After leaving.'))).toHaveLength(0);

    const portalLink = new URL(mail!.text.match(/Unsubscribe: (\S+)/)![1]!);
    const token = portalLink.searchParams.get('unsubscribeToken')!;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/unsubscribe`,
      headers: ORIGIN,
      payload: { token },
    });
    expect(again.json()).toEqual({ email });
    const other = await t.createOrg();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/share/${other.slug}/unsubscribe`,
      headers: ORIGIN,
      payload: { token },
    });
    expect(foreign.json().error).toEqual({
      code: 'unsubscribe_failed',
      message: 'Your unsubscribe link expired',
    });
  });
});

describe('reading updates', () => {
  it('shows private updates to signed-in members only, and keeps email-only updates off the page', async () => {
    const org = await t.createOrg();
    await publish(org, 'Main topic', {
      message: 'Mail only news.',
      spAudience: 'public',
      channels: ['email'],
    });
    const visitor = (await t.app.inject(`/api/share/${org.slug}/compliance-update`)).json();
    const messages = visitor.topics.flatMap((x: { updates: { message: string }[] }) =>
      x.updates.map((u) => u.message),
    );
    expect(messages).toContain('Public **news**');
    expect(messages).not.toContain('Private news');
    expect(messages).not.toContain('Mail only news.');
  });

  it('publishes Atom and JSON feeds of public updates, per product', async () => {
    const org = await t.createOrg();
    const atom = await t.app.inject(`/api/share/${org.slug}/updates.atom`);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(atom.body)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(atom.body).feed;
    expect(parsed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const key of ['id', 'title', 'updated']) expect(parsed[key], key).toBeTruthy();
    const entries = [parsed.entry].flat();
    for (const entry of entries)
      for (const key of ['id', 'title', 'updated', 'link']) expect(entry[key], key).toBeTruthy();
    expect(atom.body).toMatch(/Public (&lt;strong&gt;|<strong>)news/);
    expect(atom.body).not.toContain('Private news');
    expect(atom.body).not.toContain('Not shown');

    const json = (await t.app.inject(`/api/share/${org.slug}/updates.json?product=second`)).json();
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    const texts = json.items.map((i: { content_html: string }) => i.content_html).join(' ');
    expect(texts).toContain('Second news');
    expect(texts).not.toContain('news</strong>');
    for (const item of json.items) expect(item.url).toMatch(new RegExp(`/${org.slug}\\?tcuUid=`));
    expect(
      (await t.app.inject(`/api/share/${org.slug}/updates.json?product=hidden-product`)).statusCode,
    ).toBe(404);
    const page = await t.app.inject(`/${org.slug}`);
    expect(page.body).toContain(`<link rel="alternate" type="application/atom+xml"`);
  });
});
