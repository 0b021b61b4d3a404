import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestApp, uniqueSlug, type TestApp, orgWithAdmin } from './harness.js';
import { startOidcPeer } from './oidc-peer.js';

describe('staff sign-in through OpenID Connect', () => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startOidcPeer>>;
  beforeAll(async () => {
    idp = await startOidcPeer('http://trust.localhost/api/auth/sso/callback');
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  async function orgWithSso(jit: boolean) {
    const { org, spec, call } = await orgWithAdmin(t);
    const team = (await call('GET', '/api/team')).json();
    const reviewer = team.roles.find((r: { name: string }) => r.name === 'Reviewer');
    const body = {
      issuer: idp.issuer,
      clientId: idp.client_id,
      clientSecret: idp.client_secret,
      enabled: true,
      jitDomain: jit ? `${spec.slug}.example` : null,
      jitRoleId: jit ? reviewer.id : null,
    };
    const saved = await call('PUT', '/api/settings/sso', body);
    expect(saved.statusCode, saved.body).toBe(204);
    return { org, spec, call, reviewer };
  }

  /** The browser's round trip: our start, the provider's pages, our callback. */
  async function ssoSignIn(slug: string, accountId: string) {
    const start = await t.app.inject({ url: `/api/auth/sso/start?org=${slug}` });
    expect(start.statusCode).toBe(302);
    const flow = cookieFrom(start, 'tc_sso');
    const back = await idp.signIn(start.headers.location as string, accountId);
    const callback = await t.app.inject({
      url: back.replace('http://trust.localhost', ''),
      headers: { cookie: flow },
    });
    return callback;
  }

  it('signs in invited staff by verified email, and never signs in strangers or unverified emails', async () => {
    const { org, spec, call } = await orgWithSso(false);
    const settings = (await call('GET', '/api/settings/sso')).json();
    expect(settings).toMatchObject({
      enabled: true,
      hasSecret: true,
      redirectUri: 'http://trust.localhost/api/auth/sso/callback',
    });
    expect(JSON.stringify(settings)).not.toContain(idp.client_secret);

    idp.people.set('edith', { email: `Editor@${spec.slug}.example`, name: 'Edith' });
    const ok = await ssoSignIn(org.slug, 'edith');
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('http://trust.localhost/app');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieFrom(ok, 'tc_staff') } });
    expect(me.json().staff.user.email).toBe(`editor@${spec.slug}.example`);

    idp.people.set('stranger', { email: `stranger@${spec.slug}.example`, name: 'Stranger' });
    const stranger = await ssoSignIn(org.slug, 'stranger');
    expect(stranger.headers.location).toBe('http://trust.localhost/sign-in?ssoError=not_invited');

    idp.people.set('unverified', {
      email: `editor@${spec.slug}.example`,
      name: 'Edith?',
      emailVerified: false,
    });
    expect((await ssoSignIn(org.slug, 'unverified')).headers.location).toBe(
      'http://trust.localhost/sign-in?ssoError=unverified',
    );

    // A callback without the flow cookie (a forged or replayed link) signs nobody in.
    const start = await t.app.inject({ url: `/api/auth/sso/start?org=${org.slug}` });
    const back = await idp.signIn(start.headers.location as string, 'edith');
    const forged = await t.app.inject({ url: back.replace('http://trust.localhost', '') });
    expect(forged.headers.location).toBe('http://trust.localhost/sign-in?ssoError=failed');
  });

  it('creates people of the just-in-time domain with the default role on their first sign-in', async () => {
    const { org, spec, reviewer } = await orgWithSso(true);
    idp.people.set('newbie', { email: `nora@${spec.slug}.example`, name: 'Nora Новикова' });
    const first = await ssoSignIn(org.slug, 'newbie');
    expect(first.headers.location).toBe('http://trust.localhost/app');
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieFrom(first, 'tc_staff') } })
    ).json();
    expect(me.staff.user.displayName).toBe('Nora Новикова');
    expect(me.staff.organisations[0].permissions).toEqual(reviewer.permissions);
    idp.people.set('outsider', { email: `someone@elsewhere-${uniqueSlug()}.example`, name: 'Out' });
    expect((await ssoSignIn(org.slug, 'outsider')).headers.location).toContain('ssoError=not_invited');
  });

  it('refuses an issuer that is not a provider, keeps the secret when left empty, and is per organisation', async () => {
    const { org, call } = await orgWithSso(false);
    const notAnIssuer = await call('PUT', '/api/settings/sso', {
      issuer: 'http://127.0.0.1:9/nothing',
      clientId: 'x',
      clientSecret: 'y',
      enabled: true,
      jitDomain: null,
      jitRoleId: null,
    });
    expect(notAnIssuer.statusCode).toBe(400);
    expect(notAnIssuer.json().error.code).toBe('sso_discovery_failed');
    const insecure = await call('PUT', '/api/settings/sso', {
      issuer: 'http://idp.example.com',
      clientId: 'x',
      clientSecret: 'y',
      enabled: false,
      jitDomain: null,
      jitRoleId: null,
    });
    expect(insecure.json().error.fields.issuer).toMatch(/https/);
    const keep = await call('PUT', '/api/settings/sso', {
      issuer: idp.issuer,
      clientId: idp.client_id,
      clientSecret: '',
      enabled: true,
      jitDomain: null,
      jitRoleId: null,
    });
    expect(keep.statusCode).toBe(204);

    // Another organisation without SSO: its start goes back to sign-in, and its admin sees nothing of ours.
    const other = await t.createOrg();
    expect((await t.app.inject({ url: `/api/auth/sso/start?org=${other.slug}` })).headers.location).toContain(
      'ssoError=unavailable',
    );
    expect((await t.app.inject({ url: '/api/settings/sso' })).statusCode).toBe(401);
    expect(org.slug).not.toBe(other.slug);
  });
});
