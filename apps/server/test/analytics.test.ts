import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type {
  AccessRequestSummary,
  AccountActivity,
  AnalyticsDashboard,
  AskedQuestions,
  PortalView,
  RequesterJourney,
} from '@trust/shared';
import { analyticsEventBundles, analyticsEvents } from '../src/db/schema/index.js';
import { queryRows } from '../src/db/rows.js';
import { eventBundle } from '../src/modules/analytics/event-bundle.js';
import { BUNDLE_COLUMNS, BUNDLE_TABLE } from '../src/modules/analytics/event-buffer.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import {
  accessForm,
  logLocalSearch,
  memberCookie,
  ORIGIN,
  orgWithAdmin,
  staffCookie,
  startTestApp,
  until,
  type TestApp,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ANALYTICS_RETENTION_DAYS: '400' });
});
afterAll(() => t.close());

const send = (
  org: CreatedOrganisation,
  body: object,
  headers: Record<string, string> = {},
  remoteAddress = '203.0.113.77',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/events`,
    headers: { ...ORIGIN, ...headers },
    payload: body,
    remoteAddress,
  });
const rowsOf = (org: CreatedOrganisation) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.orgId, org.id));
const now = () => new Date().toISOString();

describe('portal analytics events', () => {
  it('records visitors and members in batches, with truncated addresses, and never staff', async () => {
    const { org, cookie: admin } = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    const visitorId = randomUUID();
    // Kept as sent (every clock right): pretty-printed, with JSON escapes, characters COPY's text
    // format escapes, and scripts beyond Latin; a time of any precision.
    const asSent = JSON.stringify(
      {
        productId,
        visitorId,
        events: [
          {
            type: 'page_view',
            at: new Date(Date.now() - 60_000).toISOString().replace('Z', '789Z'),
            data: { path: '/' },
          },
          { type: 'card_click', at: now(), data: { card: 'cert\tifications\\ \n«ملف» 証明書 🔐', n: 3 } },
        ],
      },
      null,
      2,
    ).replace('«', '\\u00ab');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/events`,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: asSent,
      remoteAddress: '203.0.113.77',
    });
    expect(sent.statusCode).toBe(202);
    // Corrected: a browser clock far ahead is kept to now, one far behind to a day ago.
    const corrected = await send(org, {
      productId,
      visitorId,
      events: [
        { type: 'search_entered', at: '2099-01-01T00:00:00.000Z', data: { term: 'SOC 2 отчёт' } },
        { type: 'search_focus', at: '2020-01-01T00:00:00Z', data: { trigger: 'keyboard' } },
      ],
    });
    expect(corrected.statusCode).toBe(202);
    // The schema is strict: a batch holds nothing it does not name.
    const extra = await send(org, { productId, events: [{ type: 'page_view', at: now(), extra: 'x' }] });
    expect(extra.statusCode).toBe(400);
    // Padded with whitespace: written as re-serialised, not as sent.
    const padded = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/events`,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: `{${' '.repeat(20_000)}"productId": "${productId}", "events": [{"type": "share_click", "at": "${now()}"}]}`,
      remoteAddress: '203.0.113.77',
    });
    expect(padded.statusCode).toBe(202);
    expect(sent.statusCode).toBe(202);
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    await send(
      org,
      {
        productId,
        accountId: org.accountIds.get('Customer Co'),
        events: [{ type: 'page_view', at: now(), data: {} }],
      },
      { cookie: member },
    );
    // Staff editing their page are not visitors.
    await send(org, { productId, events: [{ type: 'page_view', at: now(), data: {} }] }, { cookie: admin });

    const rows = await until(
      () => rowsOf(org),
      (r) => r.length >= 6,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rowsOf(org)).toHaveLength(6);
    // The stored text of this organisation's batches that contain `text`.
    const storedWith = async (text: string) =>
      (
        await queryRows<{ batch: string }>(
          t.database.db,
          sql`select batch::text from ${analyticsEventBundles}, json_array_elements(${analyticsEventBundles.body}->'batches') batch
            where ${analyticsEventBundles.orgId} = ${org.id} and strpos(batch::text, ${text}) > 0`,
        )
      ).map((r) => r.batch);
    const stored = await storedWith('share_click');
    expect(stored).toEqual([expect.any(String)]);
    expect(stored[0]!.length).toBeLessThan(200);
    // The batch as sent, after what the server adds in front.
    const [kept] = await storedWith('証明書');
    expect(kept).toMatch(/^\{"ip":"203\.0\.113\.0","pageViews":1,\n {2}"productId": "/);
    expect(kept).toContain('\\u00ab');
    // Anonymous visitors' batches of the same second share a bundle; the member's has its own.
    const bundles = await t.database.db
      .select({ accountId: analyticsEventBundles.accountId, pageViews: analyticsEventBundles.pageViews })
      .from(analyticsEventBundles)
      .where(eq(analyticsEventBundles.orgId, org.id));
    expect(bundles.length).toBeLessThan(5);
    expect(bundles.reduce((n, b) => n + b.pageViews, 0)).toBe(2);
    expect(bundles.filter((b) => b.accountId !== null)).toEqual([
      { accountId: org.accountIds.get('Customer Co'), pageViews: 1 },
    ]);
    expect(
      rows
        .filter((r) => r.visitorId === visitorId)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['card_click', 'page_view', 'search_entered', 'search_focus']);
    expect(rows.find((r) => r.type === 'card_click')!.data).toEqual({
      card: 'cert\tifications\\ \n«ملف» 証明書 🔐',
      n: 3,
    });
    expect(rows.find((r) => r.type === 'search_entered')!.data).toEqual({ term: 'SOC 2 отчёт' });
    expect(rows.every((r) => r.ipPrefix === '203.0.113.0')).toBe(true);
    // Kept to the time it arrived, at most its bundle's time (when the bundle's last batch arrived).
    const entered = rows.find((r) => r.type === 'search_entered')!;
    expect(entered.occurredAt.getTime()).toBeLessThanOrEqual(entered.receivedAt.getTime());
    expect(entered.receivedAt.getTime() - entered.occurredAt.getTime()).toBeLessThan(5_000);
    expect(rows.find((r) => r.type === 'search_focus')!.occurredAt.getTime()).toBe(
      entered.occurredAt.getTime() - 86_400_000,
    );
    const pageView = rows.find((r) => r.type === 'page_view' && r.visitorId === visitorId)!;
    expect(pageView.receivedAt.getTime() - pageView.occurredAt.getTime()).toBeGreaterThanOrEqual(60_000);
    const memberRow = rows.find((r) => r.mode === 'AccountExternal')!;
    expect(memberRow).toMatchObject({ accountId: org.accountIds.get('Customer Co'), visitorId: null });
    expect(memberRow.memberId).toBeTruthy();
  });

  it('refuses malformed batches in the standard envelope, and another organisation’s product', async () => {
    const { org } = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    const unknown = await send(org, { productId, events: [{ type: 'mouse_moved', at: now() }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBeDefined();
    const tooMany = await send(org, {
      productId,
      events: Array.from({ length: 51 }, () => ({ type: 'page_view', at: now() })),
    });
    expect(tooMany.statusCode).toBe(400);
    const other = await orgWithAdmin(t);
    const foreign = await send(org, {
      productId: other.org.products[0]!.id,
      events: [{ type: 'page_view', at: now() }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('writes a bundle once however often its write comes again with the same id', async () => {
    const orgId = randomUUID();
    const line = Buffer.from(`${orgId}\t\\N\tPublic\t\\N\t\\N\t{"batches":[]}\t4\t2026-12-03T08:00:00Z\n`);
    const writeId = randomUUID();
    await t.app.ctx.copyRows(BUNDLE_TABLE, BUNDLE_COLUMNS, line, writeId);
    await t.app.ctx.copyRows(BUNDLE_TABLE, BUNDLE_COLUMNS, line, writeId);
    await t.app.ctx.copyRows(BUNDLE_TABLE, BUNDLE_COLUMNS, line, randomUUID());
    const bundles = await t.app.ctx.db
      .select({ pageViews: analyticsEventBundles.pageViews })
      .from(analyticsEventBundles)
      .where(eq(analyticsEventBundles.orgId, orgId));
    expect(bundles.map((b) => b.pageViews)).toEqual([4, 4]);
  });

  it('a retention job removes events older than the retention period', async () => {
    const { org } = await orgWithAdmin(t);
    const old = new Date(Date.now() - 401 * 86_400_000);
    await t.database.db
      .insert(analyticsEventBundles)
      .values(
        [old, new Date()].map((occurredAt) =>
          eventBundle({ orgId: org.id, mode: 'Public' }, [{ type: 'page_view', occurredAt }]),
        ),
      );
    await t.app.ctx.jobs.send('analytics-retention', {}, { singletonKey: `test-${org.id}` });
    const left = await until(
      () => rowsOf(org),
      (r) => r.length === 1,
    );
    expect(left[0]!.occurredAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('removes an organisation’s events with the organisation, and no one else’s', async () => {
    const [{ org }, { org: other }] = await Promise.all([orgWithAdmin(t), orgWithAdmin(t)]);
    await t.database.db
      .insert(analyticsEventBundles)
      .values(
        [org, other].map((o) =>
          eventBundle({ orgId: o.id, mode: 'Public' }, [{ type: 'page_view', occurredAt: new Date() }]),
        ),
      );
    await t.database.db.execute(sql`delete from organisations where id = ${org.id}`);
    expect(await rowsOf(org)).toEqual([]);
    expect(await rowsOf(other)).toHaveLength(1);
  });
});

describe('the analytics dashboard', () => {
  it('shows what a member opened, on the dashboard and on their account, with the funnel and a CSV', async () => {
    const { org, call } = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    await send(org, {
      productId,
      visitorId: randomUUID(),
      events: [{ type: 'page_view', at: now(), data: {} }],
    });
    const email = `member@customer-${org.slug}.example`;
    const member = await memberCookie(t, org, email);
    const view = (
      await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie: member } })
    ).json();
    const documents = view.cards
      .flatMap(
        (c: { items: { itemUid: string; documents: { fileId: string; locked: boolean }[] }[] }) => c.items,
      )
      .flatMap((i: { itemUid: string; documents: { fileId: string; locked: boolean }[] }) =>
        i.documents.filter((d) => !d.locked).map((d) => ({ itemUid: i.itemUid, fileId: d.fileId })),
      )
      .slice(0, 2);
    expect(documents).toHaveLength(2);
    for (const d of documents) {
      const opened = await t.app.inject({
        url: `/api/share/${org.slug}/files/${d.fileId}?productId=${productId}&itemUid=${d.itemUid}&accessType=download`,
        headers: { cookie: member },
      });
      expect(opened.statusCode).toBe(200);
    }
    await until(
      () => rowsOf(org),
      (r) => r.length >= 1,
    );

    const dashboard = (await call('GET', '/api/analytics')).json() as AnalyticsDashboard;
    expect(dashboard.totals).toMatchObject({ visitors: 1, pageViews: 1, documentDownloads: 2 });
    expect(dashboard.topDocuments.reduce((n, d) => n + d.downloads, 0)).toBe(2);
    expect(dashboard.series).toHaveLength(30);
    expect(dashboard.series.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      pageViews: 1,
      documentOpens: 2,
    });
    expect(dashboard.funnel.map((f) => f.step)).toEqual([
      'Visited',
      'Requested access',
      'Approved',
      'Accepted the NDA',
      'Opened a document',
    ]);
    expect(dashboard.funnel.at(-1)!.count).toBe(1);
    const customer = dashboard.accounts.find((a) => a.name === 'Customer Co')!;
    expect(customer).toMatchObject({ downloads: 2, views: 0, lastSeen: expect.any(String) });

    const accountId = org.accountIds.get('Customer Co')!;
    const activity = (await call('GET', `/api/analytics/accounts/${accountId}`)).json() as AccountActivity;
    expect(activity.events).toHaveLength(2);
    expect(activity.events.every((e) => e.email === email && e.kind === 'download')).toBe(true);

    const csv = await call('GET', '/api/analytics/accounts.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), { header: true }).data;
    expect(rows.find((r) => r.Account === 'Customer Co')).toMatchObject({ Downloads: '2' });

    // A period before any of it shows nothing; a bad day is refused.
    const empty = (
      await call('GET', '/api/analytics?from=2020-01-01&to=2020-01-31')
    ).json() as AnalyticsDashboard;
    expect(empty.totals.documentDownloads).toBe(0);
    expect((await call('GET', '/api/analytics?from=last-week')).statusCode).toBe(400);

    // Staff without the analytics scope, and other organisations, see none of it.
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    expect((await t.app.inject({ url: '/api/analytics', headers: { cookie: editor } })).statusCode).toBe(403);
    const other = await orgWithAdmin(t);
    expect((await other.call('GET', `/api/analytics/accounts/${accountId}`)).statusCode).toBe(404);
    const theirs = (await other.call('GET', '/api/analytics')).json() as AnalyticsDashboard;
    expect(theirs.totals.documentDownloads).toBe(0);
    expect(theirs.accounts.some((a) => a.accountId === accountId)).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.orgId, other.org.id))),
    ).toEqual([]);
  });

  it('counts a search however it is worded as one in the top searches and the questions to answer, but not once dismissed', async () => {
    const { org, call } = await orgWithAdmin(t);
    const log = (term: string, resultCount: number) => logLocalSearch(t, org, term, resultCount);
    for (const term of ['Do you support MFA?', 'Is 2FA supported', 'multi-factor support?'])
      await log(term, 0);
    for (const term of ['SOC 2', 'soc2']) await log(term, 2);
    const dashboard = await until(
      async () => (await call('GET', '/api/analytics')).json() as AnalyticsDashboard,
      (d) => d.topSearches.reduce((n, s) => n + s.count, 0) === 5,
    );
    expect(dashboard.topSearches.map((s) => s.count)).toEqual([3, 2]);
    expect(dashboard.gaps).toEqual([
      { term: dashboard.topSearches[0]!.term, count: 3, answered: false, markedUnhelpful: false },
    ]);
    expect(['Do you support MFA?', 'Is 2FA supported', 'multi-factor support?']).toContain(
      dashboard.gaps[0]!.term,
    );
    // A question staff dismissed on 'Questions asked' is no longer one to answer; it still counts
    // among the top searches.
    const asked = (await call('GET', '/api/kb/questions?grouped=true')).json<AskedQuestions>();
    const mfa = asked.questions.find((q) => q.term === dashboard.gaps[0]!.term)!;
    expect((await call('PUT', `/api/kb/questions/${mfa.id}/dismissed`, { dismissed: true })).statusCode).toBe(
      204,
    );
    const after = (await call('GET', '/api/analytics')).json() as AnalyticsDashboard;
    expect(after.gaps).toEqual([]);
    expect(after.topSearches.map((s) => s.count)).toEqual([3, 2]);
  });
});

describe('what a requester looked at before asking', () => {
  it('shows staff who review requests the consenting visitor’s steps, named, and nothing of others', async () => {
    const { org, call } = await orgWithAdmin(t);
    const productId = org.products[0]!.id;
    const view = (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json() as PortalView;
    const item = view.cards.flatMap((c) => c.items).find((i) => i.documents.some((d) => !d.locked))!;
    const doc = item.documents.find((d) => !d.locked)!;
    const visitorId = randomUUID();
    await send(org, {
      productId,
      // Written in capitals by this browser: still the same visitor.
      visitorId: visitorId.toUpperCase(),
      events: [
        { type: 'page_view', at: now(), data: { product: 'main' } },
        { type: 'card_click', at: now(), data: { card: 'certifications', item: item.itemUid } },
        { type: 'search_focus', at: now(), data: { trigger: 'keyboard' } },
        { type: 'search_entered', at: now(), data: { term: 'сертификат ISO 27001 🔒' } },
        { type: 'file_engaged', at: now(), data: { file: doc.fileId, how: 'view' } },
        { type: 'file_requested', at: now(), data: { item: item.itemUid } },
      ],
    });
    // Someone else on the same portal.
    await send(org, {
      productId,
      visitorId: randomUUID(),
      events: [{ type: 'search_entered', at: now(), data: { term: 'not theirs' } }],
    });
    await until(
      () => rowsOf(org),
      (r) => r.length >= 7,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: accessForm(org, `jane@journey-${org.slug}.example`, { visitorId }),
    });
    expect(sent.json()).toMatchObject({ status: 'Pending' });
    // Long after the request: not part of what they looked at before asking.
    await t.database.db.insert(analyticsEventBundles).values(
      eventBundle({ orgId: org.id, mode: 'Public', visitorId }, [
        {
          type: 'search_entered',
          data: { term: 'afterwards' },
          occurredAt: new Date(Date.now() + 3600_000),
        },
      ]),
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: accessForm(org, `john@journey-${org.slug}.example`),
    });
    expect(unknown.statusCode).toBe(200);

    const requests = (
      (await call('GET', '/api/access/requests')).json() as { requests: AccessRequestSummary[] }
    ).requests;
    const jane = requests.find((r) => r.email.startsWith('jane@'))!;
    const john = requests.find((r) => r.email.startsWith('john@'))!;
    expect(jane.visitorTracked).toBe(true);
    expect(john.visitorTracked).toBe(false);

    // A reviewer without the analytics scope sees it: it is what they decide with.
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const read = await t.app.inject({
      url: `/api/access/requests/${jane.id}/journey`,
      headers: { cookie: editor },
    });
    expect(read.statusCode).toBe(200);
    const journey = read.json() as RequesterJourney;
    expect(journey).toMatchObject({ tracked: true, visitDays: 1, truncated: false });
    expect(journey.steps.map((s) => s.text)).toEqual([
      `Visited the trust centre (${view.product.productName})`,
      `Opened “${item.title}”`,
      'Searched for “сертификат ISO 27001 🔒”',
      `Viewed ${doc.originalName}`,
      `Asked for access to “${item.title}”`,
    ]);

    expect(
      ((await call('GET', `/api/access/requests/${john.id}/journey`)).json() as RequesterJourney).tracked,
    ).toBe(false);
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect(
      (await t.app.inject({ url: `/api/access/requests/${jane.id}/journey`, headers: { cookie: reader } }))
        .statusCode,
    ).toBe(403);
    const other = await orgWithAdmin(t);
    expect((await other.call('GET', `/api/access/requests/${jane.id}/journey`)).statusCode).toBe(404);
    expect((await call('GET', '/api/access/requests/not-a-uuid/journey')).statusCode).toBe(400);
  });
});

describe('analytics switched off (ANALYTICS=off)', () => {
  it('tells the portal not to report, and records nothing it is sent', async () => {
    const off = await startTestApp({ ANALYTICS: 'off' });
    try {
      const org = await off.createOrg();
      const view = (await off.app.inject({ url: `/api/share/${org.slug}/view` })).json() as PortalView;
      expect(view.features.analytics).toBe(false);
      const sent = await off.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/events`,
        headers: ORIGIN,
        payload: { productId: org.products[0]!.id, events: [{ type: 'page_view', at: now(), data: {} }] },
      });
      expect(sent.statusCode).toBe(202);
      await new Promise((r) => setTimeout(r, 1500));
      expect(
        await off.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.orgId, org.id)),
      ).toEqual([]);
    } finally {
      await off.close();
    }
    // On (the default), an anonymous visitor's view asks for reports.
    const { org } = await orgWithAdmin(t);
    const view = (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json() as PortalView;
    expect(view.features.analytics).toBe(true);
  });
});
