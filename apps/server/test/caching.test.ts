import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { cards } from '../src/db/schema/index.js';
import { buildApp } from '../src/app.js';
import { ContentEvents } from '../src/platform/content-events.js';
import { ResponseCache } from '../src/platform/response-cache.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('ETag and Cache-Control on portal reads', () => {
  it('answer 304 with no body when the view has not changed', async () => {
    const org = await t.createOrg();
    const first = await t.app.inject(`/api/share/${org.slug}/view`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[a-z0-9]+"$/);
    const again = await t.app.inject({
      url: `/api/share/${org.slug}/view`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('change when content changes, and the new view shows the change', async () => {
    const org = await t.createOrg();
    const before = await t.app.inject(`/api/share/${org.slug}/view`);
    await t.database.db
      .update(cards)
      .set({ hidden: true })
      .where(eq(cards.id, org.cardIds.get('main/policies')!));
    await t.contentChanged(org.id);
    const after = await t.app.inject({
      url: `/api/share/${org.slug}/view`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().cards.map((c: { kind: string }) => c.kind)).not.toContain('policies');
  });

  it('differ between products and between reads', async () => {
    const org = await t.createOrg();
    const main = await t.app.inject(`/api/share/${org.slug}/view`);
    const second = await t.app.inject(`/api/share/${org.slug}/view/${org.products[1]!.id}`);
    const updates = await t.app.inject(`/api/share/${org.slug}/compliance-update`);
    expect(new Set([main.headers.etag, second.headers.etag, updates.headers.etag]).size).toBe(3);
    const notModified = await t.app.inject({
      url: `/api/share/${org.slug}/compliance-update`,
      headers: { 'if-none-match': updates.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('send the same JSON gzipped when the client accepts it', async () => {
    const org = await t.createOrg();
    const plain = await t.app.inject(`/api/share/${org.slug}/view`);
    const zipped = await t.app.inject({
      url: `/api/share/${org.slug}/view`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it("keep one organisation's change from touching another's cached view", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const before = await t.app.inject(`/api/share/${b.slug}/view`);
    await t.contentChanged(a.id);
    const after = await t.app.inject({
      url: `/api/share/${b.slug}/view`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(304);
  });

  it('reach every instance: a change made through one drops the cached view of another', async () => {
    const org = await t.createOrg();
    const other = await buildApp(t.app.ctx.config, t.database);
    try {
      const before = await other.inject(`/api/share/${org.slug}/view`);
      await t.database.db
        .update(cards)
        .set({ hidden: true })
        .where(eq(cards.id, org.cardIds.get('main/policies')!));
      await t.contentChanged(org.id);
      await expect
        .poll(async () => (await other.inject(`/api/share/${org.slug}/view`)).headers.etag, { timeout: 5000 })
        .not.toBe(before.headers.etag);
      expect(
        (await other.inject(`/api/share/${org.slug}/view`)).json().cards.map((c: { kind: string }) => c.kind),
      ).not.toContain('policies');
    } finally {
      await other.close();
    }
  });
});

describe('ResponseCache', () => {
  it('builds once for requests that miss together, and again after a change', async () => {
    const events = new ContentEvents();
    const cache = new ResponseCache(events);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { builds };
    };
    const bodies = await Promise.all(Array.from({ length: 10 }, () => cache.get('org', 'view', 1, build)));
    expect(builds).toBe(1);
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(1);
    events.emit('org');
    await cache.get('org', 'view', 2, build);
    expect(builds).toBe(2);
  });

  it('lets the next request build again when a build fails', async () => {
    const cache = new ResponseCache(new ContentEvents());
    await expect(
      cache.get('org', 'view', 1, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    await expect(cache.get('org', 'view', 1, async () => ({ ok: true }))).resolves.toMatchObject({
      data: { ok: true },
    });
  });
});
