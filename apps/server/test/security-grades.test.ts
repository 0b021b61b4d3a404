import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';
import { startProviderPeer } from './provider-peer.js';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startProviderPeer>>;
beforeAll(async () => {
  peer = await startProviderPeer();
  t = await startTestApp({
    SECURITYSCORECARD_API_URL: peer.url,
    SECURITYSCORECARD_API_KEY: 'ssc-key',
    INTEGRATION_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const withGradesCard = () =>
  t.createOrg({
    products: [{ name: 'P', slug: 'p', cards: [{ kind: 'overview' }, { kind: 'security_grades' }] }],
  });
const save = (org: CreatedOrganisation, cookie: string | null, entries: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/trust-center/products/${org.products[0]!.id}/security-grades`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { entries },
  });
const grades = async (org: CreatedOrganisation) =>
  ((await t.app.inject(`/api/share/${org.slug}/view`)).json() as PortalView).securityGrades;

describe('security grades', () => {
  it('saves entries with their colours, Security Scorecard first, for visitors to read', async () => {
    const org = await withGradesCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    const saved = await save(org, cookie, [
      { provider: 'BitSight', label: 'BitSight', grade: '500' },
      {
        provider: 'Qualys',
        label: 'SSL Labs — 証明書',
        url: 'https://www.ssllabs.com/ssltest/analyze.html?d=example.com',
        grade: 'A+',
      },
      { provider: 'SecurityScorecard', label: 'Security Scorecard', url: 'example.com', grade: 'B' },
      { provider: 'Cis', label: 'CIS', grade: '2' },
      { provider: 'RiskRecon', label: 'RiskRecon', grade: '9.5' },
      { provider: 'UpGuard', label: 'UpGuard', grade: 'C' },
      {
        provider: 'MDN Observatory',
        label: 'Observatory',
        url: 'https://developer.mozilla.org/en-US/observatory/analyze?host=example.com',
        grade: 'M',
      },
    ]);
    expect(saved.statusCode).toBe(204);
    expect((await grades(org)).map((g) => [g.provider, g.grade, g.colour])).toEqual([
      ['SecurityScorecard', 'B', 'yellow'],
      ['BitSight', '500', 'yellow'],
      ['Qualys', 'A+', 'green'],
      ['Cis', '2', 'red'],
      ['RiskRecon', '9.5', 'green'],
      ['UpGuard', 'C', 'yellow'],
      ['MDN Observatory', 'M', 'green'],
    ]);
  });

  it('answers every validation rule in the spec words and keeps what was saved', async () => {
    const org = await withGradesCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    await save(org, cookie, [{ provider: 'Cis', label: 'CIS', grade: '5' }]);
    const cases: [object, Record<string, string>][] = [
      [
        { provider: 'BitSight', label: ' ', grade: '900' },
        { 'entries.0.label': 'This field is required.', 'entries.0.grade': 'Invalid grade.' },
      ],
      [{ provider: 'BitSight', label: 'B' }, { 'entries.0.grade': 'This field is required.' }],
      [{ provider: 'BlackKite', label: 'B', grade: 'E' }, { 'entries.0.grade': 'Invalid grade.' }],
      [{ provider: 'CyberVadis', label: 'C', grade: '1001' }, { 'entries.0.grade': 'Invalid grade.' }],
      [{ provider: 'UpGuard', label: 'U', grade: 'B+' }, { 'entries.0.grade': 'Invalid grade.' }],
      [{ provider: 'RiskRecon', label: 'R', grade: '9.55' }, { 'entries.0.grade': 'Invalid grade.' }],
      [{ provider: 'Qualys', label: 'Q', grade: 'A' }, { 'entries.0.url': 'This field is required.' }],
      [
        { provider: 'SecurityHeaders', label: 'S', url: 'https://evil.example/?q=x' },
        { 'entries.0.url': 'The URL must be a report on https://securityheaders.com/' },
      ],
      [
        { provider: 'SecurityScorecard', label: 'SSC', url: 'https://www.example.com' },
        {
          'entries.0.url': 'Enter the domain only, without www. or http/s (for example acme.com).',
          'entries.0.grade': 'Click on "Get Grade" button.',
        },
      ],
      [{ provider: 'Nobody', label: 'N', grade: 'A' }, { 'entries.0.provider': 'This field is required.' }],
    ];
    for (const [entry, fields] of cases) {
      const answer = await save(org, cookie, [entry]);
      expect([answer.statusCode, answer.json().error.fields]).toEqual([400, fields]);
    }
    expect((await grades(org)).map((g) => g.grade)).toEqual(['5']);
  });

  it("is the organisation's own, and hidden with its card", async () => {
    const org = await withGradesCard();
    const other = await withGradesCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    const entry = { provider: 'Cis', label: 'CIS', grade: '4' };
    expect((await save(other, cookie, [entry])).statusCode).toBe(404);
    expect((await save(org, await staffCookie(t, `reader@${org.slug}.example`), [entry])).statusCode).toBe(
      403,
    );
    await save(org, cookie, [entry]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/trust-center/products/${org.products[0]!.id}/cards/security_grades`,
      headers: { ...ORIGIN, cookie },
      payload: { hidden: true },
    });
    expect(await grades(org)).toEqual([]);
  });
});

describe("Security Scorecard 'Get Grade'", () => {
  it('reads the grade from the provider, and maps each failure to its code on the domain field', async () => {
    const org = await withGradesCard();
    const cookie = await staffCookie(t, `editor@${org.slug}.example`);
    const get = (domain: string) =>
      t.app.inject({ url: `/api/integrations/ssc/${encodeURIComponent(domain)}`, headers: { cookie } });
    peer.on('/companies/acme.example', { body: { domain: 'acme.example', grade: 'A', score: 95 } });
    expect((await get('acme.example')).json()).toEqual({ grade: 'A' });
    expect(peer.requests.at(-1)).toEqual({ path: '/companies/acme.example', authorization: 'Token ssc-key' });

    const failure = async (domain: string) => {
      const answer = await get(domain);
      return [answer.statusCode, answer.json().error.code, answer.json().error.fields];
    };
    expect(await failure('unknown.example')).toEqual([
      400,
      'bad_domain',
      { url: 'Domain is invalid. Please try a different name.' },
    ]);
    expect(await failure('www.bad')).toEqual([
      400,
      'bad_domain',
      { url: 'Domain is invalid. Please try a different name.' },
    ]);
    peer.on('/companies/new.example', { body: { domain: 'new.example', grade: null } });
    expect(await failure('new.example')).toEqual([
      400,
      'scorecard_not_calculated',
      { url: 'Your company does not have a score yet. Please try again later' },
    ]);
    peer.on('/companies/down.example', { status: 503, body: 'upstream down' });
    expect(await failure('down.example')).toEqual([
      502,
      'bad_network',
      { url: 'Server error. Please try again.' },
    ]);
    peer.on('/companies/slow.example', { body: { grade: 'A' }, delayMs: 2000 });
    expect((await failure('slow.example'))[1]).toBe('bad_network');
    peer.on('/companies/odd.example', { body: '<html>not json</html>' });
    expect((await failure('odd.example'))[1]).toBe('bad_network');
    peer.on('/companies/weird.example', { body: { grade: 'Z' } });
    expect((await failure('weird.example'))[1]).toBe('bad_network');

    expect((await t.app.inject({ url: '/api/integrations/ssc/acme.example' })).statusCode).toBe(401);
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect(
      (await t.app.inject({ url: '/api/integrations/ssc/acme.example', headers: { cookie: reader } }))
        .statusCode,
    ).toBe(403);
  });
});
