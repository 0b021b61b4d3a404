import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { cookieFrom, memberCookie, ORIGIN, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function staff(org: CreatedOrganisation, who = 'editor') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: ORIGIN,
    payload: { email: `${who}@${org.slug}.example`, password: STAFF_PASSWORD },
  });
  return { ...ORIGIN, cookie: cookieFrom(res, 'tc_staff') };
}
const memberSession = (org: CreatedOrganisation, email: string) => memberCookie(t, org, email);
const restrictedLocked = async (org: CreatedOrganisation, cookie: string) =>
  (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie } }))
    .json()
    .cards.flatMap((c: { items: { title: string; locked: boolean }[] }) => c.items)
    .find((i: { title: string }) => i.title === 'Restricted Report')?.locked;

describe('account administration', () => {
  it('creates an account, adds a member who can then sign in, and refuses a duplicate member', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers,
      payload: {
        name: 'Wonka Industries',
        domain: 'Wonka.Example',
        permissionProfileId: org.profileIds.get('Default'),
      },
    });
    expect(created.statusCode).toBe(201);
    const accountId = created.json().id;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/members`,
      headers,
      payload: { email: 'Charlie@wonka.example', firstName: 'Charlie', lastName: 'Bucket' },
    });
    expect(added.statusCode).toBe(201);
    const overview = (await t.app.inject({ url: '/api/accounts', headers })).json();
    expect(overview.accounts.find((a: { id: string }) => a.id === accountId)).toMatchObject({
      name: 'Wonka Industries',
      domain: 'wonka.example',
      members: [{ email: 'charlie@wonka.example' }],
    });
    const cookie = await memberSession(org, 'charlie@wonka.example');
    expect(await restrictedLocked(org, cookie)).toBe(false);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/members`,
      headers,
      payload: { email: 'charlie@wonka.example', firstName: 'C', lastName: 'B' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.email).toBe('This email is already a member of an account.');
  });

  it('removing a member ends their sessions', async () => {
    const org = await t.createOrg();
    const email = `member@customer-${org.slug}.example`;
    const cookie = await memberSession(org, email);
    const overview = (await t.app.inject({ url: '/api/accounts', headers: await staff(org) })).json();
    const account = overview.accounts.find((a: { name: string }) => a.name === 'Customer Co');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${account.id}/members/${account.members[0].id}`,
      headers: await staff(org),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie } })).json().mode,
    ).toBe('Public');
  });

  it('changing a profile changes what its members see at once', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    const cookie = await memberSession(org, `member@other-${org.slug}.example`); // Other Co: the Default profile
    expect(await restrictedLocked(org, cookie)).toBe(false);
    const profiles = (await t.app.inject({ url: '/api/permission-profiles', headers })).json();
    expect(profiles.items.map((i: { title: string }) => i.title).sort()).toEqual([
      'Hidden Report',
      'Restricted Report',
      'Shared File Report',
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/permission-profiles/${org.profileIds.get('Default')}`,
      headers,
      payload: { name: 'Default', itemUids: [], isDefault: true },
    });
    expect(res.statusCode).toBe(204);
    expect(await restrictedLocked(org, cookie)).toBe(true);
  });

  it('keeps one default profile', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    await t.app.inject({
      method: 'POST',
      url: '/api/permission-profiles',
      headers,
      payload: { name: 'New default', itemUids: [org.itemUids.get('Restricted Report')], isDefault: true },
    });
    const profiles = (await t.app.inject({ url: '/api/permission-profiles', headers })).json().profiles;
    expect(
      profiles.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { name: string }) => p.name),
    ).toEqual(['New default']);
  });

  it('approves and blocks email domains', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/email-domains',
      headers,
      payload: { domain: 'Rival.example', kind: 'blocked' },
    });
    expect(added.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/email-domains',
          headers,
          payload: { domain: 'rival.example', kind: 'approved' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/email-domains',
          headers,
          payload: { domain: 'not a domain', kind: 'approved' },
        })
      ).json().error.fields.domain,
    ).toBe('Enter a domain such as example.com');
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: {
        email: 'x@rival.example',
        firstName: 'X',
        lastName: 'Y',
        companyName: 'Rival',
        agree: true,
        productId: org.products[0]!.id,
      },
    });
    expect(request.json().error.code).toBe('request_declined_blocked_domain');
    const rules = (await t.app.inject({ url: '/api/email-domains', headers })).json().rules;
    expect(rules.map((r: { domain: string }) => r.domain)).toContain('rival.example');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/email-domains/${added.json().id}`, headers }))
        .statusCode,
    ).toBe(204);
  });

  it("refuses another organisation's ids, foreign items in a profile, and staff without accounts:manage", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const headers = await staff(org);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/accounts/${other.accountIds.get('Customer Co')}`,
          headers,
          payload: { name: 'Hijacked' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/accounts/${other.accountIds.get('Customer Co')}/members`,
          headers,
          payload: { email: 'a@b.example', firstName: 'A', lastName: 'B' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/permission-profiles/${other.profileIds.get('Default')}`,
          headers,
          payload: { name: 'X', itemUids: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/permission-profiles',
          headers,
          payload: { name: 'Sneaky', itemUids: [other.itemUids.get('Restricted Report')] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/accounts',
          headers,
          payload: { name: 'A', permissionProfileId: other.profileIds.get('Default') },
        })
      ).statusCode,
    ).toBe(404);
    const reader = await staff(org, 'reader');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: reader, payload: { name: 'A' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/email-domains', headers: reader })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/email-domains' })).statusCode).toBe(401);
  });
});
