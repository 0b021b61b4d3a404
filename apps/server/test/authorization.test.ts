import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@trust/shared';
import { accountMembers } from '../src/db/schema/index.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { memberCookie, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

/**
 * Every route against every kind of caller (issue 3): anonymous, a member of account A, a member of
 * account B, a member of another organisation, staff without the permission, staff. No leaks.
 */
let t: TestApp;
let org: CreatedOrganisation;
let other: CreatedOrganisation;
const cookies: Record<string, string | undefined> = {};
let pendingId: string;

const member = (o: CreatedOrganisation, email: string) => memberCookie(t, o, email);
const staff = (email: string) => staffCookie(t, email);

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  other = await t.createOrg();
  cookies.memberA = await member(org, `member@customer-${org.slug}.example`);
  cookies.memberB = await member(org, `member@other-${org.slug}.example`);
  cookies.otherOrgMember = await member(other, `member@customer-${other.slug}.example`);
  cookies.staffWithout = await staff(`reader@${org.slug}.example`);
  cookies.staff = await staff(`editor@${org.slug}.example`);
  cookies.otherOrgStaff = await staff(`editor@${other.slug}.example`);
  await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/access/request`,
    headers: ORIGIN,
    payload: {
      email: 'pending@requester.example',
      firstName: 'P',
      lastName: 'R',
      companyName: 'C',
      agree: true,
      productId: org.products[0]!.id,
    },
  });
  pendingId = (
    await t.app.inject({ url: '/api/access/requests', headers: { cookie: cookies.staff! } })
  ).json().requests[0].id;
}, 120_000);
afterAll(() => t.close());

const CALLERS = ['anonymous', 'memberA', 'memberB', 'otherOrgMember', 'staffWithout', 'staff'] as const;
type Caller = (typeof CALLERS)[number];
const as = (caller: Caller, extra: Record<string, string> = {}) => ({
  ...ORIGIN,
  ...extra,
  ...(cookies[caller] ? { cookie: cookies[caller]! } : {}),
});

describe('the authorization matrix', () => {
  it.each([
    ['anonymous', 'Public', false, false],
    ['memberA', 'AccountExternal', true, true],
    ['memberB', 'AccountExternal', true, false],
    ['otherOrgMember', 'Public', false, false],
    ['staffWithout', 'Public', false, false],
    ['staff', 'Main', true, true],
  ] as const)(
    'view: %s sees %s mode (restricted open: %s, hidden seen: %s)',
    async (caller, mode, restrictedOpen, hiddenSeen) => {
      const view = (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: as(caller) })).json();
      expect(view.mode).toBe(mode);
      const items = view.cards.flatMap((c: { items: { title: string; locked: boolean }[] }) => c.items);
      expect(items.find((i: { title: string }) => i.title === 'Restricted Report').locked).toBe(
        !restrictedOpen,
      );
      expect(JSON.stringify(view).includes('hidden.pdf')).toBe(hiddenSeen);
      // A locked document is listed (so it can be asked for), but its file does not open.
      const restricted = view.documents
        .flatMap((d: { documents: { originalName: string; locked: boolean }[] }) => d.documents)
        .find((d: { originalName: string }) => d.originalName === 'restricted.pdf');
      expect(restricted.locked).toBe(!restrictedOpen);
      const file = fileUrl(org.slug, org.fileIds.get('restricted.pdf')!, {
        productId: org.products[0]!.id,
        itemUid: org.itemUids.get('Restricted Report')!,
        accessType: 'view',
      });
      const opened = await t.app.inject({ url: file, headers: as(caller) });
      if (caller !== 'staff') expect(opened.statusCode).toBe(restrictedOpen ? 200 : 404);
    },
  );

  it.each(CALLERS)('preview parameters give Preview only to staff who edit (%s)', async (caller) => {
    const view = (
      await t.app.inject({
        url: `/api/share/${org.slug}/view?permissionProfileId=${org.profileIds.get('Everything')}`,
        headers: as(caller),
      })
    ).json();
    expect(view.mode === 'Preview').toBe(caller === 'staff');
    if (caller !== 'staff' && caller !== 'memberA') expect(JSON.stringify(view)).not.toContain('hidden.pdf');
  });

  it.each(CALLERS)('/me names only the member of this organisation (%s)', async (caller) => {
    const me = (await t.app.inject({ url: `/api/share/${org.slug}/me`, headers: as(caller) })).json();
    const expected = caller === 'memberA' ? 'Customer Co' : caller === 'memberB' ? 'Other Co' : null;
    expect(me.member?.accountName ?? null).toBe(expected);
  });

  it.each([
    ['anonymous', 401],
    ['memberA', 401],
    ['memberB', 401],
    ['otherOrgMember', 401],
    ['staffWithout', 403],
    ['staff', 200],
  ] as const)('the request queue and accounts: %s gets %i', async (caller, status) => {
    expect((await t.app.inject({ url: '/api/access/requests', headers: as(caller) })).statusCode).toBe(
      status,
    );
    const accounts = await t.app.inject({ url: '/api/accounts', headers: as(caller) });
    expect(accounts.statusCode).toBe(status);
    if (status === 200)
      expect(accounts.json().accounts.map((a: { name: string }) => a.name)).toEqual([
        'Customer Co',
        'Other Co',
      ]);
  });

  it("another organisation's staff see only their own queue and cannot decide this one's requests", async () => {
    const headers = { ...ORIGIN, cookie: cookies.otherOrgStaff! };
    expect((await t.app.inject({ url: '/api/access/requests', headers })).json().requests).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/accounts', headers }))
        .json()
        .accounts.map((a: { name: string }) => a.name),
    ).toEqual(['Customer Co', 'Other Co']);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/access/requests/${pendingId}/decline`, headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/access/requests/${pendingId}/approve`,
          headers,
          payload: { newAccountName: 'X', permissionProfileId: other.profileIds.get('Default') },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['anonymous', 401],
    ['memberA', 200],
    ['memberB', 404],
    ['otherOrgMember', 404],
    ['staffWithout', 401],
    ['staff', 401],
  ] as const)('inviting into account A: %s gets %i', async (caller, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${org.accountIds.get('Customer Co')}/external/invite-colleague`,
      headers: as(caller),
      payload: { emails: [`${caller.toLowerCase()}-guest@newco.example`] },
    });
    expect(res.statusCode).toBe(status);
  });

  it.each(CALLERS)('public reads answer everyone alike (%s)', async (caller) => {
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/compliance-update`, headers: as(caller) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/social-image.png`, headers: as(caller) }))
        .statusCode,
    ).toBe(200);
  });

  it.each(CALLERS)('/api/auth/me answers staff only (%s)', async (caller) => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: as(caller) })).json();
    expect(me.staff !== null).toBe(caller === 'staff' || caller === 'staffWithout');
  });
});

describe('extending expired access', () => {
  const extend = (o: CreatedOrganisation, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${o.slug}/external/extend-access`,
      headers: ORIGIN,
      payload: { email },
    });

  it('answers each outcome of the specification', async () => {
    const o = await t.createOrg();
    const email = `member@customer-${o.slug}.example`;
    expect((await extend(o, email)).json()).toEqual({ result: 'already-has-access' });
    expect((await extend(o, 'stranger@nowhere.example')).json()).toEqual({ result: 'error' });
    await t.database.db
      .update(accountMembers)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountMembers.email, email));
    expect((await extend(o, email)).json()).toEqual({ result: 'success' });
    expect((await extend(o, email)).json()).toEqual({ result: 'already-requested' });
    const queue = (
      await t.app.inject({
        url: '/api/access/requests',
        headers: { cookie: await staff(`editor@${o.slug}.example`) },
      })
    ).json().requests;
    expect(queue.map((r: { email: string }) => r.email)).toContain(email);
  });
});
