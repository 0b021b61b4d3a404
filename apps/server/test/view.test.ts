import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PortalView } from '@trust/shared';
import { customizations } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const getView = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, view: res.json() as PortalView };
};
const item = (view: PortalView, title: string) =>
  view.cards.flatMap((c) => c.items).find((i) => i.title === title);

describe('GET /api/share/{org}/view for an anonymous visitor', () => {
  it('answers the default product with organisation, shared info and customization', async () => {
    const org = await t.createOrg();
    const { status, view } = await getView(`/api/share/${org.slug}/view`);
    expect(status).toBe(200);
    expect(view.mode).toBe('Public');
    expect(view.organisation).toMatchObject({ id: org.id, slug: org.slug });
    expect(view.product.productSlug).toBe('main');
    expect(view.sharedInfo.defaultProductId).toBe(org.products[0]!.id);
    expect(view.sharedInfo.customization.portalTitle).toBe('Trust Center');
    expect(view.sharedInfo.customization.logoUrl).toMatch(
      new RegExp(`^/api/share/${org.slug}/assets/[0-9a-f-]+\\?v=1$`),
    );
    expect(view.features.builtOnBadge).toBe(true);
  });

  it('finds the organisation by id as well as by slug', async () => {
    const org = await t.createOrg();
    expect((await getView(`/api/share/${org.id}/view`)).view.organisation.slug).toBe(org.slug);
  });

  it('lists only products shown to visitors', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(view.sharedInfo.products.map((p) => p.productSlug)).toEqual(['main', 'second']);
  });

  it('renders the overview markdown without scripts', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(view.overview?.html).toContain('<strong>security</strong>');
    expect(view.overview?.html).not.toContain('<script');
  });

  it('leaves out hidden cards and empty documents, trusted-by and subprocessors cards, but keeps other empty cards', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    const kinds = view.cards.map((c) => c.kind);
    expect(kinds).not.toContain('esg');
    expect(kinds).not.toContain('trusted_by');
    expect(kinds).not.toContain('subprocessors');
    expect(kinds).toContain('documents');
    expect(view.cards.find((c) => c.kind === 'ai')).toMatchObject({
      items: [],
      placeholder: 'Our AI practices are published on request.',
    });
  });

  it('orders cards by category weight and items enabled first', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    // reports 16, certifications 15, AI 9, policies 1, overview 0, documents -1
    expect(view.cards.map((c) => c.kind)).toEqual([
      'reports',
      'certifications',
      'ai',
      'policies',
      'overview',
      'documents',
    ]);
    expect(view.cards.find((c) => c.kind === 'certifications')!.items.map((i) => i.title)).toEqual([
      'SOC 2',
      'ISO 27001',
    ]);
  });

  it('lists restricted items locked, with public fields only and their documents marked locked', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    const restricted = item(view, 'Restricted Report')!;
    expect(restricted).toMatchObject({
      locked: true,
      publicAccess: false,
      explanation: null,
      href: null,
      listEntries: [],
      slug: 'restricted-report',
    });
    expect(restricted.documents).toEqual([
      {
        fileId: org.fileIds.get('restricted.pdf'),
        locked: true,
        originalName: 'restricted.pdf',
        contentType: 'application/pdf',
        itemUid: restricted.itemUid,
        viewOnly: false,
      },
    ]);
    const open = item(view, 'Public Report')!;
    expect(open).toMatchObject({ locked: false, explanation: 'Open to all' });
    expect(open.documents[0]).toMatchObject({ fileId: org.fileIds.get('public.pdf'), locked: false });
  });

  it('opens a shared file even on a restricted item', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(item(view, 'Shared File Report')!.documents[0]).toMatchObject({
      fileId: org.fileIds.get('shared.pdf'),
      locked: false,
    });
  });

  it('never shows hidden items', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(item(view, 'Hidden Report')).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('hidden.pdf');
  });

  it('builds the documents card from every shown item with files, locked ones marked', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(view.documents.map((d) => [d.title, d.isUnlocked])).toEqual([
      ['Public Report', true],
      ['Restricted Report', false],
      ['Shared File Report', false],
    ]);
  });

  it('shows only public knowledge-base entries', async () => {
    const org = await t.createOrg();
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(view.knowledgeBase.map((k) => k.question)).toEqual(['Public question?']);
  });

  it("with publicAccessLevel PublicContentOnly, doesn't list restricted items to visitors", async () => {
    const org = await t.createOrg({ customization: { publicAccessLevel: 'PublicContentOnly' } });
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(item(view, 'Restricted Report')).toBeUndefined();
    expect(item(view, 'Public Report')).toBeDefined();
    expect(view.documents.map((d) => d.title)).toEqual(['Public Report']);
  });

  it('with publicAccessLevel Minimal, shows the overview and nothing else', async () => {
    const org = await t.createOrg({ customization: { publicAccessLevel: 'Minimal' } });
    const { view } = await getView(`/api/share/${org.slug}/view`);
    expect(view.cards.map((c) => c.kind)).toEqual(['overview']);
    expect(view.overview).not.toBeNull();
    expect(view.documents).toEqual([]);
    expect(view.knowledgeBase).toEqual([]);
  });

  it('honours a section hidden in the page config', async () => {
    const org = await t.createOrg();
    const spec = (await import('./harness.js')).minimalOrg();
    const hiddenOrg = await t.createOrg({
      products: [{ ...spec.products[0]!, hiddenSections: ['certifications'] }],
    });
    expect((await getView(`/api/share/${org.slug}/view`)).view.cards.map((c) => c.kind)).toContain(
      'certifications',
    );
    expect((await getView(`/api/share/${hiddenOrg.slug}/view`)).view.cards.map((c) => c.kind)).not.toContain(
      'certifications',
    );
  });

  it('turns the Built on badge off with the feature flag', async () => {
    const org = await t.createOrg({ features: { hideBuiltOnBadge: true } });
    expect((await getView(`/api/share/${org.slug}/view`)).view.features.builtOnBadge).toBe(false);
  });

  it('reflects a customization change once content is marked changed', async () => {
    const org = await t.createOrg();
    await getView(`/api/share/${org.slug}/view`);
    const [row] = await t.database.db.select().from(customizations).where(eq(customizations.orgId, org.id));
    await t.database.db
      .update(customizations)
      .set({ settings: { ...row!.settings, portalTitle: 'Security Hub' } })
      .where(eq(customizations.orgId, org.id));
    await t.contentChanged(org.id);
    expect((await getView(`/api/share/${org.slug}/view`)).view.sharedInfo.customization.portalTitle).toBe(
      'Security Hub',
    );
  });
});

describe('GET /api/share/{org}/view/{productId}', () => {
  it("answers that product's cards", async () => {
    const org = await t.createOrg();
    const { status, view } = await getView(`/api/share/${org.slug}/view/${org.products[1]!.id}`);
    expect(status).toBe(200);
    expect(view.product.productSlug).toBe('second');
    expect(view.cards.map((c) => c.kind)).toEqual(['data_security']);
    expect(item(view, 'Public Report')).toBeUndefined();
  });

  it('answers 404 for a product not shown to visitors', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject(`/api/share/${org.slug}/view/${org.products[2]!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers 400 in the envelope for a malformed product id', async () => {
    const org = await t.createOrg();
    const res = await t.app.inject(`/api/share/${org.slug}/view/not-a-uuid`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation_error', fields: { productId: expect.any(String) } },
    });
  });

  it("answers 'Company not found' for an unknown organisation", async () => {
    const res = await t.app.inject('/api/share/no-such-org/view');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'company_not_found', message: 'Company not found' } });
  });
});
