import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_MESSAGES, type PortalView, type ScriptsSettings } from '@trust/shared';
import { orgWithAdmin, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SCRIPTS: ScriptsSettings = {
  hubspot: { src: 'js.hs-scripts.com/1234567.js' },
  google_ua: '',
  gtag: 'G-ABC1234XYZ',
  gtm: 'GTM-K9X2P7Q',
  intercom: { id: 'abc123de' },
  cookie_banner: {
    show: true,
    type: null,
    gtm_id: '',
    cbid: '',
    cookie_domain: '',
    tenant_name: '',
    auto_block_enabled: false,
    cookie_script_path: '',
    showDeclaration: true,
  },
};
const withBanner = (banner: Partial<ScriptsSettings['cookie_banner']>): ScriptsSettings => ({
  ...SCRIPTS,
  cookie_banner: { ...SCRIPTS.cookie_banner, ...banner },
});
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('scripts and the cookie banner', () => {
  it('are saved as validated: ids checked, bare domains made https, http refused', async () => {
    const { call } = await orgWithAdmin(t);
    expect((await call('PUT', '/api/settings/scripts', SCRIPTS)).statusCode).toBe(204);
    const saved = (await call('GET', '/api/settings')).json().scripts;
    expect(saved).toMatchObject({
      hubspot: { src: 'https://js.hs-scripts.com/1234567.js' },
      google_ua: null,
      gtag: 'G-ABC1234XYZ',
      intercom: { id: 'abc123de' },
      cookie_banner: { show: true, type: null, showDeclaration: true },
    });

    const http = await call('PUT', '/api/settings/scripts', {
      ...SCRIPTS,
      hubspot: { src: 'http://js.hs-scripts.com/1.js' },
    });
    expect(http.statusCode).toBe(400);
    expect(fieldsOf(http)['hubspot.src']).toBe(SCRIPT_MESSAGES.httpsOnly);
    const badId = await call('PUT', '/api/settings/scripts', { ...SCRIPTS, gtm: 'UA-1' });
    expect(fieldsOf(badId).gtm).toBe(SCRIPT_MESSAGES.idInvalid);
    const noCbid = await call('PUT', '/api/settings/scripts', withBanner({ type: 'cookiebot' }));
    expect(fieldsOf(noCbid)['cookie_banner.cbid']).toBe(SCRIPT_MESSAGES.bannerNeedsId);
    const noScript = await call('PUT', '/api/settings/scripts', withBanner({ type: 'dropbox' }));
    expect(fieldsOf(noScript)['cookie_banner.cookie_script_path']).toBe(SCRIPT_MESSAGES.bannerNeedsScript);
    const httpBanner = await call(
      'PUT',
      '/api/settings/scripts',
      withBanner({ type: 'paypal', cookie_script_path: 'http://cdn.example/consent.js' }),
    );
    expect(fieldsOf(httpBanner)['cookie_banner.cookie_script_path']).toBe(SCRIPT_MESSAGES.httpsOnly);
    // Nothing refused replaced what was saved.
    expect((await call('GET', '/api/settings')).json().scripts).toEqual(saved);
  });

  it('reach visitors as a plan by consent category, never staff editing their own page', async () => {
    const { org, call, cookie } = await orgWithAdmin(t);
    await call('PUT', '/api/settings/scripts', SCRIPTS);
    const view = (await t.app.inject(`/api/share/${org.slug}/view`)).json<PortalView>();
    const plan = view.sharedInfo.scriptPlan!;
    expect(plan.banner).toEqual({ kind: 'builtin' });
    expect(plan.showDeclaration).toBe(true);
    expect(plan.tags.map((tag) => [tag.id, tag.category, tag.src])).toEqual([
      ['gtag', 'analytics', 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234XYZ'],
      ['gtm', 'analytics', 'https://www.googletagmanager.com/gtm.js?id=GTM-K9X2P7Q'],
      ['hubspot', 'marketing_and_advertising', 'https://js.hs-scripts.com/1234567.js'],
      ['intercom', 'performance_and_functionality', 'https://widget.intercom.io/widget/abc123de'],
    ]);
    const main = await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: { cookie } });
    expect(main.json<PortalView>().mode).toBe('Main');
    expect(main.json<PortalView>().sharedInfo.scriptPlan).toBeNull();
  });

  it('widen the page policy to the configured providers only, and not for staff', async () => {
    const { org, call, cookie } = await orgWithAdmin(t);
    const before = (await t.app.inject(`/${org.slug}`)).headers['content-security-policy'] as string;
    expect(before).toContain("script-src 'self';");
    await call(
      'PUT',
      '/api/settings/scripts',
      withBanner({ type: 'cookiebot', cbid: 'a1b2c3d4-e5f6-7890-abcd-ef1234567890' }),
    );
    const policy = (await t.app.inject(`/${org.slug}`)).headers['content-security-policy'] as string;
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
    expect(scriptSrc).toContain('https://js.hs-scripts.com');
    expect(scriptSrc).toContain('https://widget.intercom.io');
    expect(scriptSrc).toContain('https://consent.cookiebot.com');
    expect(scriptSrc).not.toContain('cdn.cookielaw.org');
    expect(policy).toContain("frame-ancestors 'self'");
    const view = (await t.app.inject(`/api/share/${org.slug}/view`)).json<PortalView>();
    expect(view.sharedInfo.scriptPlan!.banner).toEqual({
      kind: 'provider',
      type: 'cookiebot',
      src: 'https://consent.cookiebot.com/uc.js',
      attributes: {
        id: 'Cookiebot',
        'data-cbid': 'a1b2c3d4-e5f6-7890-abcd-ef1234567890',
        'data-blockingmode': 'manual',
      },
    });
    const staffPage = await t.app.inject({ url: `/${org.slug}`, headers: { cookie } });
    expect(staffPage.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('are each organisation’s own, and only administrators change them', async () => {
    const a = await orgWithAdmin(t);
    const b = await orgWithAdmin(t);
    await a.call('PUT', '/api/settings/scripts', SCRIPTS);
    const bView = (await t.app.inject(`/api/share/${b.org.slug}/view`)).json<PortalView>();
    expect(bView.sharedInfo.scriptPlan!.tags).toEqual([]);
    expect(bView.sharedInfo.scriptPlan!.banner).toEqual({ kind: 'none' });
    const editor = await staffCookie(t, `editor@${a.org.slug}.example`);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/scripts',
      headers: { cookie: editor, origin: 'http://localhost', host: 'localhost' },
      payload: { ...SCRIPTS, gtag: null },
    });
    expect(refused.statusCode).toBe(403);
    expect((await a.call('GET', '/api/settings')).json().scripts.gtag).toBe('G-ABC1234XYZ');
  });
});
