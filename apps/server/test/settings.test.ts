import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@trust/shared';
import { startDnsPeer } from './dns-peer.js';
import { pdfText } from '../src/platform/pdf-extract.js';
import { PDFDocument } from 'pdf-lib';
import {
  accessForm,
  cookieFrom,
  memberCookie,
  ORIGIN,
  STAFF_PASSWORD,
  startTestApp,
  uniqueSlug,
  waitForMail,
  type TestApp,
  orgWithAdmin,
} from './harness.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(name: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----trust${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('organisation settings', () => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsPeer>>;
  beforeAll(async () => {
    dns = await startDnsPeer();
    t = await startTestApp({ DNS_SERVERS: dns.server });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  const adminOf = () => orgWithAdmin(t);

  const brand = {
    name: 'Initech Ελλάς',
    portalTitle: 'Trust Portal',
    showPortalTitle: true,
    description: 'Security at Initech — 安全',
    primaryColor: '#ffe066',
    overview: 'We **care** about your data.',
    supportUrl: 'https://help.initech.example',
    supportMailbox: 'help@initech.example',
    securityMailbox: '',
  };

  it('saves the brand, audits it, and the public view shows it at once', async () => {
    const { org, call } = await adminOf();
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json().sharedInfo.customization
        .primaryColor,
    ).toBe('#1c7ed6');
    const bad = await call('PUT', '/api/settings/brand', {
      ...brand,
      supportUrl: 'javascript:alert(1)',
      primaryColor: 'red',
      dateLocale: 'xx-YY',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      supportUrl: 'Use an http, https or mailto address',
      primaryColor: 'Use a colour such as #1c7ed6',
    });
    expect(bad.json().error.fields.dateLocale).toBeDefined();
    expect((await call('PUT', '/api/settings/brand', { ...brand, dateLocale: 'ja-JP' })).statusCode).toBe(
      204,
    );
    const view = (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json();
    expect(view.organisation.name).toBe('Initech Ελλάς');
    expect(view.sharedInfo.customization).toMatchObject({
      portalTitle: 'Trust Portal',
      primaryColor: '#ffe066',
      dateLocale: 'ja-JP',
      supportMailbox: 'help@initech.example',
      securityMailbox: null,
      contactSupport: { onClickAction: 'direct_to_site', supportUrl: 'https://help.initech.example' },
    });
    const settings = (await call('GET', '/api/settings')).json();
    expect(settings.brand.overview).toBe('We **care** about your data.');
    expect(settings.brand.dateLocale).toBe('ja-JP');
    // The staff app writes its dates the same way.
    expect((await call('GET', '/api/auth/me')).json().staff.organisations[0].dateLocale).toBe('ja-JP');
    const audit = (await call('GET', '/api/trust-center/audit')).json();
    expect(JSON.stringify(audit)).toContain('settings.brand');
  });

  it('takes a logo and favicon by their bytes, refusing what is not an image', async () => {
    const { org, call, cookie } = await adminOf();
    const before = await t.app.inject({ url: `/api/share/${org.slug}/social-image.png` });
    const upload = (kind: string, body: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/settings/images/${kind}`,
        headers: { ...ORIGIN, cookie, ...body.headers },
        payload: body.payload,
      });
    expect(
      (await upload('logo', multipart('file', 'logo.png', 'image/png', Buffer.from('%PDF-1.7 not an image'))))
        .statusCode,
    ).toBe(415);
    expect((await upload('logo', multipart('file', 'logo.png', 'image/png', PNG))).statusCode).toBe(204);
    expect((await upload('favicon', multipart('file', 'icon.png', 'image/png', PNG))).statusCode).toBe(204);
    const logoUrl = (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json().sharedInfo
      .customization.logoUrl;
    const logo = await t.app.inject({ url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
    // The link preview is drawn again, with the logo.
    const preview = await t.app.inject({ url: `/api/share/${org.slug}/social-image.png` });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(before.rawPayload)).toBe(false);
    expect((await call('DELETE', '/api/settings/images/logo')).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json().sharedInfo.customization.logoUrl,
    ).toBeNull();
  });

  it('publishes NDA versions: a new text asks members again and the signed copy names its version', async () => {
    const { org, call } = await adminOf();
    const nda = { provider: 'click-wrap', title: 'Mutual NDA', text: 'Keep it confidential.' };
    expect((await call('PUT', '/api/settings/nda', nda)).statusCode).toBe(204);
    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const headers = { ...ORIGIN, cookie: member };
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/nda/accept`,
        headers,
        payload: { name: 'Mia Member', agree: true },
      });
    expect((await accept()).statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json().passed).toBe(true);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/download-signed-clickwrap-nda`,
      headers,
    });
    expect(await pdfText(signed.rawPayload)).toContain('Version 1');
    expect((await call('PUT', '/api/settings/nda', { ...nda, title: 'Mutual NDA (2026)' })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/settings')).json().nda.version).toBe(1);
    expect(
      (await call('PUT', '/api/settings/nda', { ...nda, text: 'Keep it confidential. Σ 秘密' })).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/settings')).json().nda.version).toBe(2);
    expect((await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json().passed).toBe(false);
  });

  it('takes the NDA as a PDF too: members read it first, and the signed copy carries it', async () => {
    const { org, cookie, call } = await adminOf();
    const agreement = await PDFDocument.create();
    agreement.addPage().drawText('Mutual NDA, page one');
    agreement.addPage().drawText('Page two');
    const pdf = Buffer.from(await agreement.save());
    const upload = (data: Buffer, name: string) => {
      const body = multipart('file', name, 'application/pdf', data);
      return t.app.inject({
        method: 'PUT',
        url: '/api/settings/nda/document',
        headers: { ...ORIGIN, cookie, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await upload(PNG, 'nda.pdf')).statusCode).toBe(415);
    expect(
      (await call('PUT', '/api/settings/nda', { provider: 'click-wrap', title: 'NDA', text: 'See the PDF.' }))
        .statusCode,
    ).toBe(204);
    expect((await upload(pdf, 'Mutual NDA.pdf')).statusCode).toBe(204);
    const settings = (await call('GET', '/api/settings')).json();
    expect(settings.nda).toMatchObject({ version: 2, document: { name: 'Mutual NDA.pdf' } });
    // Not in the document library, and never served as a public asset.
    const library = await call('GET', '/api/documents/trust-center');
    expect(library.statusCode).toBe(200);
    expect(library.body).not.toContain('Mutual NDA.pdf');

    const member = await memberCookie(t, org, `member@customer-${org.slug}.example`);
    const headers = { ...ORIGIN, cookie: member };
    const status = (await t.app.inject({ url: `/api/share/${org.slug}/nda`, headers })).json();
    expect(status.documentUrl).toBe(`/api/share/${org.slug}/nda/document`);
    expect((await t.app.inject({ url: status.documentUrl })).statusCode).toBe(401);
    const read = await t.app.inject({ url: status.documentUrl, headers });
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdf)).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/nda/accept`,
      headers,
      payload: { name: 'Mia Member', agree: true },
    });
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/download-signed-clickwrap-nda`,
      headers,
    });
    const copy = await PDFDocument.load(signed.rawPayload);
    expect(copy.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(await pdfText(signed.rawPayload)).toContain('Mutual NDA, page one');
    expect(await pdfText(signed.rawPayload)).toContain('Version 2');
  });

  it('notifies the chosen reviewers of new requests and refuses staff who do not review', async () => {
    const { org, spec, call } = await adminOf();
    const settings = (await call('GET', '/api/settings')).json();
    const editor = settings.reviewers.find(
      (r: { email: string }) => r.email === `editor@${spec.slug}.example`,
    );
    const access = {
      ...settings.access,
      requestNotifyUserIds: [editor.userId],
      welcomeText: 'Welcome aboard 👋',
    };
    const stranger = await call('PUT', '/api/settings/access', {
      ...access,
      requestNotifyUserIds: [crypto.randomUUID()],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await call('PUT', '/api/settings/access', access)).statusCode).toBe(204);
    const email = `someone@prospect-${uniqueSlug()}.example`;
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/access/request`,
      headers: ORIGIN,
      payload: accessForm(org, email, { companyName: 'Prospect Ltd' }),
    });
    expect(request.statusCode, request.body).toBeLessThan(300);
    const mail = await waitForMail(t, `editor@${spec.slug}.example`);
    expect(mail.subject).toContain('Prospect Ltd');
    expect(
      (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json().sharedInfo.customization
        .welcomeText,
    ).toBe('Welcome aboard 👋');
  });

  it('shows the optional request fields chosen, each required unless marked optional', async () => {
    const { org, call } = await adminOf();
    const settings = (await call('GET', '/api/settings')).json();
    const fields = {
      ...settings.access.accessRequestFields,
      jobTitleTextField: true,
      countriesDropdown: true,
    };
    const save = (optionalFields: string[]) =>
      call('PUT', '/api/settings/access', {
        ...settings.access,
        accessRequestFields: { ...fields, optionalFields },
      });
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${org.slug}/access/request`,
        headers: ORIGIN,
        payload: accessForm(org, email, { country: 'DE' }),
      });
    expect((await save([])).statusCode).toBe(204);
    const refused = await ask(`one@prospect-${uniqueSlug()}.example`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ jobTitle: 'This field is required' });
    expect((await save(['jobTitle'])).statusCode).toBe(204);
    expect((await ask(`two@prospect-${uniqueSlug()}.example`)).statusCode).toBe(200);
    const view = (await t.app.inject({ url: `/api/share/${org.slug}/view` })).json();
    expect(view.sharedInfo.customization.accessRequestFields).toMatchObject({
      jobTitleTextField: true,
      optionalFields: ['jobTitle'],
    });
  });

  it('serves a custom domain only once its TXT record is found', async () => {
    const { org, call } = await adminOf();
    const domain = `trust.${uniqueSlug()}.example`;
    expect(
      (await call('POST', '/api/settings/domains', { domain: 'not a domain' })).json().error.fields.domain,
    ).toBe('Enter a domain name such as trust.example.com');
    expect((await call('POST', '/api/settings/domains', { domain })).statusCode).toBe(204);
    expect((await call('POST', '/api/settings/domains', { domain: domain.toUpperCase() })).statusCode).toBe(
      409,
    );
    const [registered] = (await call('GET', '/api/settings')).json().domains;
    expect(registered).toMatchObject({
      domain,
      verified: false,
      txtName: `_trust-verification.${domain}`,
      cnameTarget: 'trust.localhost',
    });
    const onDomain = () =>
      t.app.inject({ url: '/api/share/x/view'.replace('/x', `/${org.slug}`), headers: { host: domain } });
    const page = () => t.app.inject({ url: '/', headers: { host: domain } });
    expect((await page()).statusCode).toBe(404);
    const notYet = await call('POST', `/api/settings/domains/${registered.id}/verify`);
    expect(notYet.statusCode).toBe(409);
    dns.setTxt(`_trust-verification.${domain}`, ['v=something-else', registered.txtValue]);
    expect((await call('POST', `/api/settings/domains/${registered.id}/verify`)).statusCode).toBe(204);
    expect((await call('GET', '/api/settings')).json().domains[0].verified).toBe(true);
    expect((await onDomain()).statusCode).toBe(200);
    expect((await call('DELETE', `/api/settings/domains/${registered.id}`)).statusCode).toBe(204);
    expect((await page()).statusCode).toBe(404);
  });

  it('turns Trust Center AI on only where the plan includes it, and members then get Ask AI', async () => {
    const aiAccess = async (slug: string, productId: string, cookie: string) =>
      (
        await t.app.inject({ url: `/api/share/${slug}/view?productId=${productId}`, headers: { cookie } })
      ).json().features.aiAccess;
    const free = await adminOf();
    const refused = await free.call('PUT', '/api/settings/ai', { enabled: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SETTINGS_MESSAGES.aiNotInPlan);
    expect((await free.call('PUT', '/api/settings/ai', { enabled: false })).statusCode).toBe(204);
    expect((await free.call('PUT', '/api/settings/ai', { enabled: 'yes' })).statusCode).toBe(400);

    const paid = await orgWithAdmin(t, { features: { trustCenterAi: true } });
    const member = await memberCookie(t, paid.org, `member@customer-${paid.org.slug}.example`);
    const productId = paid.org.products[0]!.id;
    expect(await aiAccess(paid.org.slug, productId, member)).toBe('UserDisabled');
    expect((await paid.call('PUT', '/api/settings/ai', { enabled: true })).statusCode).toBe(204);
    expect((await paid.call('GET', '/api/settings')).json().ai).toEqual({ enabled: true });
    expect(await aiAccess(paid.org.slug, productId, member)).toBe('Full');
    const audit = (await paid.call('GET', '/api/trust-center/audit')).json().events;
    expect(audit.some((e: { action: string }) => e.action === 'settings.ai')).toBe(true);
  });

  it("is for administrators only and never reaches another organisation's domains", async () => {
    const a = await adminOf();
    const b = await adminOf();
    await b.call('POST', '/api/settings/domains', { domain: `trust.${uniqueSlug()}.example` });
    const [domainB] = (await b.call('GET', '/api/settings')).json().domains;
    expect((await a.call('POST', `/api/settings/domains/${domainB.id}/verify`)).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/settings/domains/${domainB.id}`)).statusCode).toBe(404);
    expect((await b.call('GET', '/api/settings')).json().domains).toHaveLength(1);
    const editor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email: `editor@${a.spec.slug}.example`, password: STAFF_PASSWORD },
    });
    const cookie = cookieFrom(editor, 'tc_staff');
    expect((await t.app.inject({ url: '/api/settings', headers: { cookie } })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/settings/brand',
          headers: { ...ORIGIN, cookie },
          payload: brand,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
  });
});
