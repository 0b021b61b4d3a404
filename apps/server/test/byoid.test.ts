import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ByoidSecret, ByoidSettings } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { cookieFrom, orgWithAdmin, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the organisation's own app does: sign a short-lived token for its signed-in customer. */
const tokenFor = (secret: string, claims: Record<string, unknown>, lifetimeS = 300) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeS)
    .sign(new TextEncoder().encode(secret));
};
const redeem = (org: CreatedOrganisation, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/byoid/session`,
    headers: ORIGIN,
    payload: { token },
  });
const me = async (org: CreatedOrganisation, cookie: string) =>
  (await t.app.inject({ url: `/api/share/${org.slug}/me`, headers: { cookie } })).json().member;

describe('signing in from the organisation’s own app', () => {
  it('an administrator makes a secret; a signed token signs a new customer in once, into a new account', async () => {
    const { org, call } = await orgWithAdmin(t);
    expect(((await call('GET', '/api/settings/byoid')).json() as ByoidSettings).enabled).toBe(false);
    const before = await redeem(org, 'x.y.z');
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('byoid_off');

    const { secret } = (await call('POST', '/api/settings/byoid/secret')).json() as ByoidSecret;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(((await call('GET', '/api/settings/byoid')).json() as ByoidSettings).enabled).toBe(true);

    const token = await tokenFor(secret, {
      email: `olena@kyiv-${org.slug}.example`,
      given_name: 'Олена',
      family_name: 'Коваль',
      company: 'Київ Логістика',
    });
    const signedIn = await redeem(org, token);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn, 'tc_member');
    const member = await me(org, cookie);
    expect(member).toMatchObject({ firstName: 'Олена', lastName: 'Коваль', accountName: 'Київ Логістика' });
    expect(signedIn.json().redirect).toBe(
      `http://trust.localhost/${org.slug}/?accountId=${member.accountId}`,
    );

    // Once only.
    const again = await redeem(org, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('byoid_invalid');

    // The sentence in the activity log.
    const activity = (await call('GET', '/api/activity')).json();
    expect(JSON.stringify(activity)).toContain('signed in from');
  });

  it('refuses a forged, expired, long-lived or foreign token, blocked domains and staff without the scope', async () => {
    const { org, call } = await orgWithAdmin(t);
    const { secret } = (await call('POST', '/api/settings/byoid/secret')).json() as ByoidSecret;
    const email = `sam@acme-${org.slug}.example`;
    const refused = async (token: string) => {
      const res = await redeem(org, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(
        'This sign-in link is invalid or has expired. Ask for a new one, or sign in with your email.',
      );
    };
    await refused(await tokenFor('not-the-secret', { email }));
    await refused(await tokenFor(secret, { email }, -10));
    await refused(await tokenFor(secret, { email }, 3600));
    await refused(await tokenFor(secret, { email: 'not an email' }));
    await refused('garbage');
    await refused(await tokenFor(secret, { email: `eve@blocked-${org.slug}.example` }));

    // A token for one organisation does not open another.
    const other = await orgWithAdmin(t);
    await other.call('POST', '/api/settings/byoid/secret');
    const foreign = await redeem(other.org, await tokenFor(secret, { email }));
    expect(foreign.statusCode).toBe(401);

    // A new secret retires the old one at once.
    await call('POST', '/api/settings/byoid/secret');
    await refused(await tokenFor(secret, { email }));

    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/settings/byoid/secret',
          headers: { ...ORIGIN, cookie: editor },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/api/settings/byoid')).statusCode).toBe(204);
    expect((await redeem(org, await tokenFor(secret, { email }))).statusCode).toBe(403);
  });

  it('an existing member signs in to their own account', async () => {
    const { org, call } = await orgWithAdmin(t);
    const { secret } = (await call('POST', '/api/settings/byoid/secret')).json() as ByoidSecret;
    const email = `member@customer-${org.slug}.example`;
    const res = await redeem(org, await tokenFor(secret, { email, company: 'Ignored Inc' }));
    expect(res.statusCode).toBe(200);
    const member = await me(org, cookieFrom(res, 'tc_member'));
    expect(member).toMatchObject({ email, accountId: org.accountIds.get('Customer Co') });
  });
});
