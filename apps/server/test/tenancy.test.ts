import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PortalView } from '@trust/shared';
import { assets } from '../src/db/schema/index.js';
import { startTestApp, uniqueSlug, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const firstAssetId = async (orgId: string) =>
  (await t.database.db.select({ id: assets.id }).from(assets).where(eq(assets.orgId, orgId)))[0]!.id;

describe('custom domains', () => {
  it("serve the organisation's portal at '/' and its API under its own slug", async () => {
    const domain = `${uniqueSlug('trust')}.example.test`;
    const org = await t.createOrg({ domains: [domain] });
    const page = await t.app.inject({ url: '/', headers: { host: domain } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`"basePath":""`);
    expect(page.body).toContain(org.slug);
    const api = await t.app.inject({
      url: `/api/share/${org.slug}/view`,
      headers: { host: `${domain.toUpperCase()}:443` },
    });
    expect((api.json() as PortalView).organisation.id).toBe(org.id);
  });

  it("answer 404 'Company not found' for an unknown domain", async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'nobody.example.test' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Company not found</title>');
    expect(res.body).toContain('"page":"company-not-found"');
  });

  it("never serve another organisation's data on a custom domain", async () => {
    const domain = `${uniqueSlug('trust')}.example.test`;
    await t.createOrg({ domains: [domain] });
    const other = await t.createOrg();
    const res = await t.app.inject({ url: `/api/share/${other.slug}/view`, headers: { host: domain } });
    expect(res.statusCode).toBe(404);
    const asset = await t.app.inject({
      url: `/api/share/${other.slug}/assets/${await firstAssetId(other.id)}`,
      headers: { host: domain },
    });
    expect(asset.statusCode).toBe(404);
  });
});

describe('ids of another organisation are 404', () => {
  it('for a product id', async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const res = await t.app.inject(`/api/share/${a.slug}/view/${b.products[0]!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('for an asset id', async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const own = await t.app.inject(`/api/share/${b.slug}/assets/${await firstAssetId(b.id)}`);
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject(`/api/share/${a.slug}/assets/${await firstAssetId(b.id)}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('for an item slug in a page link', async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const res = await t.app.inject(`/${a.slug}/item/restricted-report`);
    expect(res.body).toContain(`"itemUid":"${a.itemUids.get('Restricted Report')}"`);
    expect(res.body).not.toContain(b.itemUids.get('Restricted Report')!);
  });

  it('for the social image and compliance updates of an unknown organisation', async () => {
    expect((await t.app.inject('/api/share/nobody/social-image.png')).statusCode).toBe(404);
    expect((await t.app.inject('/api/share/nobody/compliance-update')).statusCode).toBe(404);
    expect(
      (await t.app.inject('/api/share/nobody/assets/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('assets', () => {
  it('are served with their type, cacheable for good at their revision', async () => {
    const org = await t.createOrg();
    const id = await firstAssetId(org.id);
    const res = await t.app.inject(`/api/share/${org.slug}/assets/${id}?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(
      (await t.app.inject(`/api/share/${org.slug}/assets/${id}?v=7`)).headers['cache-control'],
    ).not.toContain('immutable');
  });
});
