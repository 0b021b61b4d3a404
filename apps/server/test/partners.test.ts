import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PARTNER_MESSAGES, type PartnerTrustData, type PortalView } from '@trust/shared';
import { auditEvents, tprmTokens } from '../src/db/schema/index.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import type { OrgSpec } from '../src/db/seed/spec.js';
import { memberCookie, orgWithAdmin, ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const customer = (org: CreatedOrganisation) => `member@customer-${org.slug}.example`;
const customerAccount = (org: CreatedOrganisation) => org.accountIds.get('Customer Co')!;

/** An organisation whose plan allows TPRM, with one partner added by its administrator. */
async function orgWithPartner(allowPartnerImport = true, spec: Partial<OrgSpec> = {}) {
  const admin = await orgWithAdmin(t, { features: { allowPartnerImport }, ...spec });
  const added = await admin.call('POST', '/api/partners', {
    name: 'Vendor Risk Cloud',
    domain: 'VendorRisk.example',
  });
  expect(added.statusCode).toBe(201);
  return { ...admin, partner: added.json() as { id: string; name: string; domain: string } };
}

const issue = (cookie: string | null, accountId: string, partnerId: string) =>
  t.app.inject({
    url: `/api/statuspage/share/${accountId}/external/${partnerId}/jwt/`,
    headers: cookie ? { cookie } : {},
  });
const trustData = (token: string) =>
  t.app.inject({ url: '/api/partner/v1/trust-data', headers: { authorization: `Bearer ${token}` } });
const view = async (org: CreatedOrganisation, cookie?: string): Promise<PortalView> =>
  (await t.app.inject({ url: `/api/share/${org.slug}/view`, headers: cookie ? { cookie } : {} })).json();

describe('TPRM partners and one-time tokens', () => {
  it('staff add partners with the shared rules; members see them, visitors do not', async () => {
    const { org, partner, call } = await orgWithPartner();
    expect(partner).toMatchObject({ name: 'Vendor Risk Cloud', domain: 'vendorrisk.example' });
    const badDomain = await call('POST', '/api/partners', { name: 'X', domain: 'not a domain' });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().error.fields.domain).toBe('Enter a domain such as example.com');
    const noName = await call('POST', '/api/partners', { name: '  ', domain: 'x.example' });
    expect(noName.json().error.fields.name).toBe(PARTNER_MESSAGES.nameRequired);
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    expect((await t.app.inject({ url: '/api/partners', headers: { cookie: editor } })).statusCode).toBe(403);

    const member = await memberCookie(t, org, customer(org));
    expect((await view(org, member)).sharedInfo.partners).toEqual([partner]);
    expect((await view(org)).sharedInfo.partners).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, org.id), eq(auditEvents.action, 'partner.add')));
    expect(audit).toHaveLength(1);
  });

  it("issue a 24-hour token that a partner redeems once for what the member's account may see", async () => {
    // More entries than the portal's card shows: the partner gets every one the account may read.
    const knowledgeBase = [
      ...Array.from({ length: 8 }, (_, i) => ({ question: `Public question ${i}?`, answer: 'Yes.' })),
      { question: 'Private question?', answer: 'No.', access: 'private' as const },
      { question: 'Internal question?', answer: 'Staff only.', access: 'internal' as const },
    ];
    const { org, partner } = await orgWithPartner(true, { knowledgeBase });
    const member = await memberCookie(t, org, customer(org));
    const issued = await issue(member, customerAccount(org), partner.id);
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = issued.json().result;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const read = await trustData(token);
    expect(read.statusCode).toBe(200);
    const data: PartnerTrustData = read.json();
    expect(data).toMatchObject({ account: { name: 'Customer Co' }, partner: { name: 'Vendor Risk Cloud' } });
    const [product] = data.products;
    expect(product!.certifications.map((c) => c.title)).toContain('SOC 2');
    expect(product!.knowledgeBase).toHaveLength(9);
    expect(product!.knowledgeBase.map((k) => k.question)).toContain('Private question?');
    expect(product!.knowledgeBase.map((k) => k.question)).not.toContain('Internal question?');
    // The restricted report is open to Customer Co's profile: its document comes with a link.
    const restricted = product!.documents.find((d) => d.title === 'Restricted Report');
    expect(restricted?.downloadUrl).toMatch(/^http:\/\/trust\.localhost\/api\/partner\/v1\/files\//);
    const file = await t.app.inject(restricted!.downloadUrl!.replace('http://trust.localhost', ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    // Once only; and every redemption is in the activity log.
    const again = await trustData(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(PARTNER_MESSAGES.tokenInvalid);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, org.id), eq(auditEvents.action, 'tprm.token.redeem')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorName).toBe('Vendor Risk Cloud (TPRM)');
  });

  it('refuse forged, expired and revoked tokens', async () => {
    const { org, partner, call } = await orgWithPartner();
    const member = await memberCookie(t, org, customer(org));
    expect((await trustData('not-a-token')).statusCode).toBe(401);
    expect((await t.app.inject('/api/partner/v1/trust-data')).statusCode).toBe(401);

    const expired = (await issue(member, customerAccount(org), partner.id)).json().result.token;
    await t.database.db
      .update(tprmTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tprmTokens.orgId, org.id));
    expect((await trustData(expired)).statusCode).toBe(401);

    const revoked = (await issue(member, customerAccount(org), partner.id)).json().result.token;
    expect((await call('DELETE', `/api/partners/${partner.id}`)).statusCode).toBe(204);
    expect((await trustData(revoked)).statusCode).toBe(401);
    expect((await view(org, member)).sharedInfo.partners).toEqual([]);
  });

  it("keep to the member's own account and organisation, and to plans that allow TPRM", async () => {
    const { org, partner } = await orgWithPartner();
    const elsewhere = await orgWithPartner();
    const member = await memberCookie(t, org, customer(org));
    expect((await issue(null, customerAccount(org), partner.id)).statusCode).toBe(401);
    // Another account of this organisation, and another organisation's partner.
    expect((await issue(member, org.accountIds.get('Other Co')!, partner.id)).statusCode).toBe(404);
    expect((await issue(member, customerAccount(org), elsewhere.partner.id)).statusCode).toBe(404);
    // Staff of another organisation cannot remove this one's partner.
    expect((await elsewhere.call('DELETE', `/api/partners/${partner.id}`)).statusCode).toBe(404);

    const free = await orgWithPartner(false);
    const freeMember = await memberCookie(t, free.org, customer(free.org));
    expect((await view(free.org, freeMember)).sharedInfo.partners).toEqual([]);
    expect((await issue(freeMember, customerAccount(free.org), free.partner.id)).statusCode).toBe(404);
  });

  it('answer a link only for the document it names', async () => {
    const { org, partner } = await orgWithPartner();
    const member = await memberCookie(t, org, customer(org));
    const token = (await issue(member, customerAccount(org), partner.id)).json().result.token;
    const data: PartnerTrustData = (await trustData(token)).json();
    const link = data.products[0]!.documents.find((d) => d.downloadUrl)!.downloadUrl!;
    const other = `/api/partner/v1/files/${'0'.repeat(8)}-0000-4000-8000-000000000000?${link.split('?')[1]}`;
    expect((await t.app.inject({ url: other, headers: ORIGIN })).statusCode).toBe(401);
  });
});
