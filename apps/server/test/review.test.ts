import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { cookieFrom, ORIGIN, STAFF_PASSWORD, startTestApp, waitForMail, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function staff(org: CreatedOrganisation, who: 'editor' | 'reader' = 'editor') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: ORIGIN,
    payload: { email: `${who}@${org.slug}.example`, password: STAFF_PASSWORD },
  });
  return { ...ORIGIN, cookie: cookieFrom(res, 'tc_staff') };
}
async function pendingRequest(org: CreatedOrganisation, email: string) {
  await t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/access/request`,
    headers: ORIGIN,
    payload: {
      email,
      firstName: 'Rae',
      lastName: 'Quest',
      companyName: 'Requester Ltd',
      agree: true,
      productId: org.products[0]!.id,
    },
  });
  const list = await t.app.inject({ url: '/api/access/requests', headers: await staff(org) });
  return (list.json().requests as { id: string; email: string }[]).find((r) => r.email === email)!;
}

describe('the access request queue', () => {
  it('lists pending requests to staff who review them', async () => {
    const org = await t.createOrg();
    const request = await pendingRequest(org, 'rae@requester.example');
    expect(request).toMatchObject({ email: 'rae@requester.example', companyName: 'Requester Ltd' });
  });

  it('approving into an account emails a link that opens the profile’s documents', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    const request = await pendingRequest(org, 'rae@requester.example');
    const overview = (await t.app.inject({ url: '/api/accounts', headers })).json();
    const profile = overview.profiles.find((p: { name: string }) => p.name === 'Default');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers,
      payload: { newAccountName: 'Requester Ltd', permissionProfileId: profile.id },
    });
    expect(approved.statusCode).toBe(204);
    const mail = await waitForMail(t, 'rae@requester.example', 'was approved');
    expect(mail.subject).toContain('was approved');
    const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0]);
    const followed = await t.app.inject(link.pathname + link.search);
    const view = (
      await t.app.inject({
        url: `/api/share/${org.slug}/view`,
        headers: { cookie: cookieFrom(followed, 'tc_member') },
      })
    ).json();
    expect(view.mode).toBe('AccountExternal');
    expect(
      view.cards
        .flatMap((c: { items: { title: string; locked: boolean }[] }) => c.items)
        .find((i: { title: string }) => i.title === 'Restricted Report').locked,
    ).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers,
      payload: { newAccountName: 'X', permissionProfileId: profile.id },
    });
    expect(again.json().error.code).toBe('already_decided');
  });

  it('an expiry date in the past ends access at once', async () => {
    const org = await t.createOrg();
    const headers = await staff(org);
    const request = await pendingRequest(org, 'late@requester.example');
    await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers,
      payload: {
        accountId: org.accountIds.get('Customer Co'),
        permissionProfileId: org.profileIds.get('Default'),
        expiresAt: '2020-01-01',
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/products/${org.products[0]!.id}/login`,
      headers: ORIGIN,
      payload: { email: 'late@requester.example', productId: org.products[0]!.id },
    });
    expect(login.json().error.code).toBe('AccessExpired');
  });

  it('declining emails the requester and their next request is declined', async () => {
    const org = await t.createOrg();
    const request = await pendingRequest(org, 'no@requester.example');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/access/requests/${request.id}/decline`,
          headers: await staff(org),
        })
      ).statusCode,
    ).toBe(204);
    expect((await waitForMail(t, 'no@requester.example', 'Your access request')).subject).toContain(
      'access request',
    );
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: {
        email: 'no@requester.example',
        firstName: 'N',
        lastName: 'O',
        companyName: 'C',
        agree: true,
        productId: org.products[0]!.id,
      },
    });
    expect(retry.json().error.code).toBe('request_declined');
  });

  it('declines with a note quoted in the mail, and a decline can be undone into pending', async () => {
    const org = await t.createOrg();
    const request = await pendingRequest(org, 'maybe@requester.example');
    const headers = await staff(org);
    const post = (path: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/access/requests/${request.id}/${path}`, headers, payload });
    expect((await post('reopen')).statusCode).toBe(409);
    expect((await post('decline', { message: 'Пожалуйста, используйте рабочий адрес 🙏' })).statusCode).toBe(
      204,
    );
    expect((await waitForMail(t, 'maybe@requester.example', 'Your access request')).text).toContain(
      'wrote: "Пожалуйста, используйте рабочий адрес 🙏"',
    );
    expect((await post('reopen')).statusCode).toBe(204);
    const pending = (await t.app.inject({ url: '/api/access/requests?status=pending', headers })).json()
      .requests as { id: string }[];
    expect(pending.map((r) => r.id)).toContain(request.id);
    const outsider = await staff(await t.createOrg());
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/access/requests/${request.id}/reopen`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("is closed to anonymous visitors, staff without the scope, and another organisation's ids", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const request = await pendingRequest(org, 'x@requester.example');
    expect((await t.app.inject('/api/access/requests')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/access/requests', headers: await staff(org, 'reader') })).statusCode,
    ).toBe(403);
    const outsider = await staff(other);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/access/requests/${request.id}/decline`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/access/requests', headers: outsider })).json().requests).toEqual(
      [],
    );
    const foreignProfile = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers: await staff(org),
      payload: { newAccountName: 'X', permissionProfileId: other.profileIds.get('Default') },
    });
    expect(foreignProfile.statusCode).toBe(404);
    const foreignAccount = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers: await staff(org),
      payload: {
        accountId: other.accountIds.get('Customer Co'),
        permissionProfileId: org.profileIds.get('Default'),
      },
    });
    expect(foreignAccount.statusCode).toBe(404);
  });

  it('validates the approval in the envelope', async () => {
    const org = await t.createOrg();
    const request = await pendingRequest(org, 'v@requester.example');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${request.id}/approve`,
      headers: await staff(org),
      payload: { permissionProfileId: org.profileIds.get('Default') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.accountId).toBe('Choose an account or name a new one');
  });
});
