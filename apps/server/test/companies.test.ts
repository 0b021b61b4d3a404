import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { COMPANY_CATALOGUE } from '../src/modules/companies/catalogue.js';
import { initialsOf } from '../src/modules/companies/logos.js';
import { orgWithAdmin, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const editorOf = (org: CreatedOrganisation) => staffCookie(t, `editor@${org.slug}.example`);
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) => t.app.inject({ method, url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const publicView = async (org: CreatedOrganisation): Promise<PortalView> =>
  (await t.app.inject(`/api/share/${org.slug}/view`)).json();
const listUrl = (org: CreatedOrganisation, product = 0) =>
  `/api/trust-center/products/${org.products[product]!.id}/subprocessors`;

describe('the company catalogue', () => {
  it('holds at least 300 companies with unique ids, domains and names', () => {
    expect(COMPANY_CATALOGUE.length).toBeGreaterThanOrEqual(300);
    for (const key of ['id', 'domain', 'name'] as const) {
      const values = COMPANY_CATALOGUE.map((c) => c[key].toLowerCase());
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
    for (const company of COMPANY_CATALOGUE) {
      expect(company.id).toMatch(/^[a-z0-9-]+$/);
      expect(company.domain).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}(\/[a-z0-9/-]*)?$/);
    }
  });

  it('is searched by name, domain and alternative names, for staff only', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const search = async (q: string) =>
      (await call('GET', `/api/companies?q=${encodeURIComponent(q)}`, cookie)).json().companies as {
        name: string;
        companyId: string;
      }[];
    expect((await search('AWS'))[0]).toMatchObject({ companyId: 'aws', name: 'Amazon Web Services' });
    expect((await search('datadoghq'))[0]!.companyId).toBe('datadog');
    expect((await search('strip'))[0]!.companyId).toBe('stripe');
    expect((await search('Office 365')).map((c) => c.companyId)).toContain('microsoft-365');
    expect(await search('no such vendor zzz')).toEqual([]);
    const [aws] = (await call('GET', '/api/companies?q=aws', cookie)).json().companies;
    expect(aws).toEqual({
      source: 'addendum',
      companyId: 'aws',
      name: 'Amazon Web Services',
      domain: 'aws.amazon.com',
      url: 'https://aws.amazon.com',
      logo: '/api/companies/aws/logo.svg',
    });
    expect((await call('GET', '/api/companies?q=aws', null)).statusCode).toBe(401);
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await call('GET', '/api/companies?q=aws', reader)).statusCode).toBe(403);
  });

  it('serves every logo as SVG from local assets, and monograms in any script', async () => {
    const stripe = await t.app.inject('/api/companies/stripe/logo.svg');
    expect(stripe.headers['content-type']).toContain('image/svg+xml');
    expect(stripe.body).toContain('<title>Stripe</title>');
    const monogram = await t.app.inject('/api/companies/aws/logo.svg');
    expect(monogram.body).toContain('>AW<');
    expect((await t.app.inject('/api/companies/nope/logo.svg')).statusCode).toBe(404);
    const named = await t.app.inject(
      `/api/companies/monogram.svg?name=${encodeURIComponent('Яндекс <Облако>')}`,
    );
    expect(named.body).toContain('>Я&lt;<');
    expect(initialsOf('株式会社 テスト')).toBe('株テ');
    expect(initialsOf('👩‍💻 Studio')).toBe('👩‍💻S');
    expect(initialsOf('شركة الأمن')).toBe('شا');
  });
});

describe('subprocessors', () => {
  it('are added from the catalogue or by name, edited and removed; visitors follow and history stays', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const added = await call('POST', listUrl(org), cookie, {
      company: { source: 'addendum', companyId: 'stripe' },
      purpose: 'Payments',
      location: 'United States',
    });
    expect(added.statusCode).toBe(201);
    const custom = await call('POST', listUrl(org), cookie, {
      company: { source: 'custom', name: '北京数据 Ltd', url: 'https://example.cn' },
      additionalDetails: '  ',
    });
    expect(custom.statusCode).toBe(201);
    let view = await publicView(org);
    expect(view.subprocessors.map((s) => [s.company.name, s.purpose, s.additionalDetails])).toEqual([
      ['Stripe', 'Payments', null],
      ['北京数据 Ltd', null, null],
    ]);
    expect(view.subprocessors[0]!.company).toEqual({
      companyId: 'stripe',
      name: 'Stripe',
      domain: 'stripe.com',
      logoUrl: '/api/companies/stripe/logo.svg',
      url: 'https://stripe.com',
    });
    expect(view.subprocessors[1]!.company.logoUrl).toBe(
      `/api/companies/monogram.svg?name=${encodeURIComponent('北京数据 Ltd')}`,
    );
    expect(view.cards.some((c) => c.kind === 'subprocessors')).toBe(true);

    const id = added.json().id as string;
    expect(
      (
        await call('PUT', `${listUrl(org)}/${id}`, cookie, {
          company: { source: 'addendum', companyId: 'adyen' },
          purpose: 'Payments (EU)',
          location: 'Netherlands',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('DELETE', `${listUrl(org)}/${custom.json().id}`, cookie)).statusCode).toBe(204);
    view = await publicView(org);
    expect(view.subprocessors.map((s) => [s.company.name, s.location])).toEqual([['Adyen', 'Netherlands']]);
    expect((await call('DELETE', `${listUrl(org)}/${custom.json().id}`, cookie)).statusCode).toBe(404);

    const { events } = (await call('GET', '/api/trust-center/audit', cookie)).json();
    expect(events.slice(0, 4).map((e: { action: string }) => e.action)).toEqual([
      'subprocessor.remove',
      'subprocessor.update',
      'subprocessor.add',
      'subprocessor.add',
    ]);
  });

  it('answer bad input in the spec words and keep what was saved', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const noCompany = await call('POST', listUrl(org), cookie, { purpose: 'x' });
    expect([noCompany.statusCode, noCompany.json().error.fields]).toEqual([
      400,
      { company: 'This field is required' },
    ]);
    const unknown = await call('POST', listUrl(org), cookie, {
      company: { source: 'addendum', companyId: 'not-a-company' },
    });
    expect(unknown.json().error.fields).toEqual({ company: 'This field is required' });
    const blank = await call('POST', listUrl(org), cookie, { company: { source: 'custom', name: '   ' } });
    expect(blank.json().error.fields).toEqual({ 'company.name': 'This field is required' });
    const badUrl = await call('POST', listUrl(org), cookie, {
      company: { source: 'custom', name: 'X', url: 'javascript:alert(1)' },
    });
    expect(badUrl.json().error.fields).toEqual({ 'company.url': 'Please enter a valid URL.' });
    const long = await call('POST', listUrl(org), cookie, {
      company: { source: 'addendum', companyId: 'okta' },
      purpose: 'p'.repeat(501),
    });
    expect(long.json().error.fields).toEqual({ purpose: 'Must be at most 500 characters' });
    expect((await publicView(org)).subprocessors).toEqual([]);
  });

  it("never reach another organisation's lists, and need statuspage:edit", async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const cookie = await editorOf(org);
    const body = { company: { source: 'addendum', companyId: 'okta' } };
    expect((await call('POST', listUrl(other), cookie, body)).statusCode).toBe(404);
    const mine = (await call('POST', listUrl(org), cookie, body)).json().id as string;
    const theirs = (await call('POST', listUrl(other), await editorOf(other), body)).json().id as string;
    expect((await call('PUT', `${listUrl(org)}/${theirs}`, cookie, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${listUrl(org)}/${theirs}`, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `${listUrl(other)}/${mine}`, cookie)).statusCode).toBe(404);
    expect((await publicView(other)).subprocessors).toHaveLength(1);
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await call('POST', listUrl(org), reader, body)).statusCode).toBe(403);
    expect((await call('POST', listUrl(org), null, body)).statusCode).toBe(401);
  });

  it('stay out of the view while their card is hidden', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    await call('POST', listUrl(org), cookie, { company: { source: 'addendum', companyId: 'okta' } });
    const card = `/api/trust-center/products/${org.products[0]!.id}/cards/subprocessors`;
    await t.app.inject({
      method: 'PATCH',
      url: card,
      headers: { ...ORIGIN, cookie },
      payload: { hidden: true },
    });
    const view = await publicView(org);
    expect(view.cards.some((c) => c.kind === 'subprocessors')).toBe(false);
    expect(view.subprocessors).toEqual([]);
  });
});

describe('trusted-by companies', () => {
  it('are set in order, keep their ids, and validate each company', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const url = `/api/trust-center/products/${org.products[0]!.id}/trusted-by`;
    expect((await publicView(org)).cards.some((c) => c.kind === 'trusted_by')).toBe(false);
    const set = await call('PUT', url, cookie, {
      companies: [
        { company: { source: 'addendum', companyId: 'shopify' } },
        { company: { source: 'custom', name: 'Ромашка', url: 'https://romashka.example' } },
      ],
    });
    expect(set.statusCode).toBe(204);
    let view = await publicView(org);
    expect(view.trustedBy.map((c) => [c.company.name, c.company.url])).toEqual([
      ['Shopify', 'https://shopify.com'],
      ['Ромашка', 'https://romashka.example'],
    ]);
    const [shopify, romashka] = view.trustedBy;
    await call('PUT', url, cookie, {
      companies: [
        { id: romashka!.id, company: { source: 'custom', name: 'Ромашка', url: 'https://romashka.example' } },
        { id: shopify!.id, company: { source: 'addendum', companyId: 'shopify' } },
      ],
    });
    view = await publicView(org);
    expect(view.trustedBy.map((c) => c.id)).toEqual([romashka!.id, shopify!.id]);
    const bad = await call('PUT', url, cookie, { companies: [{ company: {} }] });
    expect(bad.json().error.fields).toEqual({ 'companies.0.company': 'This field is required' });
    expect((await publicView(org)).trustedBy).toHaveLength(2);
    const other = await t.createOrg();
    expect(
      (
        await call('PUT', `/api/trust-center/products/${other.products[0]!.id}/trusted-by`, cookie, {
          companies: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, cookie, { companies: [] })).statusCode).toBe(204);
    expect((await publicView(org)).trustedBy).toEqual([]);
  });
});

describe('the subprocessor list for buyers', () => {
  it('downloads as CSV and JSON, with a history of changes, and never from a hidden card', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    await call('POST', listUrl(org), cookie, {
      company: { source: 'addendum', companyId: 'stripe' },
      purpose: 'Payments, cards',
      location: 'United States',
    });
    const custom = await call('POST', listUrl(org), cookie, {
      company: { source: 'custom', name: '=HYPERLINK("x") Ёлка' },
      purpose: 'Трекинг',
    });
    await call('DELETE', `${listUrl(org)}/${custom.json().id}`, cookie);
    await call('POST', listUrl(org), cookie, {
      company: { source: 'custom', name: '=HYPERLINK("x") Ёлка' },
      purpose: 'Трекинг',
    });

    const csv = await t.app.inject(`/api/share/${org.slug}/subprocessors.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('subprocessors.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,website,purpose,location,additionalDetails,since');
    expect(lines[1]).toMatch(
      /^Stripe,https:\/\/stripe\.com,"Payments, cards",United States,,\d{4}-\d\d-\d\d$/,
    );
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""x""\) Ёлка",,Трекинг,,,/);

    const json = (await t.app.inject(`/api/share/${org.slug}/subprocessors.json`)).json();
    expect(json.subprocessors.map((s: { name: string }) => s.name)).toEqual([
      'Stripe',
      '=HYPERLINK("x") Ёлка',
    ]);

    const { changes } = (await t.app.inject(`/api/share/${org.slug}/subprocessors/history`)).json();
    expect(changes.map((c: { name: string; change: string }) => `${c.change} ${c.name}`).sort()).toEqual([
      'added =HYPERLINK("x") Ёлка',
      'added =HYPERLINK("x") Ёлка',
      'added Stripe',
      'removed =HYPERLINK("x") Ёлка',
    ]);

    const card = `/api/trust-center/products/${org.products[0]!.id}/cards/subprocessors`;
    await t.app.inject({
      method: 'PATCH',
      url: card,
      headers: { ...ORIGIN, cookie },
      payload: { hidden: true },
    });
    expect((await t.app.inject(`/api/share/${org.slug}/subprocessors.csv`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/share/${org.slug}/subprocessors/history`)).statusCode).toBe(404);
    const other = await t.createOrg();
    expect(
      (await t.app.inject(`/api/share/${other.slug}/subprocessors.json?productId=${org.products[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject(`/api/share/${org.slug}/subprocessors.xml`)).statusCode).toBe(400);
  });
});

describe("a company's own logo", () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (url: string, cookie: string, body: Buffer, name = 'logo.png') => {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(body)]), name);
    return t.app.inject({ method: 'PUT', url, headers: { ...ORIGIN, cookie }, payload: form });
  };

  it('replaces the mark until removed, needs assets:edit, and stays within the organisation', async () => {
    const { org, cookie: admin } = await orgWithAdmin(t);
    const editor = await editorOf(org);
    const id = (
      await call('POST', listUrl(org), editor, { company: { source: 'custom', name: 'Local Hosting GmbH' } })
    ).json().id as string;
    const logoUrl = `${listUrl(org)}/${id}/logo`;
    expect((await upload(logoUrl, editor, png)).statusCode).toBe(403); // the editor lacks assets:edit
    expect((await upload(logoUrl, admin, Buffer.from('not an image'), 'logo.txt')).json().error.message).toBe(
      'The logo must be a png, jpeg or svg image.',
    );
    expect((await upload(logoUrl, admin, png)).statusCode).toBe(204);
    const shown = (await publicView(org)).subprocessors[0]!.company.logoUrl!;
    expect(shown).toMatch(/\/assets\/[0-9a-f-]+\?v=1$/);
    const image = await t.app.inject(shown);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const library = await t.app.inject({ url: '/api/documents/trust-center', headers: { cookie: admin } });
    expect(JSON.stringify(library.json())).not.toContain('Local Hosting GmbH logo');

    const { org: other, cookie: otherAdmin } = await orgWithAdmin(t);
    expect(
      (await upload(logoUrl.replace(org.products[0]!.id, other.products[0]!.id), otherAdmin, png)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', logoUrl, admin)).statusCode).toBe(204);
    expect((await publicView(org)).subprocessors[0]!.company.logoUrl).toContain(
      '/api/companies/monogram.svg',
    );
  });
});
