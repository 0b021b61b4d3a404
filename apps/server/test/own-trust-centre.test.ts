import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { PERMISSIONS } from '@trust/shared';
import { openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { unscopedReplaceSetupToken } from '../src/modules/organisations/setup-queries.js';
import { hashToken } from '../src/platform/tokens.js';
import {
  cookieFrom,
  ORIGIN,
  STAFF_PASSWORD,
  startTestApp,
  uniqueSlug,
  waitForMail,
  type TestApp,
  orgWithAdmin as harnessOrgWithAdmin,
} from './harness.js';

const STRONG = 'Quiet-Harbour-Lantern-2026';
const ADMIN_PERMISSIONS = [...PERMISSIONS];

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('first-run setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('prints a link on an empty database and none once an organisation exists', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', APP_URL: 'http://trust.localhost', DATA_DIR: t.dataDir }),
      database,
    );
    try {
      const link = await app.organisationSetup.setupLinkIfEmpty();
      expect(link).toMatch(/^http:\/\/trust\.localhost\/setup\?token=[\w-]{40,}$/);
      const again = await app.organisationSetup.setupLinkIfEmpty();
      // A new start prints a new link; the old one stops working.
      expect(await app.organisationSetup.setupTokenValid(tokenOf(link!))).toBe(false);
      expect(await app.organisationSetup.setupTokenValid(tokenOf(again!))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
    await t.createOrg();
    expect(await t.app.organisationSetup.setupLinkIfEmpty()).toBeNull();
  });

  it('creates the organisation and its administrator once, signs them in, and serves the blank portal', async () => {
    const token = `setup-${uniqueSlug()}`;
    await unscopedReplaceSetupToken(t.database.db, hashToken(token));
    const status = await t.app.inject({ url: `/api/setup?token=${token}` });
    expect(status.json()).toEqual({ valid: true });

    const slug = uniqueSlug('initech');
    const body = (password: string, s = slug) => ({
      token,
      organisation: { name: 'Инитех 株式会社 🚀', slug: s, productName: 'Initech Cloud' },
      admin: { displayName: 'Bill Lumbergh', email: `bill@${s}.example`, password },
    });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: body('password1'),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields['admin.password']).toMatch(/stronger password/);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: body(STRONG, 'sign-in'),
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.fields['organisation.slug']).toBe('This address is reserved');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: body(STRONG),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ slug });
    const cookie = cookieFrom(created, 'tc_staff');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie } });
    expect(me.json().staff.organisations[0]).toMatchObject({ slug, name: 'Инитех 株式会社 🚀' });
    expect(me.json().staff.organisations[0].permissions.sort()).toEqual([...ADMIN_PERMISSIONS].sort());

    const checklist = await t.app.inject({
      url: '/api/settings/checklist',
      headers: { ...ORIGIN, cookie },
    });
    expect(checklist.json().steps.every((s: { done: boolean }) => !s.done)).toBe(true);

    // A visitor sees the new portal: every card kind exists, the empty ones hidden.
    const view = await t.app.inject({ url: `/api/share/${slug}/view` });
    expect(view.statusCode).toBe(200);
    expect(view.json().organisation.name).toBe('Инитех 株式会社 🚀');
    expect(view.json().product.productName).toBe('Initech Cloud');
    expect(view.json().cards.flatMap((c: { items: unknown[] }) => c.items)).toEqual([]);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: body(STRONG),
    });
    expect(reused.statusCode).toBe(410);
    expect((await t.app.inject({ url: `/api/setup?token=${token}` })).json()).toEqual({ valid: false });
  });

  it('answers 409 for a slug another organisation has, keeping the setup link usable', async () => {
    const taken = await t.createOrg();
    const token = `setup-${uniqueSlug()}`;
    await unscopedReplaceSetupToken(t.database.db, hashToken(token));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: ORIGIN,
      payload: {
        token,
        organisation: { name: 'Copycat', slug: taken.slug, productName: 'Copy' },
        admin: { displayName: 'Cat', email: `cat@${uniqueSlug()}.example`, password: STRONG },
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields['organisation.slug']).toBe('This address is already taken');
    expect((await t.app.inject({ url: `/api/setup?token=${token}` })).json()).toEqual({ valid: true });
  });
});

describe('sign-up', () => {
  it('is closed unless ALLOW_SIGNUP, and creates nothing before the email is confirmed', async () => {
    const closed = await startTestApp();
    const open = await startTestApp({ ALLOW_SIGNUP: 'true' });
    try {
      const slug = uniqueSlug('signup');
      const email = `founder@${slug}.example`;
      const payload = {
        organisation: { name: 'شركة الثقة', slug, productName: 'Platform' },
        admin: { displayName: 'Layla', email, password: STRONG },
      };
      const refused = await closed.app.inject({
        method: 'POST',
        url: '/api/sign-up',
        headers: ORIGIN,
        payload,
      });
      expect(refused.statusCode).toBe(404);

      const asked = await open.app.inject({ method: 'POST', url: '/api/sign-up', headers: ORIGIN, payload });
      expect(asked.statusCode).toBe(202);
      expect((await open.app.inject({ url: `/api/share/${slug}/view` })).statusCode).toBe(404);
      const mail = await waitForMail(open, email);
      expect(mail.text).not.toContain('scrypt');
      const confirmToken = new URL(linkIn(mail.text)).searchParams.get('confirm')!;
      const confirm = () =>
        open.app.inject({
          method: 'POST',
          url: '/api/sign-up/confirm',
          headers: ORIGIN,
          payload: { token: confirmToken },
        });
      const created = await confirm();
      expect(created.statusCode).toBe(201);
      expect((await open.app.inject({ url: `/api/share/${slug}/view` })).json().organisation.name).toBe(
        'شركة الثقة',
      );
      expect((await confirm()).statusCode).toBe(409);
      const signIn = await open.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: ORIGIN,
        payload: { email, password: STRONG },
      });
      expect(signIn.statusCode).toBe(204);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});

describe('the staff team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const orgWithAdmin = () => harnessOrgWithAdmin(t);
  async function signIn(email: string, password = STAFF_PASSWORD, code?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email, password, ...(code ? { code } : {}) },
    });
    expect(response.statusCode, response.body).toBe(204);
    return cookieFrom(response, 'tc_staff');
  }
  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });

  it('invites an editor who sets a password through the mailed link and works with the role given', async () => {
    const { cookie } = await orgWithAdmin();
    const team = (await call(cookie, 'GET', '/api/team')).json();
    const editorRole = team.roles.find((r: { name: string }) => r.name === 'Editor');
    const email = `new.editor@${uniqueSlug()}.example`;
    const bad = await call(cookie, 'POST', '/api/team/invitations', {
      email: 'not-an-email',
      roleId: editorRole.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe('This email is invalid');
    expect(
      (await call(cookie, 'POST', '/api/team/invitations', { email, roleId: editorRole.id })).statusCode,
    ).toBe(204);
    expect(
      (await call(cookie, 'POST', '/api/team/invitations', { email, roleId: editorRole.id })).statusCode,
    ).toBe(409);

    const link = linkIn((await waitForMail(t, email)).text);
    const token = tokenOf(link);
    const info = await t.app.inject({ url: `/api/auth/password-link?token=${token}` });
    expect(info.json()).toMatchObject({ email, purpose: 'set_password', needsName: true });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: ORIGIN,
      payload: { token, displayName: 'Ēdgars Ķirsons', password: 'qwertyuiop' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: ORIGIN,
      payload: { token, displayName: 'Ēdgars Ķirsons', password: STRONG },
    });
    expect(set.statusCode).toBe(204);
    const editorCookie = cookieFrom(set, 'tc_staff');
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: editorCookie } })
    ).json();
    expect(me.staff.user.displayName).toBe('Ēdgars Ķirsons');
    expect(me.staff.organisations[0].permissions).toEqual(editorRole.permissions);
    // Editors do not administer the team.
    expect((await call(editorCookie, 'GET', '/api/team')).statusCode).toBe(403);
    // The link worked once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: ORIGIN,
      payload: { token, password: STRONG },
    });
    expect(again.statusCode).toBe(404);
    await signIn(email, STRONG);
  });

  it('never removes or demotes the last administrator, and removing a member ends their sessions', async () => {
    const { cookie, admin, spec } = await orgWithAdmin();
    const team = (await call(cookie, 'GET', '/api/team')).json();
    const me = team.members.find((m: { email: string }) => m.email === admin);
    const reviewer = team.roles.find((r: { name: string }) => r.name === 'Reviewer');
    const administrator = team.roles.find((r: { name: string }) => r.name === 'Administrator');
    const demote = await call(cookie, 'PATCH', `/api/team/members/${me.userId}`, { roleId: reviewer.id });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('last_administrator');
    expect((await call(cookie, 'DELETE', `/api/team/members/${me.userId}`)).statusCode).toBe(409);

    const editorEmail = `editor@${spec.slug}.example`;
    const editor = team.members.find((m: { email: string }) => m.email === editorEmail);
    expect(
      (await call(cookie, 'PATCH', `/api/team/members/${editor.userId}`, { roleId: administrator.id }))
        .statusCode,
    ).toBe(204);
    // Now there are two administrators: one may step down.
    expect(
      (await call(cookie, 'PATCH', `/api/team/members/${me.userId}`, { roleId: reviewer.id })).statusCode,
    ).toBe(204);

    const editorCookie = await signIn(editorEmail);
    const reader = team.members.find((m: { email: string }) => m.email === `reader@${spec.slug}.example`);
    const readerCookie = await signIn(`reader@${spec.slug}.example`);
    expect((await call(editorCookie, 'DELETE', `/api/team/members/${reader.userId}`)).statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: readerCookie } });
    expect(after.json().staff).toBeNull();
  });

  it('manages custom roles: unique names, built-ins fixed, in-use roles kept', async () => {
    const { cookie, spec } = await orgWithAdmin();
    const created = await call(cookie, 'POST', '/api/team/roles', {
      name: 'Auditor 監査',
      permissions: ['files:view', 'files:download'],
    });
    expect(created.statusCode).toBe(201);
    const roleId = created.json().id;
    expect(
      (await call(cookie, 'POST', '/api/team/roles', { name: 'auditor 監査', permissions: ['files:view'] }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(cookie, 'POST', '/api/team/roles', { name: 'Empty', permissions: [] })).json().error.fields
        .permissions,
    ).toBe('Choose at least one permission');
    const team = (await call(cookie, 'GET', '/api/team')).json();
    const builtin = team.roles.find((r: { name: string }) => r.name === 'Editor');
    expect(
      (await call(cookie, 'PUT', `/api/team/roles/${builtin.id}`, { name: 'X', permissions: ['files:view'] }))
        .statusCode,
    ).toBe(409);
    const reader = team.members.find((m: { email: string }) => m.email === `reader@${spec.slug}.example`);
    await call(cookie, 'PATCH', `/api/team/members/${reader.userId}`, { roleId });
    expect((await call(cookie, 'DELETE', `/api/team/roles/${roleId}`)).statusCode).toBe(409);
    const readerCookie = await signIn(`reader@${spec.slug}.example`);
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: readerCookie } })
    ).json();
    expect(me.staff.organisations[0].permissions).toEqual(['files:view', 'files:download']);
  });

  it("never reaches another organisation's members or roles", async () => {
    const a = await orgWithAdmin();
    const b = await orgWithAdmin();
    const teamB = (await call(b.cookie, 'GET', '/api/team')).json();
    const memberB = teamB.members[0];
    const roleB = teamB.roles.find((r: { builtin: boolean }) => r.builtin);
    const teamA = (await call(a.cookie, 'GET', '/api/team')).json();
    expect(teamA.members.map((m: { userId: string }) => m.userId)).not.toContain(memberB.userId);
    expect((await call(a.cookie, 'DELETE', `/api/team/members/${memberB.userId}`)).statusCode).toBe(404);
    expect(
      (await call(a.cookie, 'PATCH', `/api/team/members/${memberB.userId}`, { roleId: teamA.roles[0].id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(a.cookie, 'PATCH', `/api/team/members/${teamA.members[0].userId}`, { roleId: roleB.id }))
        .statusCode,
    ).toBe(400);
    expect((await call(a.cookie, 'DELETE', `/api/team/roles/${roleB.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(a.cookie, 'POST', '/api/team/invitations', {
          email: `x@${uniqueSlug()}.example`,
          roleId: roleB.id,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/team' })).statusCode).toBe(401);
  });
});

describe("a staff user's own security", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email, password, ...(code ? { code } : {}) },
    });

  it('resets a forgotten password with a single-use link, the same answer for unknown emails', async () => {
    const org = await t.createOrg();
    const email = `reader@${org.slug}.example`;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: ORIGIN,
      payload: { email: `nobody@${org.slug}.example` },
    });
    expect(unknown.statusCode).toBe(204);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: ORIGIN,
      payload: { email },
    });
    expect(known.statusCode).toBe(204);
    const mail = await waitForMail(t, email);
    expect(mail.text).toContain('30 minutes');
    const token = tokenOf(linkIn(mail.text));
    expect((await t.app.inject({ url: `/api/auth/password-link?token=${token}` })).json()).toMatchObject({
      purpose: 'reset_password',
      needsName: false,
    });
    const oldSession = cookieFrom(await signIn(email, STAFF_PASSWORD), 'tc_staff');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: ORIGIN,
      payload: { token, password: STRONG },
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: oldSession } })).json().staff,
    ).toBeNull();
    expect((await signIn(email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, STRONG)).statusCode).toBe(204);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      headers: ORIGIN,
      payload: { token, password: STRONG },
    });
    expect(reused.statusCode).toBe(404);
  });

  it('changes the password (the current one checked) and signs out the other sessions', async () => {
    const org = await t.createOrg();
    const email = `publisher@${org.slug}.example`;
    const first = cookieFrom(await signIn(email, STAFF_PASSWORD), 'tc_staff');
    const second = cookieFrom(await signIn(email, STAFF_PASSWORD), 'tc_staff');
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { ...ORIGIN, cookie: first },
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('not it', STRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('The current password is incorrect.');
    expect((await change(STAFF_PASSWORD, 'publisher')).json().error.fields.newPassword).toMatch(/stronger/);
    expect((await change(STAFF_PASSWORD, STRONG)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: first } })).json().staff,
    ).not.toBeNull();
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { ...ORIGIN, cookie: second } })).json().staff,
    ).toBeNull();
    const security = (
      await t.app.inject({ url: '/api/auth/security', headers: { ...ORIGIN, cookie: first } })
    ).json();
    expect(security.sessions).toHaveLength(1);
    expect(security.sessions[0].current).toBe(true);
  });

  it("signs out one of one's own sessions, and never another person's", async () => {
    const org = await t.createOrg();
    const mine = cookieFrom(await signIn(`editor@${org.slug}.example`, STAFF_PASSWORD), 'tc_staff');
    const other = cookieFrom(await signIn(`editor@${org.slug}.example`, STAFF_PASSWORD), 'tc_staff');
    const theirs = cookieFrom(await signIn(`reader@${org.slug}.example`, STAFF_PASSWORD), 'tc_staff');
    const sessionsOf = async (cookie: string) =>
      (await t.app.inject({ url: '/api/auth/security', headers: { cookie } })).json().sessions as {
        id: string;
        current: boolean;
      }[];
    const [theirSession] = await sessionsOf(theirs);
    const end = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${id}`,
        headers: { ...ORIGIN, cookie: mine },
      });
    expect((await end(theirSession!.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: theirs } })).json().staff,
    ).not.toBeNull();
    const otherSession = (await sessionsOf(mine)).find((s) => !s.current)!;
    expect((await end(otherSession.id)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: other } })).json().staff).toBeNull();
  });

  it("signs out of one's other sessions at once, and no one else's", async () => {
    const org = await t.createOrg();
    const elsewhere = await t.createOrg();
    const email = `editor@${org.slug}.example`;
    const [mine, laptop, phone] = await Promise.all(
      [1, 2, 3].map(async () => cookieFrom(await signIn(email, STAFF_PASSWORD), 'tc_staff')),
    );
    const colleague = cookieFrom(await signIn(`reader@${org.slug}.example`, STAFF_PASSWORD), 'tc_staff');
    const stranger = cookieFrom(await signIn(`editor@${elsewhere.slug}.example`, STAFF_PASSWORD), 'tc_staff');
    const signedIn = async (cookie: string) =>
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().staff !== null;
    const security = async (cookie: string) =>
      (await t.app.inject({ url: '/api/auth/security', headers: { cookie } })).json().sessions as {
        current: boolean;
      }[];
    // This browser is listed first.
    expect((await security(mine!)).map((s) => s.current)).toEqual([true, false, false]);
    const endOthers = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sessions/end-others',
        headers: { ...ORIGIN, cookie: mine },
      });
    const ended = await endOthers();
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect(await Promise.all([mine!, laptop!, phone!, colleague, stranger].map(signedIn))).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(await security(mine!)).toHaveLength(1);
    expect((await endOthers()).json()).toEqual({ ended: 0 });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: { ...ORIGIN, cookie: laptop },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error).toBeDefined();
  });

  it('turns on TOTP two-factor sign-in with recovery codes that work once', async () => {
    const org = await t.createOrg();
    const email = `editor@${org.slug}.example`;
    const cookie = cookieFrom(await signIn(email, STAFF_PASSWORD), 'tc_staff');
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const setup = (await post('/api/auth/totp/setup')).json();
    expect(setup.otpauthUrl).toContain('otpauth://totp/');
    expect(setup.qrSvg).toContain('<svg');
    expect(
      (await post('/api/auth/totp/enable', { setupToken: setup.setupToken, code: '000000' })).statusCode,
    ).toBe(400);
    const enabled = await post('/api/auth/totp/enable', {
      setupToken: setup.setupToken,
      code: await generate({ secret: setup.secret }),
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);

    const withoutCode = await signIn(email, STAFF_PASSWORD);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().error.code).toBe('two_factor_required');
    expect((await signIn(email, STAFF_PASSWORD, '123456')).json().error.code).toBe('invalid_code');
    expect((await signIn(email, STAFF_PASSWORD, await generate({ secret: setup.secret }))).statusCode).toBe(
      204,
    );
    expect((await signIn(email, STAFF_PASSWORD, recoveryCodes[0].toUpperCase())).statusCode).toBe(204);
    expect((await signIn(email, STAFF_PASSWORD, recoveryCodes[0])).statusCode).toBe(401);
    // A wrong password never reveals whether a second factor is on.
    expect((await signIn(email, 'wrong password')).json().error.code).toBe('invalid_credentials');

    expect((await post('/api/auth/totp/disable', { password: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/auth/totp/disable', { password: STAFF_PASSWORD })).statusCode).toBe(204);
    expect((await signIn(email, STAFF_PASSWORD)).statusCode).toBe(204);
  });
});
