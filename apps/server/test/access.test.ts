import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PortalView } from '@trust/shared';
import { accountMembers, customizations, loginTokens } from '../src/db/schema/index.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import {
  accessForm,
  cookieFrom,
  ORIGIN,
  staffCookie,
  startTestApp,
  waitForMail,
  type TestApp,
} from './harness.js';
import { pdfText } from '../src/platform/pdf-extract.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const request = (org: CreatedOrganisation, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/access/request`,
    headers: ORIGIN,
    payload: body,
  });
const login = (org: CreatedOrganisation, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/products/${org.products[0]!.id}/login`,
    headers: ORIGIN,
    payload: { email, productId: org.products[0]!.id },
  });
const linkIn = (text: string) => text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0];
const view = async (org: CreatedOrganisation, cookie?: string, query = '') =>
  (
    await t.app.inject({ url: `/api/share/${org.slug}/view${query}`, headers: cookie ? { cookie } : {} })
  ).json() as PortalView;
const itemOf = (v: PortalView, title: string) =>
  v.cards.flatMap((c) => c.items).find((i) => i.title === title);

/** Signs a member in through a real emailed link; answers the session cookie. */
async function signInMember(org: CreatedOrganisation, email: string) {
  expect((await login(org, email)).json()).toEqual({ status: 'LinkSent' });
  const mail = await waitForMail(t, email);
  const url = new URL(linkIn(mail.text));
  expect(url.origin + url.pathname).toBe(`http://trust.localhost/api/share/${org.slug}/auth/link`);
  // Followed exactly as mailed.
  const followed = await t.app.inject({ url: url.pathname + url.search });
  return { followed, cookie: followed.statusCode === 303 ? cookieFrom(followed, 'tc_member') : null, url };
}

describe('POST /api/share/{org}/access/request', () => {
  it('records a pending request, tells the organisation and acknowledges it to the requester', async () => {
    const org = await t.createOrg({ customization: { supportMailbox: 'trust-team@example.org' } });
    const res = await request(org, accessForm(org, 'jane@umbrella.example'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Pending', requestId: expect.any(String) });
    const mail = await waitForMail(t, 'trust-team@example.org');
    expect(mail.subject).toBe('New access request from Umbrella & Co.');
    const acknowledged = await waitForMail(t, 'jane@umbrella.example');
    expect(acknowledged.subject).toMatch(/^We received your request for access to the .+ Trust Center$/);
    expect(acknowledged.text).toContain('you will get another email once it is decided');
    expect((await request(org, accessForm(org, 'JANE@umbrella.example'))).json()).toMatchObject({
      error: { code: 'pending_request' },
    });
  });

  it('refuses free-mail addresses as a field error', async () => {
    const org = await t.createOrg();
    const res = await request(org, accessForm(org, 'jane@gmail.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'not_work_email',
        message: 'Please use your work email.',
        fields: { email: 'Please use your work email.' },
      },
    });
  });

  it('declines a blocked domain', async () => {
    const org = await t.createOrg();
    const res = await request(org, accessForm(org, `x@blocked-${org.slug}.example`));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('request_declined_blocked_domain');
  });

  it('admits an approved domain at once into its account with the default profile, and mails a link', async () => {
    const org = await t.createOrg();
    const email = `new@approved-${org.slug}.example`;
    expect((await request(org, accessForm(org, email))).json()).toEqual({ status: 'AutoApproved' });
    const [member] = await t.database.db.select().from(accountMembers).where(eq(accountMembers.email, email));
    expect(member).toMatchObject({ isAutoApproved: true, orgId: org.id });
    const mail = await waitForMail(t, email);
    expect(mail.text).toContain(`http://trust.localhost/api/share/${org.slug}/auth/link?token=`);
    // A second person from the same domain joins the same account.
    await request(org, accessForm(org, `second@approved-${org.slug}.example`));
    const [second] = await t.database.db
      .select()
      .from(accountMembers)
      .where(eq(accountMembers.email, `second@approved-${org.slug}.example`));
    expect(second!.accountId).toBe(member!.accountId);
  });

  it('answers account_already_exists for a member, and access_expired when their access ended', async () => {
    const org = await t.createOrg();
    const email = `member@customer-${org.slug}.example`;
    expect((await request(org, accessForm(org, email))).json().error.code).toBe('account_already_exists');
    await t.database.db
      .update(accountMembers)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountMembers.email, email));
    expect((await request(org, accessForm(org, email))).json().error.code).toBe('access_expired');
  });

  it('validates every field with the specification messages', async () => {
    const org = await t.createOrg();
    const res = await request(org, {
      email: '',
      firstName: '',
      lastName: '',
      companyName: 'Bad <script>',
      agree: false,
      productId: org.products[0]!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      companyName: "Only letters, numbers, spaces and . , ' & ( ) - / are allowed",
      agree: 'You must agree to the terms',
    });
    expect((await request(org, accessForm(org, 'not-an-email'))).json().error.fields.email).toBe(
      'This email is invalid',
    );
  });

  it('requires the optional fields the customization switches on', async () => {
    const org = await t.createOrg({
      customization: {
        accessRequestFields: {
          jobTitleTextField: true,
          pointOfContactField: true,
          relationshipDropdown: true,
          countriesDropdown: true,
          accountMemberRequestProducts: true,
          customCheckbox: { enabled: true, required: true, label: 'I accept the NDA' },
        },
      },
    });
    const res = await request(org, accessForm(org, 'jane@umbrella.example'));
    expect(res.json().error.fields).toEqual({
      jobTitle: 'This field is required',
      pointOfContact: 'Please enter a valid email',
      relationship: 'This field is required',
      country: 'This field is required',
      accountMemberRequestProducts: 'Please select at least one product',
      customCheckbox: 'This field is required',
    });
    const ok = await request(
      org,
      accessForm(org, 'jane@umbrella.example', {
        jobTitle: 'CISO',
        pointOfContact: 'rep@acme.example',
        relationship: 'regulator/auditor',
        country: 'US',
        accountMemberRequestProducts: [org.products[0]!.id],
        customCheckbox: true,
      }),
    );
    expect(ok.json()).toMatchObject({ status: 'Pending' });
  });

  it('keeps the reason where the organisation asks for one, and lets the portal ask whether it still waits', async () => {
    const org = await t.createOrg({ customization: { accessRequestFields: { reasonField: true } } });
    const other = await t.createOrg();
    const tooLong = await request(org, accessForm(org, 'li@umbrella.example', { reason: 'x'.repeat(1001) }));
    expect(tooLong.json().error.fields).toEqual({ reason: 'Must be at most 1,000 characters' });
    const reason = 'Проверка поставщика 供应商审查 مراجعة 🔐';
    const res = await request(org, accessForm(org, 'li@umbrella.example', { reason }));
    const { requestId } = res.json() as { requestId: string };
    const status = (slug: string) => t.app.inject({ url: `/api/share/${slug}/access/request/${requestId}` });
    expect((await status(org.slug)).json()).toEqual({ status: 'pending' });
    // Another organisation's portal does not know the request.
    expect((await status(other.slug)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/share/${org.slug}/access/request/nope` })).statusCode).toBe(400);

    const headers = { ...ORIGIN, cookie: await staffCookie(t, `editor@${org.slug}.example`) };
    const listed = await t.app.inject({ url: '/api/access/requests', headers });
    expect(listed.json().requests[0].details.reason).toBe(reason);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/access/requests/${requestId}/decline`,
      headers,
    });
    expect(declined.statusCode).toBe(204);
    expect((await status(org.slug)).json()).toEqual({ status: 'declined' });
  });

  it('drops a reason the organisation did not ask for', async () => {
    const org = await t.createOrg();
    await request(org, accessForm(org, 'ko@umbrella.example', { reason: 'unasked' }));
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    const listed = await t.app.inject({ url: '/api/access/requests', headers: { cookie } });
    expect(listed.json().requests[0].details.reason).toBeUndefined();
  });

  it("treats another organisation's product as not found", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const res = await request(a, { ...accessForm(a, 'jane@umbrella.example'), productId: b.products[0]!.id });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a request from another site', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
      payload: accessForm(org, 'jane@umbrella.example'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_origin');
  });
});

describe('login requests and one-time links', () => {
  it('mail a link that signs the member in once, into AccountExternal mode with their profile', async () => {
    const org = await t.createOrg();
    const email = `member@customer-${org.slug}.example`;
    const { followed, cookie, url } = await signInMember(org, email);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(
      `http://trust.localhost/${org.slug}/?accountId=${org.accountIds.get('Customer Co')}`,
    );
    expect(followed.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);

    const memberView = await view(org, cookie!);
    expect(memberView.mode).toBe('AccountExternal');
    expect(itemOf(memberView, 'Restricted Report')).toMatchObject({
      locked: false,
      explanation: 'Secret details',
    });
    expect(itemOf(memberView, 'Restricted Report')!.documents[0]!.fileId).toBe(
      org.fileIds.get('restricted.pdf'),
    );
    expect(itemOf(memberView, 'Hidden Report')).toMatchObject({ locked: false });

    const me = await t.app.inject({ url: `/api/share/${org.slug}/me`, headers: { cookie: cookie! } });
    expect(me.json().member).toMatchObject({
      email,
      accountName: 'Customer Co',
      firstName: 'Mia',
      showWelcome: true,
      accessExpiresAt: null,
    });

    const again = await t.app.inject({ url: url.pathname + url.search });
    expect(again.headers.location).toBe(
      `http://trust.localhost/${org.slug}/?loginRequest=true&linkExpired=true`,
    );
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('expire after 15 minutes', async () => {
    const org = await t.createOrg();
    const email = `member@customer-${org.slug}.example`;
    await login(org, email);
    const mail = await waitForMail(t, email);
    await t.database.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(loginTokens.orgId, org.id));
    const token = new URL(linkIn(mail.text)).searchParams.get('token');
    const res = await t.app.inject(`/api/share/${org.slug}/auth/link?token=${token}`);
    expect(res.headers.location).toContain('linkExpired=true');
    // A link cut short by a mail client, or with no token, leads to the same page, not an error.
    for (const query of [`?token=${token!.slice(0, 8)}`, '', '?token=', `?token=${'x'.repeat(3000)}`]) {
      const broken = await t.app.inject(`/api/share/${org.slug}/auth/link${query}`);
      expect([broken.statusCode, broken.headers.location], query).toEqual([
        303,
        `http://trust.localhost/${org.slug}/?loginRequest=true&linkExpired=true`,
      ]);
    }
  });

  it("only work for their own organisation, and a member's session means nothing elsewhere", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const email = `member@customer-${a.slug}.example`;
    await login(a, email);
    const token = new URL(linkIn((await waitForMail(t, email)).text)).searchParams.get('token');
    expect((await t.app.inject(`/api/share/${b.slug}/auth/link?token=${token}`)).headers.location).toContain(
      'linkExpired=true',
    );
    const { cookie } = await signInMember(a, email).catch(() => ({ cookie: null }));
    expect(cookie).not.toBeNull();
    expect((await view(b, cookie!)).mode).toBe('Public');
    expect(
      (await t.app.inject({ url: `/api/share/${b.slug}/me`, headers: { cookie: cookie! } })).json(),
    ).toEqual({ member: null });
  });

  it('fall back to Public when the address names an account that is not the member’s', async () => {
    const org = await t.createOrg();
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    expect((await view(org, cookie!, `?accountId=${org.products[0]!.id}`)).mode).toBe('Public');
    expect((await view(org, cookie!, `?accountId=${org.accountIds.get('Customer Co')}`)).mode).toBe(
      'AccountExternal',
    );
  });

  it('answer each login code of the specification', async () => {
    const org = await t.createOrg();
    const code = async (email: string) => (await login(org, email)).json().error?.code;
    expect(await code('someone@unknown-company.example')).toBe('EmailNotRecognised');
    expect(await code('someone@gmail.com')).toBe('NotWorkEmail');
    expect(await code(`someone@blocked-${org.slug}.example`)).toBe('RequestDeclinedBlockedDomain');
    await request(org, accessForm(org, 'pending@umbrella.example'));
    expect(await code('pending@umbrella.example')).toBe('PendingRequest');
    await t.database.db
      .update(accountMembers)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountMembers.orgId, org.id));
    expect(await code(`member@customer-${org.slug}.example`)).toBe('AccessExpired');
    expect((await login(org, '')).json().error.fields.email).toBe('You must provide an email.');
  });

  it('log the member out', async () => {
    const org = await t.createOrg();
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/statuspage/share/auth/logout',
      headers: { ...ORIGIN, cookie: cookie! },
    });
    expect(out.statusCode).toBe(204);
    expect((await view(org, cookie!)).mode).toBe('Public');
  });

  it('are rate limited per email', async () => {
    const org = await t.createOrg();
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await login(org, 'flood@unknown-company.example')).statusCode);
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.at(-1)).toBe(429);
    expect((await login(org, 'flood@unknown-company.example')).json().error.code).toBe('rate_limited');
  });
});

describe('inviting colleagues', () => {
  const invite = (accountId: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${accountId}/external/invite-colleague`,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('mails a signed invitation that admits the colleague into the same account', async () => {
    const org = await t.createOrg();
    const accountId = org.accountIds.get('Customer Co')!;
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    const res = await invite(
      accountId,
      { emails: ['Colleague@NewCo.example'], message: '  Have a look at their SOC 2.  ' },
      cookie!,
    );
    expect(res.json()).toEqual({ invited: 1 });
    const mail = await waitForMail(t, 'colleague@newco.example');
    expect(mail.subject).toBe(`Mia Member invited you to the Org ${org.slug} Trust Center`);
    expect(mail.text).toContain('"Have a look at their SOC 2."');
    const link = new URL(mail.text.match(/https?:\/\/\S+inviteToken=[\w.-]+/)![0]);
    expect(link.pathname).toBe(`/${org.slug}/`);
    const token = link.searchParams.get('inviteToken')!;
    // Someone else cannot use it; a tampered token is ignored.
    expect(
      (await request(org, accessForm(org, 'other@newco.example', { invitedColleagueToken: token }))).json(),
    ).toMatchObject({ status: 'Pending' });
    // One signature character changed in the middle: the last one carries padding bits, and 'xx' at
    // the end decoded to the same signature for one token in 256 (those ending in 'xw').
    const at = token.length - 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(
      (
        await request(org, accessForm(org, 'colleague@newco.example', { invitedColleagueToken: tampered }))
      ).json(),
    ).toMatchObject({ status: 'Pending' });
    // The invited colleague joins even with a request already waiting.
    expect(
      (
        await request(org, accessForm(org, 'colleague@newco.example', { invitedColleagueToken: token }))
      ).json(),
    ).toEqual({ status: 'AutoApproved' });
    const [joined] = await t.database.db
      .select()
      .from(accountMembers)
      .where(and(eq(accountMembers.orgId, org.id), eq(accountMembers.email, 'colleague@newco.example')));
    expect(joined!.accountId).toBe(accountId);
  });

  it("does not admit an invitation to another organisation's portal", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const { cookie } = await signInMember(a, `member@customer-${a.slug}.example`);
    await invite(a.accountIds.get('Customer Co')!, { emails: ['x@newco.example'] }, cookie!);
    const token = new URL(
      (await waitForMail(t, 'x@newco.example')).text.match(/https?:\/\/\S+inviteToken=[\w.-]+/)![0],
    ).searchParams.get('inviteToken');
    expect(
      (await request(b, accessForm(b, 'x@newco.example', { invitedColleagueToken: token }))).json(),
    ).toMatchObject({ status: 'Pending' });
  });

  it('is for signed-in members of that account, with valid, distinct emails', async () => {
    const org = await t.createOrg();
    const accountId = org.accountIds.get('Customer Co')!;
    expect((await invite(accountId, { emails: ['a@b.example'] })).statusCode).toBe(401);
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    expect((await invite(org.products[0]!.id, { emails: ['a@b.example'] }, cookie!)).statusCode).toBe(404);
    expect((await invite(accountId, { emails: [] }, cookie!)).json().error.fields.emails).toBe('Required');
    expect((await invite(accountId, { emails: ['not-an-email'] }, cookie!)).statusCode).toBe(400);
    expect((await invite(accountId, { emails: ['a@b.example', 'A@b.example'] }, cookie!)).statusCode).toBe(
      400,
    );
  });
});

describe('staff', () => {
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: ORIGIN, payload: { email, password } });

  it('sign in with email and password and see the portal in Main mode, hidden content included', async () => {
    const org = await t.createOrg();
    expect((await signIn(`editor@${org.slug}.example`, 'wrong')).json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The email or password is incorrect.' },
    });
    const res = await signIn(`Editor@${org.slug}.example`, 'correct horse battery staple');
    expect(res.statusCode).toBe(204);
    const cookie = cookieFrom(res, 'tc_staff');
    const me = (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json();
    expect(me.staff.organisations).toEqual([
      {
        id: org.id,
        slug: org.slug,
        name: `Org ${org.slug}`,
        permissions: ['statuspage:edit', 'requests:manage', 'accounts:manage'],
        dateLocale: 'en-US',
      },
    ]);
    const main = await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie } });
    expect(main.headers['cache-control']).toBe('private, no-cache');
    const mainView = main.json() as PortalView;
    expect(mainView.mode).toBe('Main');
    expect(mainView.cards.map((c) => c.kind)).toContain('esg');
    expect(itemOf(mainView, 'Hidden Report')).toBeDefined();
    expect(mainView.sharedInfo.products.map((p) => p.productSlug)).toContain('hidden-product');
  });

  it('without statuspage:edit, or of another organisation, see the public portal', async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const reader = cookieFrom(
      await signIn(`reader@${org.slug}.example`, 'correct horse battery staple'),
      'tc_staff',
    );
    expect((await view(org, reader)).mode).toBe('Public');
    const outsider = cookieFrom(
      await signIn(`editor@${other.slug}.example`, 'correct horse battery staple'),
      'tc_staff',
    );
    expect((await view(org, outsider)).mode).toBe('Public');
  });

  it('preview the portal as a permission profile or an account', async () => {
    const org = await t.createOrg();
    const cookie = cookieFrom(
      await signIn(`editor@${org.slug}.example`, 'correct horse battery staple'),
      'tc_staff',
    );
    const asDefault = await view(org, cookie, `?permissionProfileId=${org.profileIds.get('Default')}`);
    expect(asDefault.mode).toBe('Preview');
    expect(itemOf(asDefault, 'Restricted Report')!.locked).toBe(false);
    expect(itemOf(asDefault, 'Hidden Report')).toBeUndefined();
    const asAccount = await view(org, cookie, `?accountId=${org.accountIds.get('Customer Co')}`);
    expect(itemOf(asAccount, 'Hidden Report')!.locked).toBe(false);
    const foreign = await t.createOrg();
    expect((await view(org, cookie, `?permissionProfileId=${foreign.profileIds.get('Default')}`)).mode).toBe(
      'Public',
    );
    // Another organisation's account, or its profile named beside one of ours: not a preview of ours.
    expect((await view(org, cookie, `?accountId=${foreign.accountIds.get('Customer Co')}`)).mode).toBe(
      'Public',
    );
    const foreignProfile = `?permissionProfileId=${foreign.profileIds.get('Everything')}`;
    const withOurAccount = `${foreignProfile}&accountId=${org.accountIds.get('Customer Co')}`;
    expect((await view(org, cookie, withOurAccount)).mode).toBe('Public');
    // A profile named beside an account is the one previewed.
    const both = `?permissionProfileId=${org.profileIds.get('Default')}&accountId=${org.accountIds.get('Customer Co')}`;
    expect(itemOf(await view(org, cookie, both), 'Hidden Report')).toBeUndefined();
  });

  it('sign out', async () => {
    const org = await t.createOrg();
    const cookie = cookieFrom(
      await signIn(`editor@${org.slug}.example`, 'correct horse battery staple'),
      'tc_staff',
    );
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...ORIGIN, cookie } });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toEqual({
      staff: null,
    });
  });
});

describe('customization access fields', () => {
  it('are kept in the customization', async () => {
    const org = await t.createOrg({
      customization: {
        accessRequestFields: {
          jobTitleTextField: true,
          pointOfContactField: false,
          relationshipDropdown: false,
          countriesDropdown: false,
          accountMemberRequestProducts: false,
          customCheckbox: { enabled: false, required: false, label: '' },
        },
      },
    });
    const [row] = await t.database.db.select().from(customizations).where(eq(customizations.orgId, org.id));
    expect(row!.settings.accessRequestFields.jobTitleTextField).toBe(true);
  });
});

describe('the click-wrap NDA', () => {
  const NDA = {
    provider: 'click-wrap' as const,
    title: 'Mutual NDA',
    text: "We keep each other's **secrets**.\n\nFor three years.",
  };

  it('keeps restricted items locked until the member accepts it, then records and signs it', async () => {
    const org = await t.createOrg({ customization: { nda: NDA } });
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    const headers = { ...ORIGIN, cookie: cookie! };
    expect(itemOf(await view(org, cookie!), 'Restricted Report')!.locked).toBe(true);
    const before = (await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json();
    expect(before).toMatchObject({
      passed: false,
      provider: 'click-wrap',
      email: `member@customer-${org.slug}.example`,
      title: 'Mutual NDA',
      acceptedAt: null,
    });
    expect(before.html).toContain('<strong>secrets</strong>');

    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/nda/accept`,
      headers,
      payload: { name: 'Mia Member', agree: true },
    });
    expect(accept.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json()).toMatchObject({
      passed: true,
      acceptedAt: expect.any(String),
    });
    expect(itemOf(await view(org, cookie!), 'Restricted Report')!.locked).toBe(false);

    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/download-signed-clickwrap-nda`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const fileName = `Org-${org.slug}-NDA-Mia-Member.pdf`;
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Accepted electronically by Mia Member');
    expect(text).toContain(createHash('sha256').update(NDA.text).digest('hex'));
  });

  it('asks again when the NDA text changes', async () => {
    const org = await t.createOrg({ customization: { nda: NDA } });
    const { cookie } = await signInMember(org, `member@customer-${org.slug}.example`);
    const headers = { ...ORIGIN, cookie: cookie! };
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/nda/accept`,
      headers,
      payload: { name: 'Mia Member', agree: true },
    });
    const [row] = await t.database.db.select().from(customizations).where(eq(customizations.orgId, org.id));
    await t.database.db
      .update(customizations)
      .set({
        settings: {
          ...row!.settings,
          nda: { ...NDA, version: 2, document: null, text: `${NDA.text}\n\nNew clause.` },
        },
      })
      .where(eq(customizations.orgId, org.id));
    await t.contentChanged(org.id);
    expect((await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json().passed).toBe(false);
    expect(itemOf(await view(org, cookie!), 'Restricted Report')!.locked).toBe(true);
  });

  it('is accepted and downloaded only by a signed-in member of this organisation', async () => {
    const org = await t.createOrg({ customization: { nda: NDA } });
    const other = await t.createOrg({ customization: { nda: NDA } });
    const { cookie } = await signInMember(other, `member@customer-${other.slug}.example`);
    for (const headers of [ORIGIN, { ...ORIGIN, cookie: cookie! }]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/share/${org.slug}/nda/accept`,
            headers,
            payload: { name: 'X Y', agree: true },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/share/${org.slug}/download-signed-clickwrap-nda`,
            headers,
          })
        ).statusCode,
      ).toBe(401);
    }
    expect((await t.app.inject({ url: `/api/share/${org.slug}/nda` })).json()).toMatchObject({
      passed: false,
      email: null,
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/share/${other.slug}/nda/accept`,
      headers: { ...ORIGIN, cookie: cookie! },
      payload: { name: '', agree: false },
    });
    expect(missing.json().error.fields).toEqual({
      name: 'This field is required',
      agree: 'You must agree to the terms',
    });
  });
});
