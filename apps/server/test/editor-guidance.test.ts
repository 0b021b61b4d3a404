import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TEMPLATE_IDS, type PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { minimalOrg, ORIGIN, STAFF_PASSWORD, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const editorOf = (org: CreatedOrganisation) => staffCookie(t, `editor@${org.slug}.example`);
const patch = (url: string, cookie: string | null, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const itemUrl = (org: CreatedOrganisation, title: string) =>
  `/api/trust-center/products/${org.products[0]!.id}/items/${org.itemUids.get(title)}`;
const cardUrl = (org: CreatedOrganisation, kind: string) =>
  `/api/trust-center/products/${org.products[0]!.id}/cards/${kind}`;
const view = async (org: CreatedOrganisation, cookie?: string): Promise<PortalView> =>
  (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: cookie ? { cookie } : {} })).json();
const certification = async (org: CreatedOrganisation, title: string, cookie?: string) =>
  (await view(org, cookie)).cards
    .find((c) => c.kind === 'certifications')!
    .items.find((i) => i.title === title)!;

const certifiedOrg = () => {
  const base = minimalOrg();
  return t.createOrg({
    ...base,
    staff: [
      ...base.staff!,
      {
        email: `designer@${base.slug}.example`,
        displayName: 'Dee Designer',
        password: STAFF_PASSWORD,
        permissions: ['statuspage:edit', 'assets:edit'],
      },
    ],
    products: [
      {
        name: 'Platform',
        slug: 'platform',
        cards: [
          {
            kind: 'certifications',
            items: [
              { title: 'ISO 27001', type: 'iso_27001', auditor: 'BSI Group', publicAccess: true },
              { title: 'SOC 2', type: 'soc_2_type_2', auditor: 'A Small CPA Firm LLP', publicAccess: true },
              { title: 'GDPR', type: 'gdpr', publicAccess: true },
              { title: 'Local Scheme', type: 'other', publicAccess: true },
            ],
          },
          { kind: 'reports', items: [{ title: 'Pen Test', type: 'pen_test', publicAccess: true }] },
          { kind: 'data_security', items: [{ title: 'Encryption', publicAccess: true }] },
        ],
      },
    ],
  });
};

describe('certification logos', () => {
  it("show the auditor's variant when the auditor is a known firm for the scheme, else the standard mark", async () => {
    const org = await certifiedOrg();
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe('/api/certification-logos/iso_27001/bsi');
    expect((await certification(org, 'SOC 2')).logoUrl).toBe(
      '/api/certification-logos/soc_2_type_2/standard',
    );
    expect((await certification(org, 'GDPR')).logoUrl).toBe('/api/certification-logos/gdpr/standard');
    expect((await certification(org, 'Local Scheme')).logoUrl).toBeNull();

    const logo = await t.app.inject('/api/certification-logos/iso_27001/bsi');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('ISO');
    expect(logo.body).toContain('BSI');
    // A firm that does not work in the type's scheme, an unknown variant and a type without a mark.
    expect((await t.app.inject('/api/certification-logos/iso_27001/kpmg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/certification-logos/iso_27001/nobody')).statusCode).toBe(400);
    expect((await t.app.inject('/api/certification-logos/other/standard')).statusCode).toBe(404);
  });

  it('is chosen by editors: a variant of the type, or back to automatic; never one that does not fit', async () => {
    const org = await certifiedOrg();
    const cookie = await editorOf(org);
    expect((await certification(org, 'SOC 2', cookie)).logoVariant).toBeNull();
    expect((await patch(itemUrl(org, 'SOC 2'), cookie, { logoVariant: 'schellman' })).statusCode).toBe(204);
    expect((await certification(org, 'SOC 2')).logoUrl).toBe(
      '/api/certification-logos/soc_2_type_2/schellman',
    );
    expect((await certification(org, 'SOC 2', cookie)).logoVariant).toBe('schellman');
    expect((await certification(org, 'SOC 2')).logoVariant).toBeNull();

    expect((await patch(itemUrl(org, 'ISO 27001'), cookie, { logoVariant: 'standard' })).statusCode).toBe(
      204,
    );
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe(
      '/api/certification-logos/iso_27001/standard',
    );
    expect((await patch(itemUrl(org, 'ISO 27001'), cookie, { logoVariant: null })).statusCode).toBe(204);
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe('/api/certification-logos/iso_27001/bsi');

    const mismatch = await patch(itemUrl(org, 'GDPR'), cookie, { logoVariant: 'bsi' });
    expect([mismatch.statusCode, mismatch.json().error.fields]).toEqual([
      400,
      { logoVariant: 'This logo does not belong to the item type.' },
    ]);
    const stray = await patch(itemUrl(org, 'Pen Test'), cookie, { logoVariant: 'standard' });
    expect([stray.statusCode, stray.json().error.fields]).toEqual([
      400,
      { logoVariant: 'Items of this card have no logoVariant.' },
    ]);
    expect((await patch(itemUrl(org, 'SOC 2'), cookie, { logoVariant: 'nobody' })).statusCode).toBe(400);
  });
});

describe('uploaded certification logos', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#e8590c"/></svg>';
  const upload = (
    org: CreatedOrganisation,
    cookie: string,
    title: string,
    body: string,
    name = 'logo.svg',
  ) => {
    const form = new FormData();
    form.append('logo', new Blob([body]), name);
    return t.app.inject({
      method: 'PUT',
      url: `${itemUrl(org, title)}/logo`,
      headers: { ...ORIGIN, cookie },
      payload: form,
    });
  };

  it('replace the built-in mark until removed, for editors with assets:edit, on certifications only', async () => {
    const org = await certifiedOrg();
    const designer = await staffCookie(t, `designer@${org.slug}.example`);
    expect((await upload(org, designer, 'Local Scheme', svg)).statusCode).toBe(204);
    const uploaded = await certification(org, 'Local Scheme');
    expect([uploaded.logoUploaded, uploaded.logoUrl]).toEqual([
      true,
      expect.stringMatching(/\/assets\/[0-9a-f-]+\?v=1$/),
    ]);
    const image = await t.app.inject(uploaded.logoUrl!);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml']);

    expect((await upload(org, designer, 'ISO 27001', svg)).statusCode).toBe(204);
    expect((await certification(org, 'ISO 27001')).logoUrl).toMatch(/\/assets\//);
    expect((await upload(org, designer, 'ISO 27001', svg.replace('#e8590c', '#000000'))).statusCode).toBe(
      204,
    );
    expect((await certification(org, 'ISO 27001')).logoUrl).toMatch(/\?v=2$/);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${itemUrl(org, 'ISO 27001')}/logo`,
          headers: { ...ORIGIN, cookie: designer },
        })
      ).statusCode,
    ).toBe(204);
    expect(await certification(org, 'ISO 27001')).toMatchObject({
      logoUploaded: false,
      logoUrl: '/api/certification-logos/iso_27001/bsi',
    });

    const wrong = await upload(org, designer, 'GDPR', 'just words', 'logo.txt');
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([
      415,
      'The logo must be a png, jpeg or svg image.',
    ]);
    const big = await upload(
      org,
      designer,
      'GDPR',
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(1024 * 1024)}</svg>`,
    );
    expect([big.statusCode, big.json().error.message]).toEqual([413, 'The logo must be at most 1 MB.']);
    expect((await certification(org, 'GDPR')).logoUploaded).toBe(false);
    const report = await upload(org, designer, 'Pen Test', svg);
    expect([report.statusCode, report.json().error.message]).toEqual([
      400,
      'Only certifications have logos.',
    ]);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `${itemUrl(org, 'GDPR')}/logo`,
      headers: { ...ORIGIN, cookie: designer },
      payload: new FormData(),
    });
    expect(empty.statusCode).toBe(400);

    expect((await upload(org, await editorOf(org), 'GDPR', svg)).statusCode).toBe(403); // no assets:edit
    const other = await certifiedOrg();
    expect((await upload(other, designer, 'GDPR', svg)).statusCode).toBe(404);
    expect((await certification(other, 'GDPR')).logoUploaded).toBe(false);
  });
});

describe('item templates', () => {
  it("are made out to the editor's own organisation, and only for editors", async () => {
    const org = await certifiedOrg();
    const other = await certifiedOrg();
    const [name, otherName] = [(await view(org)).organisation.name, (await view(other)).organisation.name];
    const url = '/api/trust-center/item-templates/incident-response-plan';
    const res = await t.app.inject({ url, headers: { cookie: await editorOf(org) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/markdown');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toMatch(new RegExp(`^# ${name} Incident Response Plan`));
    expect(res.body).not.toContain(otherName);
    expect((await t.app.inject({ url, headers: { cookie: await editorOf(other) } })).body).toContain(
      otherName,
    );

    for (const id of ITEM_TEMPLATE_IDS) {
      const template = await t.app.inject({
        url: `/api/trust-center/item-templates/${id}`,
        headers: { cookie: await editorOf(org) },
      });
      expect([id, template.statusCode, template.body.startsWith(`# ${name} `)]).toEqual([id, 200, true]);
    }
    expect((await t.app.inject(url)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url, headers: { cookie: await staffCookie(t, `reader@${org.slug}.example`) } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          url: '/api/trust-center/item-templates/nope',
          headers: { cookie: await editorOf(org) },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('display text length', () => {
  it("is at most 24 characters on the grid's cards ('Max 24 characters') and 100 on full-width rows", async () => {
    const org = await certifiedOrg();
    const cookie = await editorOf(org);
    const long = await patch(cardUrl(org, 'data_security'), cookie, {
      displayText: 'Encryption everywhere, always',
    });
    expect([long.statusCode, long.json().error.fields]).toEqual([400, { displayText: 'Max 24 characters' }]);
    expect(
      (await patch(cardUrl(org, 'data_security'), cookie, { displayText: 'Encryption everywhere' }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await patch(cardUrl(org, 'certifications'), cookie, {
          displayText: 'Independent audits and certifications we hold',
        })
      ).statusCode,
    ).toBe(204);
    const cards = (await view(org)).cards;
    expect(cards.find((c) => c.kind === 'data_security')!.displayText).toBe('Encryption everywhere');
    expect(cards.find((c) => c.kind === 'certifications')!.displayText).toBe(
      'Independent audits and certifications we hold',
    );
  });
});
