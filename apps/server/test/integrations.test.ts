import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { ORIGIN, staffCookie, startTestApp, until, type TestApp } from './harness.js';
import { statuspageProvider } from '../src/modules/integrations/providers.js';
import { startProviderPeer } from './provider-peer.js';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startProviderPeer>>;
beforeAll(async () => {
  peer = await startProviderPeer();
  t = await startTestApp({
    HACKERONE_API_URL: peer.url,
    INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true',
    INTEGRATION_REFRESH_SECONDS: '1',
    INTEGRATION_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const growthOrg = () => t.createOrg({ plan: 'growth' });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const editorOf = (org: CreatedOrganisation) => staffCookie(t, `editor@${org.slug}.example`);

const PROGRAM = {
  handle: 'acme',
  resolved_report_count: 182,
  last_report_resolved_at: '2026-11-20T10:00:00Z',
};
const METRICS = {
  mean_time_to_first_response: 5,
  mean_time_to_triage: 26,
  average_bounty_lower_amount: 300,
  average_bounty_upper_amount: 700,
};
const SUMMARY = {
  page: { name: 'Acme status' },
  status: { indicator: 'minor', description: 'Minor Service Outage' },
  components: [{ name: 'API', status: 'degraded_performance' }],
  scheduled_maintenances: [],
};

describe('HackerOne', () => {
  it('connects by program link, serves the statistics it keeps, and keeps them while HackerOne fails', async () => {
    const org = await growthOrg();
    const cookie = await editorOf(org);
    const productId = org.products[0]!.id;
    peer.on('/acme', { body: PROGRAM });
    peer.on('/acme/profile_metrics.json', { body: METRICS });

    for (const page of ['https://hackerone.com/acme?x=1', 'https://evil.example/acme', 'hackerone.com']) {
      const bad = await call('POST', '/api/integrations/hackerone/connect', cookie, { productId, page });
      expect(bad.json().error.fields).toEqual({
        page: 'Please enter a valid HackerOne link, e.g. https://hackerone.com/acme (without query parameters)',
      });
    }
    const missing = await call('POST', '/api/integrations/hackerone/connect', cookie, {
      productId,
      page: 'https://hackerone.com/nobody',
    });
    expect([missing.statusCode, missing.json().error]).toEqual([
      400,
      {
        code: 'NOT_FOUND',
        message: 'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
        fields: {
          page: 'Invalid HackerOne connection: please enter a valid HackerOne link or contact support.',
        },
      },
    ]);

    const stats = {
      programStatistics: { reportsResolved: 182, lastReportedResolved: '2026-11-20T10:00:00.000Z' },
      responseEfficiency: { averageTimeToFirstResponse: 5, averageTimeToTriage: 26, averageBounty: 500 },
    };
    const connected = await call('POST', '/api/integrations/hackerone/connect', cookie, {
      productId,
      page: 'https://hackerone.com/acme',
    });
    expect([connected.statusCode, connected.json()]).toEqual([200, stats]);
    const publicStats = () => t.app.inject(`/api/share/${org.slug}/hackerone?productId=${productId}`);
    expect((await publicStats()).json()).toEqual(stats);

    // HackerOne goes down: visitors keep the last good statistics; staff see the failure.
    peer.on('/acme', { status: 503, body: 'down' });
    const states = async () =>
      (await call('GET', `/api/integrations?productId=${productId}`, cookie)).json().integrations as {
        provider: string;
        lastError: string | null;
        fetchedAt: string | null;
      }[];
    const failed = await until(
      states,
      (s) => Boolean(s.find((i) => i.provider === 'hackerone')?.lastError),
      10_000,
    );
    expect(failed.find((i) => i.provider === 'hackerone')!.lastError).toBe(
      `Temporary connection error. It might be due to a temporary issue in ${new URL(peer.url).host}. In the meantime, your live status isn't shared on your Trust Center.`,
    );
    expect((await publicStats()).json()).toEqual(stats);

    // Back, with new numbers: the job picks them up.
    peer.on('/acme', { body: { ...PROGRAM, resolved_report_count: 183 } });
    await until(
      async () => (await publicStats()).json().programStatistics.reportsResolved,
      (n) => n === 183,
      10_000,
    );
    expect(
      (await call('DELETE', `/api/integrations/hackerone?productId=${productId}`, cookie)).statusCode,
    ).toBe(204);
    expect((await publicStats()).statusCode).toBe(404);
  });

  it('needs the Growth plan, statuspage:edit and the organisation’s own product', async () => {
    const free = await t.createOrg();
    const body = (org: CreatedOrganisation) => ({
      productId: org.products[0]!.id,
      page: 'https://hackerone.com/acme',
    });
    const gated = await call('POST', '/api/integrations/hackerone/connect', await editorOf(free), body(free));
    expect([gated.statusCode, gated.json().error.message]).toEqual([
      403,
      'Upgrade to Growth to unlock this feature',
    ]);
    const org = await growthOrg();
    const other = await growthOrg();
    const cookie = await editorOf(org);
    expect((await call('POST', '/api/integrations/hackerone/connect', cookie, body(other))).statusCode).toBe(
      404,
    );
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await call('POST', '/api/integrations/hackerone/connect', reader, body(org))).statusCode).toBe(
      403,
    );
    peer.on('/acme', { body: PROGRAM });
    await call('POST', '/api/integrations/hackerone/connect', cookie, body(org));
    expect(
      (await t.app.inject(`/api/share/${other.slug}/hackerone?productId=${org.products[0]!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/api/integrations/hackerone?productId=${org.products[0]!.id}`,
          await editorOf(other),
        )
      ).statusCode,
    ).toBe(404);
  });

  it("answers 'No product id' when a call names no product", async () => {
    const org = await growthOrg();
    const cookie = await editorOf(org);
    const connect = await call('POST', '/api/integrations/hackerone/connect', cookie, {
      page: 'https://hackerone.com/acme',
    });
    const stats = await t.app.inject(`/api/share/${org.slug}/hackerone`);
    for (const answer of [connect, stats]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toMatchObject({ productId: 'No product id' });
    }
  });
});

describe('Statuspage', () => {
  it('reads the summary, connects, shows the indicator, and refuses pages that are not Statuspage', async () => {
    const org = await growthOrg();
    const cookie = await editorOf(org);
    const productId = org.products[0]!.id;
    peer.on('/api/v2/summary.json', { body: SUMMARY });
    const preview = await call(
      'GET',
      `/api/integrations/statuspageio/${encodeURIComponent(peer.url)}`,
      cookie,
    );
    expect(preview.json()).toEqual({ indicator: 'minor', description: 'Minor Service Outage' });
    const connected = await call('POST', '/api/integrations/statuspageio/connect', cookie, {
      productId,
      link: peer.url,
      showInCard: true,
    });
    expect(connected.statusCode).toBe(200);
    expect((await t.app.inject(`/api/share/${org.slug}/statuspageio?productId=${productId}`)).json()).toEqual(
      {
        indicator: 'minor',
        description: 'Minor Service Outage',
        showInCard: true,
      },
    );

    peer.on('/api/v2/summary.json', { body: { status: { indicator: 'on fire' } } });
    const malformed = await call('POST', '/api/integrations/statuspageio/connect', cookie, {
      productId,
      link: peer.url,
    });
    expect(malformed.json().error.fields).toEqual({
      link: 'Invalid Statuspage connection: please enter a valid Statuspage link or contact support',
    });
    const badLink = await call('POST', '/api/integrations/statuspageio/connect', cookie, {
      productId,
      link: `${peer.url}/path?query=1`,
    });
    expect(badLink.json().error.fields).toEqual({
      link: 'Please enter the address of a Statuspage page, e.g. https://status.acme.com',
    });
    peer.on('/api/v2/summary.json', { body: SUMMARY, delayMs: 2000 });
    const slow = await call('GET', `/api/integrations/statuspageio/${encodeURIComponent(peer.url)}`, cookie);
    expect(slow.json().error.code).toBe('UNKNOWN');
  });

  it('lets an item show the status page as its evidence while it is connected, with its short answer', async () => {
    const org = await t.createOrg({
      plan: 'growth',
      products: [
        {
          name: 'P',
          slug: 'p',
          cards: [
            { kind: 'infrastructure', items: [{ title: 'Uptime', publicAccess: true }] },
            { kind: 'reports', items: [{ title: 'Pen Test', publicAccess: true, type: 'pen_test' }] },
          ],
        },
      ],
    });
    const cookie = await editorOf(org);
    const productId = org.products[0]!.id;
    const itemUrl = (title: string) =>
      `/api/trust-center/products/${productId}/items/${org.itemUids.get(title)}`;
    const patch = (title: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: itemUrl(title), headers: { ...ORIGIN, cookie }, payload });
    const uptime = async () =>
      ((await t.app.inject(`/api/share/${org.slug}/view`)).json() as PortalView).cards
        .flatMap((c) => c.items)
        .find((i) => i.title === 'Uptime')!;

    expect(
      (await patch('Uptime', { choice: 'yes', integrations: ['statuspage', 'statuspage'] })).statusCode,
    ).toBe(204);
    // Not connected yet: visitors see the answer, but no evidence.
    expect(await uptime()).toMatchObject({ choice: 'yes', integrations: [] });
    peer.on('/api/v2/summary.json', { body: SUMMARY });
    await call('POST', '/api/integrations/statuspageio/connect', cookie, { productId, link: peer.url });
    expect(await uptime()).toMatchObject({ choice: 'yes', integrations: ['statuspage'] });
    await call('DELETE', `/api/integrations/statuspage?productId=${productId}`, cookie);
    expect((await uptime()).integrations).toEqual([]);

    expect((await patch('Uptime', { choice: 'maybe' })).json().error.fields).toHaveProperty('choice');
    expect((await patch('Uptime', { integrations: ['pagerduty'] })).json().error.fields).toHaveProperty(
      'integrations.0',
    );
    expect((await patch('Pen Test', { choice: 'yes' })).json().error.fields).toEqual({
      choice: 'Items of this card have no choice.',
    });
    expect((await patch('Uptime', { choice: null })).statusCode).toBe(204);
    expect((await uptime()).choice).toBeNull();
  });

  it('never reads a page on a loopback or private address unless told to (no server-side request forgery)', async () => {
    peer.on('/api/v2/summary.json', { body: SUMMARY });
    const settings = { ...t.app.ctx.config.integrations, allowPrivateHosts: false };
    for (const link of [peer.url, 'http://10.1.2.3', 'http://[::1]:9', 'http://localhost:9'])
      await expect(statuspageProvider(settings).read(link)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
