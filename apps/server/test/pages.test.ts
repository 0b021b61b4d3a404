import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_PAGE_ELEMENT_ID, type InitialPage } from '@trust/shared';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const initialPage = (html: string): InitialPage => {
  const match = html.match(
    new RegExp(`<script id="${INITIAL_PAGE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'),
  );
  return JSON.parse(match![1]!) as InitialPage;
};
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

describe('portal pages', () => {
  it('carry the page head and the first view, so previews work without JavaScript', async () => {
    const org = await t.createOrg({
      customization: { description: 'We keep data safe & sound.', supportMailbox: 'support@example.com' },
    });
    const res = await t.app.inject(`/${org.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>Org ${org.slug} Trust Center</title>`);
    expect(meta(res.body, 'description')).toBe('We keep data safe &amp; sound.');
    expect(res.body).toContain(`<link rel="canonical" href="http://trust.localhost/${org.slug}" />`);
    expect(res.body).toMatch(/<link rel="icon" href="\/api\/share\/[^"]+\/assets\/[^"]+" \/>/);
    expect(meta(res.body, 'og:site_name')).toBe(`Org ${org.slug} Trust Center`);
    expect(meta(res.body, 'og:type')).toBe('article');
    expect(meta(res.body, 'og:image')).toBe(
      `http://trust.localhost/api/share/${org.slug}/social-image.png?v=1`,
    );
    expect(meta(res.body, 'og:image:width')).toBe('1200');
    expect(meta(res.body, 'og:image:height')).toBe('630');
    expect(meta(res.body, 'og:updated_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page = initialPage(res.body);
    expect(page.page).toBe('portal');
    if (page.page !== 'portal') return;
    expect(page.basePath).toBe(`/${org.slug}`);
    expect(page.view.organisation.id).toBe(org.id);
    expect(page.updates.topics.map((x) => x.subject)).toEqual(['Everyone topic', 'Main topic']);
    expect(page.itemUid).toBeNull();
  });

  it('cannot be broken out of by content that looks like markup', async () => {
    const org = await t.createOrg({ name: 'Evil </script><script>alert(1)</script> Inc' });
    const res = await t.app.inject(`/${org.slug}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const page = initialPage(res.body);
    expect(page.page === 'portal' && page.view.organisation.name).toBe(
      'Evil </script><script>alert(1)</script> Inc',
    );
  });

  it('select the product named by ?product= and by /product/{slug}', async () => {
    const org = await t.createOrg();
    for (const url of [`/${org.slug}?product=second`, `/${org.slug}/product/second`]) {
      const page = initialPage((await t.app.inject(url)).body);
      expect(page.page === 'portal' && page.view.product.productSlug).toBe('second');
      expect(page.page === 'portal' && page.updates.topics.map((x) => x.subject)).toEqual([
        'Everyone topic',
        'Second topic',
      ]);
    }
  });

  it('resolve an item deep link by its custom slug, in both link forms', async () => {
    const org = await t.createOrg();
    const uid = org.itemUids.get('Restricted Report');
    for (const url of [
      `/${org.slug}/item/restricted-report`,
      `/${org.slug}/product/main/restricted-report`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>Restricted Report | Org ${org.slug} Trust Center</title>`);
      const page = initialPage(res.body);
      expect(page.page === 'portal' && page.itemUid).toBe(uid);
    }
    expect((await t.app.inject(`/${org.slug}/product/main/restricted-report`)).body).toContain(
      `/${org.slug}/product/main/restricted-report" />`,
    );
  });

  it("open '/item/{slug}' on the product that holds the item", async () => {
    const org = await t.createOrg();
    const page = initialPage((await t.app.inject(`/${org.slug}/item/second-only`)).body);
    expect(page.page === 'portal' && page.view.product.productSlug).toBe('second');
    expect(page.page === 'portal' && page.itemUid).toBe(org.itemUids.get('Second Only Item'));
  });

  it("send '/' on the main host to the default route, whatever the Host says", async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
    // Configured, it is a path on this host: never another site.
    expect(loadConfig({ DEFAULT_ROUTE: '/acme' }).defaultRoute).toBe('/acme');
    for (const elsewhere of ['//evil.example', 'https://evil.example', '/\\evil.example'])
      expect(() => loadConfig({ DEFAULT_ROUTE: elsewhere }), elsewhere).toThrow(/DEFAULT_ROUTE/);
  });

  it("show 'Trust centre not found' for a mistyped organisation", async () => {
    const res = await t.app.inject('/no-such-org');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Trust centre not found</title>');
    expect(initialPage(res.body).page).toBe('trust-centre-not-found');
  });

  it("show 'No access' for an unknown product or page", async () => {
    const org = await t.createOrg();
    for (const url of [
      `/${org.slug}/product/nope`,
      `/${org.slug}/something/else/entirely`,
      '/documents/elsewhere',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>No access</title>');
      expect(initialPage(res.body).page).toBe('no-access');
    }
  });

  it('serve the staff app at /app and at /documents, where editors open the upload screen', async () => {
    for (const url of ['/app/documents', '/documents?uploadModal=true', '/sign-in']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(initialPage(res.body).page).toBe(url === '/sign-in' ? 'sign-in' : 'app');
      // The product's icon, so the browser does not ask for a /favicon.ico that is not there.
      expect(res.body).toContain('<link rel="icon" href="data:image/svg+xml,');
    }
  });

  it('answer unknown API paths with the envelope, not a page', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('serve a 1200x630 PNG social image', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject(`/api/share/${org.slug}/social-image.png?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('document the API at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/share/{org}/view',
        '/api/share/{org}/view/{productId}',
        '/api/share/{org}/compliance-update',
        '/api/share/{org}/assets/{assetId}',
      ]),
    );
  });
});
