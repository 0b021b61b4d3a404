import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { unscopedListOutbox } from '../src/platform/mail.js';
import { memberCookie, ORIGIN, staffCookie, startTestApp, until, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const listUrl = (org: CreatedOrganisation) =>
  `/api/trust-center/products/${org.products[0]!.id}/subprocessors`;
const history = async (org: CreatedOrganisation, cookie: string | null = null) =>
  (await call('GET', `/api/share/${org.slug}/subprocessors/history`, cookie)).json().changes as {
    id: string;
    name: string;
    change: string;
    objectionDeadline: string | null;
    objected: boolean;
  }[];
const mailsTo = async (email: string) =>
  (await unscopedListOutbox(t.database.db, 1000)).filter((m) => m.to === email);

describe('subprocessor change notices', () => {
  it('announce an addition to subscribers once, with a deadline members may object before', async () => {
    const org = await t.createOrg({
      subscribers: [{ email: 'watcher@buyer.example', status: 'confirmed', daysAgo: 3 }],
    });
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const added = await call('POST', listUrl(org), editor, {
      company: { source: 'addendum', companyId: 'datadog' },
      purpose: 'Monitoring',
      location: 'Germany',
      notice: { objectionDays: 14 },
    });
    expect(added.statusCode).toBe(201);

    // The update is on the page, in the product's own 'Subprocessor change' topic, and mailed once.
    const { topics } = (await call('GET', `/api/share/${org.slug}/compliance-update`, null)).json() as {
      topics: {
        subject: string;
        category: string;
        updates: { message: string }[];
      }[];
    };
    const topic = topics.find((x) => x.subject === 'Subprocessor change')!;
    expect(topic.category).toBe('subprocessors');
    expect(topic.updates[0]!.message).toContain('**Datadog** is a new subprocessor (Monitoring, Germany)');
    const mail = await until(
      () => mailsTo('watcher@buyer.example'),
      (m) => m.length > 0,
      10_000,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Datadog');

    const [change] = await history(org);
    expect(change).toMatchObject({ name: 'Datadog', change: 'added', objected: false });
    const days = (Date.parse(change!.objectionDeadline!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // A second announcement reuses the topic.
    await call('POST', listUrl(org), editor, {
      company: { source: 'custom', name: 'Облачный склад' },
      notice: { objectionDays: 30 },
    });
    const again = (await call('GET', `/api/share/${org.slug}/compliance-update`, null)).json().topics as {
      subject: string;
    }[];
    expect(again.filter((x) => x.subject === 'Subprocessor change')).toHaveLength(1);

    // Members object once, with a reason; staff read it.
    const objectUrl = `/api/share/${org.slug}/subprocessor-changes/${change!.id}/objections`;
    expect((await call('POST', objectUrl, null, { reason: 'No' })).statusCode).toBe(401);
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const empty = await call('POST', objectUrl, member, { reason: '   ' });
    expect(empty.json().error.fields).toEqual({ reason: 'Please give a reason for your objection.' });
    expect(
      (await call('POST', objectUrl, member, { reason: 'Datadog is not in our approved vendor list 🙅' }))
        .statusCode,
    ).toBe(204);
    const twice = await call('POST', objectUrl, member, { reason: 'Again' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      'You have already objected to this change.',
    ]);
    expect((await history(org, member)).find((c) => c.id === change!.id)!.objected).toBe(true);

    const objections = (
      await call('GET', `/api/trust-center/products/${org.products[0]!.id}/subprocessor-objections`, editor)
    ).json().changes as { name: string; objections: { email: string; reason: string }[] }[];
    expect(objections.find((c) => c.name === 'Datadog')!.objections).toEqual([
      expect.objectContaining({
        email: `member@customer-${org.slug}.example`,
        reason: 'Datadog is not in our approved vendor list 🙅',
      }),
    ]);

    // After the deadline, no more objections.
    await t.database.executeSql(
      `update subprocessor_changes set objection_deadline = now() - interval '1 day' where id = $1`,
      [change!.id],
    );
    const other = await memberCookie(t, org, `member@other-${org.slug}.example`);
    const late = await call('POST', objectUrl, other, { reason: 'Late' });
    expect([late.statusCode, late.json().error.message]).toEqual([
      409,
      'The objection period for this change has ended.',
    ]);
  });

  it("keep to their organisation: another's change is 404 to object to and its objections are not listed", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    await call('POST', listUrl(org), editor, {
      company: { source: 'addendum', companyId: 'okta' },
      notice: { objectionDays: 10 },
    });
    const [change] = await history(org);
    const outsider = await memberCookie(t, other, `member@customer-${other.slug}.example`);
    expect(
      (
        await call(
          'POST',
          `/api/share/${other.slug}/subprocessor-changes/${change!.id}/objections`,
          outsider,
          { reason: 'x' },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/share/${org.slug}/subprocessor-changes/${change!.id}/objections`, outsider, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(401);
    const otherEditor = await staffCookie(t, `editor@${other.slug}.example`);
    expect(
      (
        await call(
          'GET',
          `/api/trust-center/products/${org.products[0]!.id}/subprocessor-objections`,
          otherEditor,
        )
      ).json(),
    ).toEqual({ changes: [] });
  });

  it('record replacements and removals without a notice, and refuse a bad number of days', async () => {
    const org = await t.createOrg();
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const id = (
      await call('POST', listUrl(org), editor, { company: { source: 'addendum', companyId: 'stripe' } })
    ).json().id;
    await call('PUT', `${listUrl(org)}/${id}`, editor, {
      company: { source: 'addendum', companyId: 'adyen' },
    });
    await call('PUT', `${listUrl(org)}/${id}`, editor, {
      company: { source: 'addendum', companyId: 'adyen' },
      purpose: 'Cards',
    });
    expect((await history(org)).map((c) => `${c.change} ${c.name} ${c.objectionDeadline}`)).toEqual([
      'replaced Adyen null',
      'added Stripe null',
    ]);
    const bad = await call('POST', listUrl(org), editor, {
      company: { source: 'addendum', companyId: 'okta' },
      notice: { objectionDays: 0 },
    });
    expect(bad.json().error.fields).toEqual({ 'notice.objectionDays': 'At least 1 day' });
  });
});
