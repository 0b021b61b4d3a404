import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import { accessRequests, items, organisations } from '../src/db/schema/index.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { TenantDirectory } from '../src/plugins/tenant/directory.js';
import {
  accessForm,
  memberCookie,
  ORIGIN,
  staffCookie,
  startTestApp,
  uniqueSlug,
  waitForMail,
  type TestApp,
} from './harness.js';

/** Issue 12: each defect of the audit, as a visitor, a member, staff or an operator meets it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const requestAccess = (org: CreatedOrganisation, body: object, headers: Record<string, string> = ORIGIN) =>
  t.app.inject({ method: 'POST', url: `/api/share/${org.slug}/access/request`, headers, payload: body });
const askLink = (org: CreatedOrganisation, email: string, headers: Record<string, string> = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/products/${org.products[0]!.id}/login`,
    headers,
    payload: { email, productId: org.products[0]!.id },
  });
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/auth\/link\?token=[\w-]+/)![0]);
const staffHeaders = async (org: CreatedOrganisation) => ({
  ...ORIGIN,
  cookie: await staffCookie(t, `editor@${org.slug}.example`),
});

describe('absolute URLs never come from request headers (item 2)', () => {
  it('refuses a Host that is not a plain host name', async () => {
    const org = await t.createOrg();
    for (const host of ['trust.localhost:@evil.example', 'evil.example/path', 'a b', 'x@y']) {
      const res = await askLink(org, `member@customer-${org.slug}.example`, {
        origin: `http://${host}`,
        host,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid_host', message: 'The Host header is not valid.' },
      });
    }
  });

  it('mails links on the registered custom domain with the configured scheme, whatever X-Forwarded-* say', async () => {
    const domain = `trust.${uniqueSlug('d')}.test`;
    const org = await t.createOrg({ domains: [domain] });
    const email = `member@customer-${org.slug}.example`;
    const res = await askLink(org, email, {
      host: `${domain}:8443`,
      origin: `http://${domain}:8443`,
      'x-forwarded-proto': 'https://evil.example/#',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '6.6.6.6',
    });
    expect(res.statusCode).toBe(200);
    const link = linkIn((await waitForMail(t, email)).text);
    // APP_URL is http://trust.localhost in tests: its scheme, the registered domain, no port.
    expect(link.origin).toBe(`http://${domain}`);
    expect(link.username).toBe('');
  });

  it('builds links from APP_URL on the main host, and answers an unknown host with Company not found', async () => {
    const org = await t.createOrg();
    const email = `member@other-${org.slug}.example`;
    await askLink(org, email, {
      ...ORIGIN,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'gopher',
    });
    expect(linkIn((await waitForMail(t, email)).text).origin).toBe('http://trust.localhost');
    const unknown = await t.app.inject({
      url: `/api/share/${org.slug}/view`,
      headers: { host: 'not-registered.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('company_not_found');
    // Health probes come by address or internal name.
    expect((await t.app.inject({ url: '/healthz', headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(
      200,
    );
  });
});

describe('health probes (item 1)', () => {
  it('say the process is up, and that it is ready: database reachable, migrations applied, jobs running', async () => {
    const health = await t.app.inject('/healthz');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ url: '/readyz', headers: { host: 'pod-10-1-2-3' } });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } },
    ]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('client addresses (item 5)', () => {
  it('ignore X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const strict = await startTestApp({ RATE_LIMIT_PER_IP: '2' });
    const trusting = await startTestApp({ RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      for (const [app, expected] of [
        [strict, [200, 200, 429]],
        [trusting, [200, 200, 200]],
      ] as const) {
        const org = await app.createOrg();
        const statuses = [];
        for (let i = 0; i < 3; i++) {
          const res = await app.app.inject({
            method: 'POST',
            url: `/api/share/${org.slug}/access/request`,
            headers: { ...ORIGIN, 'x-forwarded-for': `203.0.113.${i}` },
            remoteAddress: '127.0.0.1',
            payload: accessForm(org, `person${i}@buyer-${org.slug}.example`),
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual(expected);
      }
    } finally {
      await strict.close();
      await trusting.close();
    }
  });
});

describe('a failed write saves nothing (item 6)', () => {
  it('leaves the item, the audit log, the revision and the public view as they were', async () => {
    const org = await t.createOrg();
    const headers = await staffHeaders(org);
    const itemUid = org.itemUids.get('Security Policy')!;
    const revision = async () =>
      (await t.database.db.select().from(organisations).where(eq(organisations.id, org.id)))[0]!
        .contentRevision;
    const before = await revision();
    // The audit write fails for this organisation only, as a full disk or a lost connection would.
    const fn = `fail_audit_${org.id.replace(/-/g, '')}`;
    await t.database.executeSql(
      `create function ${fn}() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`,
    );
    await t.database.executeSql(
      `create trigger ${fn} before insert on audit_events for each row when (new.org_id = '${org.id}') execute function ${fn}()`,
    );
    try {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/trust-center/products/${org.products[0]!.id}/items/${itemUid}`,
        headers,
        payload: { explanation: 'Changed while the audit log was down' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: { code: 'internal_error', message: 'Sorry, an error has occurred.' },
      });
    } finally {
      await t.database.executeSql(`drop trigger ${fn} on audit_events; drop function ${fn}()`);
    }
    const [item] = await t.database.db.select().from(items).where(eq(items.uid, itemUid));
    expect(item!.explanation).not.toBe('Changed while the audit log was down');
    expect(await revision()).toBe(before);
    const view = (await t.app.inject(`/api/share/${org.slug}/view`)).json() as PortalView;
    const shown = view.cards.flatMap((c) => c.items).find((i) => i.title === 'Security Policy');
    expect(shown?.explanation ?? null).not.toBe('Changed while the audit log was down');
    // With the log back, the same save goes through, audited.
    const retried = await t.app.inject({
      method: 'PATCH',
      url: `/api/trust-center/products/${org.products[0]!.id}/items/${itemUid}`,
      headers,
      payload: { explanation: 'Changed while the audit log was down' },
    });
    expect(retried.statusCode).toBe(204);
    expect(await revision()).toBe(before + 1);
  });
});

describe('invitations (item 7)', () => {
  const invite = (org: CreatedOrganisation, cookie: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/statuspage/share/${org.accountIds.get('Customer Co')}/external/invite-colleague`,
      headers: { ...ORIGIN, cookie },
      payload: { emails: [email] },
    });
  const tokenIn = async (email: string) =>
    new URL(
      (await waitForMail(t, email)).text.match(/https?:\/\/\S+inviteToken=[\w.-]+/)![0],
    ).searchParams.get('inviteToken')!;
  const removeMember = async (org: CreatedOrganisation, email: string) => {
    const headers = await staffHeaders(org);
    const accountId = org.accountIds.get('Customer Co')!;
    const account = (await t.app.inject({ url: `/api/accounts`, headers })).json() as {
      accounts: { id: string; members: { id: string; email: string }[] }[];
    };
    const member = account.accounts.find((a) => a.id === accountId)!.members.find((m) => m.email === email)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/members/${member.id}`,
      headers,
    });
    expect(res.statusCode).toBe(204);
  };

  it('are used up by the first request, so a removed invitee cannot come back with the same link', async () => {
    const org = await t.createOrg();
    const cookie = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const email = `colleague@newco-${org.slug}.example`;
    await invite(org, cookie, email);
    const token = await tokenIn(email);
    expect(
      (await requestAccess(org, accessForm(org, email, { invitedColleagueToken: token }))).json(),
    ).toEqual({
      status: 'AutoApproved',
    });
    await removeMember(org, email);
    expect(
      (await requestAccess(org, accessForm(org, email, { invitedColleagueToken: token }))).json(),
    ).toMatchObject({ status: 'Pending' });
  });

  it('are revoked when the inviter is removed', async () => {
    const org = await t.createOrg();
    const inviter = `member@customer-${org.slug}.example`;
    const cookie = await memberCookie(t, org, inviter);
    const email = `late@newco-${org.slug}.example`;
    await invite(org, cookie, email);
    const token = await tokenIn(email);
    await removeMember(org, inviter);
    expect(
      (await requestAccess(org, accessForm(org, email, { invitedColleagueToken: token }))).json(),
    ).toMatchObject({ status: 'Pending' });
  });
});

describe('hostile input answers 400 in the envelope (low items)', () => {
  it('refuses NUL bytes and lone surrogates in bodies, queries and paths', async () => {
    const org = await t.createOrg();
    const nul = await requestAccess(
      org,
      accessForm(org, `a@buyer-${org.slug}.example`, { firstName: 'Ja\u0000ne' }),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: {
        code: 'validation_error',
        message: 'The request is not valid.',
        fields: { 'body.firstName': 'Contains characters that are not allowed.' },
      },
    });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(accessForm(org, `b@buyer-${org.slug}.example`)).replace('"Jane"', '"\\ud800"'),
    });
    expect(surrogate.statusCode).toBe(400);
    for (const url of [`/api/share/a%00b/view`, `/api/share/${org.slug}/view?accountId=%00`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
    const badUrl = await t.app.inject(`/api/share/%E0%A4%A/view`);
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
    expect(await t.database.db.select().from(accessRequests).where(eq(accessRequests.orgId, org.id))).toEqual(
      [],
    );
  });

  it('treats an empty account change as no change', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${org.accountIds.get('Customer Co')}`,
      headers: await staffHeaders(org),
      payload: {},
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers headers that are too large in the envelope, over a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await rawRequest(
      Number(port),
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'headers_too_large', message: 'The request is not valid.' },
    });
  });
});

describe('request timeouts (low item)', () => {
  it('close a connection whose body never finishes arriving, with 408', async () => {
    const slow = await startTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
    try {
      const address = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const answer = await rawRequest(
        Number(new URL(address).port),
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slow.close();
    }
  });
});

describe('rate limits (low item)', () => {
  it('count an email per organisation and route', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '1' });
    try {
      const a = await limited.createOrg();
      const b = await limited.createOrg();
      const email = 'shared@buyer.example';
      const ask = (org: CreatedOrganisation) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/share/${org.slug}/access/request`,
          headers: ORIGIN,
          payload: accessForm(org, email),
        });
      expect((await ask(a)).statusCode).toBe(200);
      expect((await ask(a)).statusCode).toBe(429);
      // Another organisation, and another route, have buckets of their own.
      expect((await ask(b)).statusCode).toBe(200);
      const login = await limited.app.inject({
        method: 'POST',
        url: `/api/share/${a.slug}/products/${a.products[0]!.id}/login`,
        headers: ORIGIN,
        payload: { email, productId: a.products[0]!.id },
      });
      expect(login.statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('unfinished uploads (low item)', () => {
  it('are swept when stale, and writes in progress are left alone', async () => {
    // Its own folder: on PostgreSQL the test apps share their files (see harness.ts).
    const dir = path.join(t.dataDir, 'files', `some-org-${Date.now()}`);
    fs.mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, 'doc.partial-123-1700000000000');
    const fresh = path.join(dir, 'doc2.partial-123-1800000000000');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'half');
    fs.utimesSync(stale, new Date(Date.now() - 7200_000), new Date(Date.now() - 7200_000));
    expect(await t.app.ctx.storage.sweepUnfinished(3600_000)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('security headers and production defaults (low item)', () => {
  it('send a Content-Security-Policy with frame-ancestors on pages; HSTS and no API explorer in production', async () => {
    const org = await t.createOrg();
    const page = await t.app.inject(`/${org.slug}`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject('/api/docs')).statusCode).not.toBe(404);
    expect((await t.app.inject('/dev/jobs.json')).json()).toEqual({ due: expect.any(Number) });
    const production = await startTestApp({ NODE_ENV: 'production', APP_URL: 'https://trust.example' });
    try {
      const res = await production.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(
        (await production.app.inject({ url: '/api/docs', headers: { host: 'trust.example' } })).statusCode,
      ).toBe(404);
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/jobs.json'])
        expect((await production.app.inject({ url, headers: { host: 'trust.example' } })).statusCode).toBe(
          404,
        );
    } finally {
      await production.close();
    }
  });
});

describe('private updates (low item)', () => {
  it('reach members only once they accepted the NDA', async () => {
    const org = await t.createOrg({
      customization: { nda: { provider: 'click-wrap', title: 'NDA', text: 'Keep it secret.' } },
    });
    const cookie = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const messages = async () =>
      (
        (
          await t.app.inject({ url: `/api/share/${org.slug}/compliance-update`, headers: { cookie } })
        ).json() as { topics: { updates: { message: string }[] }[] }
      ).topics.flatMap((topic) => topic.updates.map((u) => u.message));
    expect(await messages()).not.toContain('Private news');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/nda/accept`,
      headers: { ...ORIGIN, cookie },
      payload: { name: 'Mia Member', agree: true },
    });
    expect(accepted.statusCode).toBe(204);
    expect(await messages()).toContain('Private news');
  });
});

describe('the Atom feed (low item)', () => {
  it('gives topic subjects as plain text', async () => {
    const org = await t.createOrg({
      topics: [
        {
          subject: 'Fixed <b>bold</b> & co',
          category: 'general',
          updates: [{ message: 'Done', hoursAgo: 1 }],
        },
      ],
    });
    const atom = (await t.app.inject(`/api/share/${org.slug}/updates.atom`)).body;
    expect(atom).toContain('<title type="text">Fixed &lt;b&gt;bold&lt;/b&gt; &amp; co</title>');
    expect(atom).not.toContain('type="html"><![CDATA[Fixed');
  });
});

describe('the organisation lookup (found while hardening)', () => {
  it('remembers a bounded number of answers, however many unknown slugs are asked for', async () => {
    const directory = new TenantDirectory(t.app.ctx, 5);
    const org = await t.createOrg();
    for (let i = 0; i < 20; i++) expect(await directory.byOrgKey(`nobody-${i}`)).toBeNull();
    expect(directory.rememberedCount).toBeLessThanOrEqual(5);
    expect((await directory.byOrgKey(org.slug))?.id).toBe(org.id);
  });
});

describe('logs (low item)', () => {
  it('keep no tokens, emails, full addresses or query parameters', async () => {
    const { logSerializers, redactUrl, truncateIp } = await import('../src/platform/log-redaction.js');
    expect(redactUrl('/api/share/acme/auth/link?token=abc.def&x=1')).toBe(
      '/api/share/acme/auth/link?token=[redacted]&x=1',
    );
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateIp('2001:db8:1:2::7')).toBe('2001:db8:1::/48');
    let failed: unknown;
    await t.database.db
      .execute(sql`select ${'secret@example.com'}::int`)
      .catch((error: unknown) => (failed = error));
    const logged = JSON.stringify(logSerializers.err(failed as Error));
    expect(logged).not.toContain('secret@example.com');
    expect(logged).toContain('[redacted]');
  });
});

/** Sends raw bytes and answers what the server sends back before it closes the connection. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}
