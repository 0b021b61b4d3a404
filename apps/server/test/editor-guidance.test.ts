import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_TEMPLATE_IDS, type PortalView } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const editorOf = (org: CreatedOrganisation) => staffCookie(t, `editor@${org.slug}.example`);
const patch = (url: string, cookie: string | null, payload: object) => t.app.inject({ method: 'PATCH', url, headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
const itemUrl = (org: CreatedOrganisation, title: string) => `/api/trust-center/products/${org.products[0]!.id}/items/${org.itemUids.get(title)}`;
const cardUrl = (org: CreatedOrganisation, kind: string) => `/api/trust-center/products/${org.products[0]!.id}/cards/${kind}`;
const view = async (org: CreatedOrganisation, cookie?: string): Promise<PortalView> =>
  (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: cookie ? { cookie } : {} })).json();
const certification = async (org: CreatedOrganisation, title: string, cookie?: string) =>
  (await view(org, cookie)).cards.find((c) => c.kind === 'certifications')!.items.find((i) => i.title === title)!;

const certifiedOrg = () =>
  t.createOrg({
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

describe('certification logos', () => {
  it("show the auditor's variant when the auditor is a known firm for the scheme, else the standard mark", async () => {
    const org = await certifiedOrg();
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe('/api/certification-logos/iso_27001/bsi');
    expect((await certification(org, 'SOC 2')).logoUrl).toBe('/api/certification-logos/soc_2_type_2/standard');
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
    expect((await certification(org, 'SOC 2')).logoUrl).toBe('/api/certification-logos/soc_2_type_2/schellman');
    expect((await certification(org, 'SOC 2', cookie)).logoVariant).toBe('schellman');
    expect((await certification(org, 'SOC 2')).logoVariant).toBeNull();

    expect((await patch(itemUrl(org, 'ISO 27001'), cookie, { logoVariant: 'standard' })).statusCode).toBe(204);
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe('/api/certification-logos/iso_27001/standard');
    expect((await patch(itemUrl(org, 'ISO 27001'), cookie, { logoVariant: null })).statusCode).toBe(204);
    expect((await certification(org, 'ISO 27001')).logoUrl).toBe('/api/certification-logos/iso_27001/bsi');

    const mismatch = await patch(itemUrl(org, 'GDPR'), cookie, { logoVariant: 'bsi' });
    expect([mismatch.statusCode, mismatch.json().error.fields]).toEqual([400, { logoVariant: 'This logo does not belong to the item type.' }]);
    const stray = await patch(itemUrl(org, 'Pen Test'), cookie, { logoVariant: 'standard' });
    expect([stray.statusCode, stray.json().error.fields]).toEqual([400, { logoVariant: 'Items of this card have no logoVariant.' }]);
    expect((await patch(itemUrl(org, 'SOC 2'), cookie, { logoVariant: 'nobody' })).statusCode).toBe(400);
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
    expect((await t.app.inject({ url, headers: { cookie: await editorOf(other) } })).body).toContain(otherName);

    for (const id of ITEM_TEMPLATE_IDS) {
      const template = await t.app.inject({ url: `/api/trust-center/item-templates/${id}`, headers: { cookie: await editorOf(org) } });
      expect([id, template.statusCode, template.body.startsWith(`# ${name} `)]).toEqual([id, 200, true]);
    }
    expect((await t.app.inject(url)).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: await staffCookie(t, `reader@${org.slug}.example`) } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/trust-center/item-templates/nope', headers: { cookie: await editorOf(org) } })).statusCode).toBe(400);
  });
});

describe('display text length', () => {
  it("is at most 24 characters on the grid's cards ('Max 24 characters') and 100 on full-width rows", async () => {
    const org = await certifiedOrg();
    const cookie = await editorOf(org);
    const long = await patch(cardUrl(org, 'data_security'), cookie, { displayText: 'Encryption everywhere, always' });
    expect([long.statusCode, long.json().error.fields]).toEqual([400, { displayText: 'Max 24 characters' }]);
    expect((await patch(cardUrl(org, 'data_security'), cookie, { displayText: 'Encryption everywhere' })).statusCode).toBe(204);
    expect((await patch(cardUrl(org, 'certifications'), cookie, { displayText: 'Independent audits and certifications we hold' })).statusCode).toBe(204);
    const cards = (await view(org)).cards;
    expect(cards.find((c) => c.kind === 'data_security')!.displayText).toBe('Encryption everywhere');
    expect(cards.find((c) => c.kind === 'certifications')!.displayText).toBe('Independent audits and certifications we hold');
  });
});
