import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { auditChanges, auditSentence, isEdit, type ActivityResponse } from '@trust/shared';
import { auditEvents } from '../src/db/schema/index.js';
import {
  accessForm,
  cookieFrom,
  memberCookie,
  ORIGIN,
  orgWithAdmin,
  startTestApp,
  staffCookie,
  waitForMail,
  type TestApp,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const englishDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

describe('the activity log, readable', () => {
  it('records every access event and staff action as a sentence, filtered by actor, kind and day, and as CSV', async () => {
    const { org, call } = await orgWithAdmin(t);
    // A visitor asks; the administrator approves into a new account until a date.
    const email = `jane@doe-${org.slug}.example`;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: accessForm(org, email, { firstName: 'Jane', lastName: 'Doe', companyName: 'Doe Industries' }),
    });
    expect(asked.statusCode).toBe(200);
    const requestId = asked.json().requestId as string;
    const profiles = (await call('GET', '/api/accounts')).json().profiles as { id: string; name: string }[];
    const profile = profiles.find((p) => p.name === 'Default')!;
    const approved = await call('POST', `/api/access/requests/${requestId}/approve`, {
      newAccountName: 'Doe Industries',
      permissionProfileId: profile.id,
      expiresAt: '2026-12-31',
    });
    expect(approved.statusCode).toBe(204);
    // Jane follows her link, accepts nothing (no NDA here), invites a colleague.
    const mail = await waitForMail(t, email, 'was approved');
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0]);
    const signedIn = cookieFrom(await t.app.inject(link.pathname + link.search), 'tc_member');
    const accountId = (
      await t.app.inject({ url: `/api/share/${org.slug}/me`, headers: { cookie: signedIn } })
    ).json().member.accountId as string;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${accountId}/external/invite-colleague`,
      headers: { ...ORIGIN, cookie: signedIn },
      payload: { emails: [`raj@doe-${org.slug}.example`] },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    // A second request is declined with a message; staff change a setting.
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: accessForm(org, 'mallory@competitor-labs.example', { firstName: 'Mallory', lastName: 'M' }),
    });
    await call('POST', `/api/access/requests/${second.json().requestId}/decline`, {
      message: 'Not a customer',
    });
    const settings = (await call('GET', '/api/settings')).json();
    await call('PUT', '/api/settings/notice', { ...settings.notice, show: true, text: 'Новости 🔐' });

    const activity = (await call('GET', '/api/activity')).json() as ActivityResponse;
    const sentences = activity.events.map((e) => auditSentence(e, englishDate));
    expect(sentences).toEqual(
      expect.arrayContaining([
        `Jane Doe requested access as ${email} for Doe Industries`,
        `Ada Admin approved ${email} for Doe Industries with the Default profile until December 31, 2026`,
        `${email} signed in with an emailed link`,
        `Jane Doe invited raj@doe-${org.slug}.example to Doe Industries`,
        'Ada Admin declined mallory@competitor-labs.example: “Not a customer”',
        'Ada Admin changed the notice settings',
      ]),
    );
    expect(activity.actors).toEqual(expect.arrayContaining(['Ada Admin', 'Jane Doe', 'Mallory M']));

    // Filters: actor, kind, days.
    const byAdmin = (await call('GET', '/api/activity?actor=Ada%20Admin')).json() as ActivityResponse;
    expect(byAdmin.events.every((e) => e.actor === 'Ada Admin')).toBe(true);
    expect(byAdmin.events.length).toBeGreaterThanOrEqual(3);
    const settingsOnly = (await call('GET', '/api/activity?kind=settings')).json() as ActivityResponse;
    expect(settingsOnly.events.map((e) => e.action)).toEqual(['settings.notice']);
    const access = (await call('GET', '/api/activity?kind=access')).json() as ActivityResponse;
    expect(access.events.every((e) => e.kind === 'access')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ((await call('GET', `/api/activity?from=${today}&to=${today}`)).json() as ActivityResponse).events
        .length,
    ).toBe(activity.events.length);
    expect(((await call('GET', '/api/activity?to=2020-01-01')).json() as ActivityResponse).events).toEqual(
      [],
    );
    const badDay = await call('GET', '/api/activity?from=yesterday');
    expect(badDay.statusCode).toBe(400);

    // CSV: the same sentences, the changes spelled out, formulae defused.
    const csv = await call('GET', '/api/activity.csv?kind=settings');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('activity.csv');
    const rows = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), { header: true }).data;
    expect(rows[0]).toMatchObject({
      Who: 'Ada Admin',
      What: 'Ada Admin changed the notice settings',
      Kind: 'settings',
    });
    expect(rows[0]!.Changes).toContain('Show: No → Yes');
    expect(rows[0]!.Changes).toContain('Text: — → Новости 🔐');

    // Staff without the scope, and other organisations' staff, see none of it.
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await t.app.inject({ url: '/api/activity', headers: { cookie: reader } })).statusCode).toBe(403);
    const other = await orgWithAdmin(t);
    const theirs = (await other.call('GET', '/api/activity')).json() as ActivityResponse;
    expect(theirs.events.some((e) => JSON.stringify(e).includes(email))).toBe(false);
  });

  it('records a knowledge-base edit with every field as it was, so only what changed is listed, products by name', async () => {
    const { org, call } = await orgWithAdmin(t);
    const entry = {
      question: 'Шифруете ли вы данные? 数据加密?',
      answer: 'Да, AES-256 🔐',
      comment: 'Reviewed by security',
      accessLevel: 'public',
      productIds: [],
      favorite: false,
    };
    const created = await call('POST', '/api/kb/entries', entry);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edited = await call('PUT', `/api/kb/entries/${id}`, {
      ...entry,
      accessLevel: 'private',
      productIds: [org.products[0]!.id],
      favorite: true,
    });
    expect(edited.statusCode, edited.body).toBe(204);

    const { events } = (await call('GET', '/api/activity?kind=content')).json() as ActivityResponse;
    const [edit, creation] = events.filter((e) => e.target === `kb:${id}`);
    expect(auditSentence(edit!, englishDate)).toBe(
      `Ada Admin edited the knowledge-base entry “${entry.question}”`,
    );
    const names = new Map([[org.products[0]!.id, 'Main Product']]);
    // The question, answer and comment were saved again unchanged: they are not listed.
    expect(auditChanges(edit!.before, edit!.after, names)).toEqual([
      { field: 'Access', before: 'Public', after: 'Private' },
      { field: 'Favourite', before: 'No', after: 'Yes' },
      { field: 'Products', before: '—', after: 'Main Product' },
    ]);
    // The page lists edits' fields only; the addition says what it was in its sentence.
    expect(isEdit(edit!)).toBe(true);
    expect(isEdit(creation!)).toBe(false);

    const csv = await call('GET', '/api/activity.csv?kind=content');
    const rows = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), { header: true }).data;
    const editRow = rows.find((r) => r.Action === 'kb.update' && r.Target === `kb:${id}`)!;
    expect(editRow.Changes!.split('\n')).toEqual([
      'Access: Public → Private',
      'Favourite: No → Yes',
      'Products: — → Main Product',
    ]);
  });

  it('records what members do and what staff do to accounts, and entries cannot be changed or removed', async () => {
    const { org, call } = await orgWithAdmin(t, {
      customization: {
        nda: { provider: 'click-wrap', title: 'NDA', text: 'Keep it secret.', version: 3, document: null },
      },
    });
    const email = `member@customer-${org.slug}.example`;
    const member = await memberCookie(t, org, email);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/share/${org.slug}/nda/accept`,
          headers: { ...ORIGIN, cookie: member },
          payload: { name: 'Mia Member', agree: true },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const accountId = org.accountIds.get('Customer Co')!;
    const added = await call('POST', `/api/accounts/${accountId}/members`, {
      email: 'newbie@customer.example',
      firstName: 'New',
      lastName: 'Bie',
    });
    expect(added.statusCode).toBe(201);
    expect((await call('DELETE', `/api/accounts/${accountId}/members/${added.json().id}`)).statusCode).toBe(
      204,
    );
    const rule = await call('POST', '/api/email-domains', {
      domain: 'partners-only.example',
      kind: 'blocked',
    });
    await call('DELETE', `/api/email-domains/${rule.json().id}`);

    const sentences = ((await call('GET', '/api/activity')).json() as ActivityResponse).events.map((e) =>
      auditSentence(e, englishDate),
    );
    expect(sentences).toEqual(
      expect.arrayContaining([
        `${email} accepted the NDA (version 3)`,
        'Ada Admin added newbie@customer.example to Customer Co',
        'Ada Admin removed newbie@customer.example from Customer Co',
        'Ada Admin marked partners-only.example as blocked',
        'Ada Admin removed the rule for partners-only.example',
      ]),
    );

    // Append-only, in the database itself.
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.orgId, org.id))
      .limit(1);
    await expect(
      t.database.db
        .update(auditEvents)
        .set({ actorName: 'Someone else' })
        .where(eq(auditEvents.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, entry!.id))).rejects.toThrow();
    // Removed only with the organisation.
    await t.database.db.execute(sql`delete from organisations where id = ${org.id}`);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.orgId, org.id))).toEqual([]);
  });
});
