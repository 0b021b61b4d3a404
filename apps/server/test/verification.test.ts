import { createHash, createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PDFDocument } from 'pdf-lib';
import { trustManifestSchema, trustPostureSchema, type TrustKeys, type VerifyResult } from '@trust/shared';
import { auditEvents, files, trustManifests } from '../src/db/schema/index.js';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import {
  memberCookie,
  minimalOrg,
  ORIGIN,
  orgWithAdmin,
  startTestApp,
  staffCookie,
  type TestApp,
  until,
} from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function manifestOf(slug: string, sequence?: number) {
  const query = sequence ? `?sequence=${sequence}` : '';
  const body = (await get(`/${slug}/.well-known/trust-manifest.json${query}`)).rawPayload;
  const signature = (await get(`/${slug}/.well-known/trust-manifest.sig${query}`)).rawPayload;
  return { body, signature, manifest: trustManifestSchema.parse(JSON.parse(body.toString('utf8'))) };
}

/** What a buyer does with the published key: node:crypto here, openssl in the README. */
function verifiesWith(keys: TrustKeys, kid: string, body: Buffer, signature: Buffer) {
  const jwk = keys.keys.find((k) => k.kid === kid);
  if (!jwk) return false;
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
  return verify(null, body, key, signature);
}

const keysOf = async (slug: string): Promise<TrustKeys> =>
  (await get(`/${slug}/.well-known/trust-keys.json`)).json();
const verifyDigest = async (slug: string, digest: string): Promise<VerifyResult> =>
  (await get(`/api/share/${slug}/verify/${digest}`)).json();

async function storedDigest(org: CreatedOrganisation, name: string) {
  const [file] = await t.database.db
    .select()
    .from(files)
    .where(and(eq(files.orgId, org.id), eq(files.originalName, name)));
  return { file: file!, bytes: await t.app.ctx.storage.readAll(file!.storageKey) };
}

/** Public documents in a name that needs every script. */
const unicodeItem = {
  kind: 'legal' as const,
  items: [
    {
      title: 'Политика безопасности 安全方針 سياسة 🔐',
      publicAccess: true,
      documents: [{ name: 'политика-安全.pdf', paragraphs: ['Unicode policy'] }],
    },
  ],
};

describe('verifiable documents', () => {
  it('signs a manifest of published versions whose digests are the stored bytes’ SHA-256', async () => {
    const { org } = await orgWithAdmin(t);
    const { body, signature, manifest } = await manifestOf(org.slug);
    const keys = await keysOf(org.slug);
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', status: 'active', kid: manifest.keyId });
    expect(verifiesWith(keys, manifest.keyId, body, signature)).toBe(true);

    // Any changed byte breaks it.
    const tampered = Buffer.from(body);
    const at = tampered.length - 3;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 1, at);
    expect(verifiesWith(keys, manifest.keyId, tampered, signature)).toBe(false);

    const { bytes } = await storedDigest(org, 'public.pdf');
    const publicEntry = manifest.documents.find((d) => d.access === 'public' && d.fileName === 'public.pdf');
    expect(publicEntry).toMatchObject({
      title: 'Public Report',
      version: 1,
      sha256: sha256(bytes),
      supersededAt: null,
    });
    // Restricted: title and digest only; hidden items and hidden cards not at all.
    const restricted = manifest.documents.find((d) => d.title === 'Restricted Report');
    expect(restricted).toEqual({
      access: 'restricted',
      title: 'Restricted Report',
      sha256: sha256((await storedDigest(org, 'restricted.pdf')).bytes),
    });
    expect(body.toString()).not.toContain('hidden.pdf');
    expect(body.toString()).not.toContain('Hidden Report');
    // A shared file is open to everyone, whatever its item.
    expect(manifest.documents.find((d) => d.title === 'Shared File Report')?.access).toBe('public');

    // The PEM is what openssl reads, and it is the same key.
    const pem = await get(`/${org.slug}/.well-known/trust-keys/${manifest.keyId}`);
    expect(pem.headers['content-type']).toContain('application/x-pem-file');
    expect(verify(null, body, createPublicKey(pem.body), signature)).toBe(true);
    expect(signature).toHaveLength(64);
  });

  it('numbers versions per document and keeps superseded ones verifiable as superseded', async () => {
    const spec = minimalOrg();
    spec.products[0]!.cards!.push(unicodeItem);
    const { org, call } = await orgWithAdmin(t, spec);
    const first = await manifestOf(org.slug);
    const original = first.manifest.documents.find(
      (d) => d.access === 'public' && d.fileName === 'public.pdf',
    );
    if (original?.access !== 'public') throw new Error('public.pdf is not published');
    const productId = org.products[0]!.id;

    // A new file on the same document, then the old one taken off it.
    const form = new FormData();
    form.append('type', 'pen_test');
    form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n% version two\n')]), 'public-v2.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...ORIGIN, cookie: await staffCookie(t, `admin@${org.slug}.example`) },
      payload: form,
    });
    expect(uploaded.statusCode).toBeLessThan(300);
    const newFile = uploaded.json() as { id: string; sha256: string };
    const files = `/api/trust-center/products/${productId}/items/${original.documentId}/files`;
    expect((await call('POST', files, { fileId: newFile.id })).statusCode).toBe(204);
    expect((await call('DELETE', `${files}/${original.fileId}`)).statusCode).toBe(204);

    // The change queued a job that signed a new manifest, before anyone asked for it.
    const signed = await until(
      () =>
        t.database.db
          .select({ sequence: trustManifests.sequence })
          .from(trustManifests)
          .where(eq(trustManifests.orgId, org.id)),
      (rows) => rows.some((r) => r.sequence > first.manifest.sequence),
    );
    expect(signed.length).toBeGreaterThan(1);
    const second = await manifestOf(org.slug);
    expect(second.manifest.sequence).toBeGreaterThan(first.manifest.sequence);
    const versions = second.manifest.documents.filter(
      (d) => d.access === 'public' && d.documentId === original.documentId,
    );
    expect(versions).toMatchObject([
      { version: 1, sha256: original.sha256, supersededAt: expect.any(String) },
      { version: 2, sha256: newFile.sha256, fileName: 'public-v2.pdf', supersededAt: null },
    ]);
    expect(await verifyDigest(org.slug, original.sha256)).toMatchObject({
      match: 'published',
      title: 'Public Report',
      version: 1,
      supersededAt: expect.any(String),
    });
    expect(await verifyDigest(org.slug, newFile.sha256)).toMatchObject({
      match: 'published',
      version: 2,
      supersededAt: null,
    });
    // The Unicode title survives signing and verification.
    const unicode = second.manifest.documents.find((d) => d.title.startsWith('Политика'));
    expect(unicode).toMatchObject({ title: unicodeItem.items[0]!.title, fileName: 'политика-安全.pdf' });
    expect(verifiesWith(await keysOf(org.slug), second.manifest.keyId, second.body, second.signature)).toBe(
      true,
    );

    // Unknown digests and malformed ones.
    expect(await verifyDigest(org.slug, 'a'.repeat(64))).toEqual({ match: 'none' });
    const bad = await get(`/api/share/${org.slug}/verify/not-a-digest`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeDefined();
  });

  it('rotation signs with a new key and keeps old signatures verifiable; only administrators rotate', async () => {
    const { org, call } = await orgWithAdmin(t);
    const before = await manifestOf(org.slug);
    const listed = await call('GET', '/api/settings/signing-keys');
    expect(listed.json()).toMatchObject({
      keys: [{ kid: before.manifest.keyId, retiredAt: null }],
      manifestUrl: expect.stringContaining(`/${org.slug}/.well-known/trust-manifest.json`),
    });
    const rotated = await call('POST', '/api/settings/signing-keys/rotate');
    expect(rotated.statusCode).toBe(200);
    const [active, retired] = rotated.json().keys;
    expect(retired).toMatchObject({ kid: before.manifest.keyId, retiredAt: expect.any(String) });

    const after = await manifestOf(org.slug);
    expect(after.manifest.keyId).toBe(active.kid);
    expect(after.manifest.sequence).toBe(before.manifest.sequence + 1);
    const keys = await keysOf(org.slug);
    expect(keys.keys.map((k) => k.status)).toEqual(['active', 'retired']);
    expect(verifiesWith(keys, after.manifest.keyId, after.body, after.signature)).toBe(true);
    // The old manifest, fetched by its sequence, still verifies with the retired key.
    const old = await manifestOf(org.slug, before.manifest.sequence);
    expect(old.body.equals(before.body)).toBe(true);
    expect(verifiesWith(keys, before.manifest.keyId, old.body, old.signature)).toBe(true);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, org.id), eq(auditEvents.action, 'signing-key.rotate')));
    expect(audit).toHaveLength(1);
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/settings/signing-keys/rotate',
      headers: { cookie: editor, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("a member's stamped copy verifies as theirs, with its copy id in the stamp and the metadata", async () => {
    const { org } = await orgWithAdmin(t);
    const email = `member@customer-${org.slug}.example`;
    const cookie = await memberCookie(t, org, email);
    const { manifest } = await manifestOf(org.slug);
    const entry = manifest.documents.find((d) => d.access === 'public' && d.fileName === 'public.pdf');
    if (entry?.access !== 'public') throw new Error('public.pdf is not published');
    const download = await get(
      `/api/share/${org.slug}/files/${entry.fileId}?productId=${org.products[0]!.id}&itemUid=${entry.documentId}&accessType=download`,
      { cookie },
    );
    expect(download.statusCode).toBe(200);
    const copy = download.rawPayload;
    expect(sha256(copy)).not.toBe(entry.sha256);
    const result = await verifyDigest(org.slug, sha256(copy));
    expect(result).toMatchObject({
      match: 'copy',
      title: 'Public Report',
      recipient: `${email} (Customer Co)`,
      originalSha256: entry.sha256,
    });
    if (result.match !== 'copy') return;
    expect(result.copyId).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const pdf = await PDFDocument.load(copy);
    expect(pdf.getKeywords()).toContain(`copy:${result.copyId}`);
    // Another organisation knows nothing of it.
    const { org: other } = await orgWithAdmin(t);
    expect(await verifyDigest(other.slug, sha256(copy))).toEqual({ match: 'none' });
    expect(await verifyDigest(other.slug, entry.sha256)).toEqual({ match: 'none' });
  });
});

describe('leak lookup', () => {
  const lookUp = (cookie: string, bytes: Buffer, name = 'leaked.pdf') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return t.app.inject({
      method: 'POST',
      url: '/api/leak-lookup',
      headers: { ...ORIGIN, cookie },
      payload: form,
    });
  };

  it('names who received a leaked copy: as sent, re-saved, stripped of its metadata, or by its typed id', async () => {
    const { org, cookie } = await orgWithAdmin(t);
    const email = `member@customer-${org.slug}.example`;
    const member = await memberCookie(t, org, email);
    const { manifest } = await manifestOf(org.slug);
    const entry = manifest.documents.find((d) => d.access === 'public' && d.fileName === 'public.pdf');
    if (entry?.access !== 'public') throw new Error('public.pdf is not published');
    const copy = (
      await get(
        `/api/share/${org.slug}/files/${entry.fileId}?productId=${org.products[0]!.id}&itemUid=${entry.documentId}&accessType=download`,
        { cookie: member },
      )
    ).rawPayload;

    const asSent = await lookUp(cookie, copy);
    expect(asSent.statusCode).toBe(200);
    const found = asSent.json();
    expect(found).toMatchObject({
      foundBy: 'digest',
      copy: {
        fileName: 'public.pdf',
        recipientEmail: email,
        accountName: 'Customer Co',
        issuedAt: expect.any(String),
      },
    });
    const { copyId } = found.copy;

    // Re-saved by another program: the bytes differ, the metadata stays.
    const resaved = await PDFDocument.load(copy);
    expect((await lookUp(cookie, Buffer.from(await resaved.save()))).json()).toMatchObject({
      foundBy: 'metadata',
      copy: { copyId },
    });
    // Metadata stripped: the footer still carries the id.
    resaved.setKeywords([]);
    resaved.setSubject('');
    expect((await lookUp(cookie, Buffer.from(await resaved.save()))).json()).toMatchObject({
      foundBy: 'text',
      copy: { copyId },
    });

    const typed = await t.app.inject({
      url: `/api/leak-lookup/${copyId.toLowerCase()}`,
      headers: { cookie },
    });
    expect(typed.json()).toMatchObject({ foundBy: 'id', copy: { copyId, recipientEmail: email } });
    const unknown = await t.app.inject({ url: '/api/leak-lookup/ZZZZZZZZ', headers: { cookie } });
    expect(unknown.json()).toEqual({ foundBy: 'none', copy: null, originalTitle: null });
    const malformed = await t.app.inject({ url: '/api/leak-lookup/not-an-id', headers: { cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.copyId).toBe(
      'A copy id is 8 letters and digits, as printed in the footer',
    );

    // The original as published is no member's copy.
    const original = await lookUp(cookie, (await storedDigest(org, 'public.pdf')).bytes);
    expect(original.json()).toEqual({ foundBy: 'none', copy: null, originalTitle: 'Public Report' });
    const empty = await lookUp(cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, org.id), eq(auditEvents.action, 'leak.lookup')));
    expect(audit.length).toBeGreaterThanOrEqual(6);

    // Staff without account management, and other organisations, learn nothing.
    const reader = await staffCookie(t, `reader@${org.slug}.example`);
    expect((await lookUp(reader, copy)).statusCode).toBe(403);
    const other = await orgWithAdmin(t);
    expect((await lookUp(other.cookie, copy)).json()).toMatchObject({ foundBy: 'none', copy: null });
    const foreignId = await t.app.inject({
      url: `/api/leak-lookup/${copyId}`,
      headers: { cookie: other.cookie },
    });
    expect(foreignId.json()).toMatchObject({ foundBy: 'none', copy: null });
  });
});

describe('machine-readable posture', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);

  it('trust.json validates against its published schema and carries only public content', async () => {
    const { org } = await orgWithAdmin(t, {
      customization: { securityMailbox: 'security@example.com', description: 'Ми захищаємо ваші дані 🔐' },
    });
    const response = await get(`/${org.slug}/.well-known/trust.json`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const again = await get(`/${org.slug}/.well-known/trust.json`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const plain = await get(`/${org.slug}/.well-known/trust.json`);
    const posture = trustPostureSchema.parse(plain.json());
    const schema = (await get('/api/schemas/trust.json')).json();
    expect(schema.$id).toContain('/api/schemas/trust.json');
    const validate = ajv.compile(schema);
    expect(validate(plain.json()), JSON.stringify(validate.errors)).toBe(true);

    expect(posture.organisation).toMatchObject({ slug: org.slug, description: 'Ми захищаємо ваші дані 🔐' });
    expect(posture.contact.securityEmail).toBe('security@example.com');
    const [product] = posture.products;
    expect(product!.certifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'SOC 2', status: 'active' }),
        expect.objectContaining({ name: 'ISO 27001', status: 'not_enabled' }),
      ]),
    );
    const documentNames = product!.documents.map((d) => d.fileName);
    expect(documentNames).toContain('public.pdf');
    expect(documentNames).not.toContain('restricted.pdf');
    const publicDoc = product!.documents.find((d) => d.fileName === 'public.pdf')!;
    expect(publicDoc.sha256).toBe(sha256((await storedDigest(org, 'public.pdf')).bytes));
    const fetched = await get(publicDoc.url.replace(/^https?:\/\/[^/]+/, ''));
    expect(fetched.statusCode).toBe(200);

    const text = plain.body;
    for (const secret of [
      'Restricted Report',
      'Hidden Report',
      'hidden.pdf',
      'Green',
      'Hidden Product',
      'Internal question',
    ])
      expect(text).not.toContain(secret);
    expect(posture.products.map((p) => p.slug)).not.toContain('hidden-product');
  });

  it('llms.txt is a Markdown digest of the same public content', async () => {
    const { org, spec } = await orgWithAdmin(t);
    const response = await get(`/${org.slug}/llms.txt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/markdown');
    const text = response.body;
    expect(text.startsWith(`# ${spec.name} Trust Center\n\n> `)).toBe(true);
    expect(text).toContain('> ');
    expect(text).toContain('public.pdf, SHA-256 ');
    expect(text).toContain('/.well-known/trust.json');
    for (const secret of ['Restricted Report', 'Hidden Report', 'hidden.pdf', 'Internal question'])
      expect(text).not.toContain(secret);
    expect(
      (await get(`/${org.slug}/llms.txt`, { 'if-none-match': String(response.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('custom domains serve every file at their root, and security.txt from the settings', async () => {
    const domain = `trust.${Math.random().toString(36).slice(2, 8)}.example`;
    const { org, call } = await orgWithAdmin(t, { domains: [domain] });
    const onDomain = (path: string) => get(path, { host: domain });

    expect((await onDomain('/.well-known/security.txt')).statusCode).toBe(404);
    const invalid = await call('PUT', '/api/settings/security-txt', {
      enabled: true,
      contact: 'http://not-secure.example',
      encryption: 'ftp://x',
      policy: '',
      acknowledgments: '',
      hiring: '',
      preferredLanguages: 'english please',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({
      contact: 'Use an https or mailto address',
      encryption: 'Use an https address',
      preferredLanguages: 'Use language tags such as en, de, ja, separated by commas',
    });
    const saved = await call('PUT', '/api/settings/security-txt', {
      enabled: true,
      contact: 'https://example.com/report',
      encryption: 'https://example.com/pgp.txt',
      policy: 'https://example.com/disclosure',
      acknowledgments: '',
      hiring: '',
      preferredLanguages: 'en, de',
    });
    expect(saved.statusCode).toBe(204);
    const txt = await onDomain('/.well-known/security.txt');
    expect(txt.statusCode).toBe(200);
    expect(txt.body).toMatch(
      /^Contact: https:\/\/example\.com\/report\nExpires: \d{4}-\d\d-\d\dT00:00:00Z\n/,
    );
    expect(txt.body).toContain('Encryption: https://example.com/pgp.txt\n');
    expect(txt.body).toContain('Preferred-Languages: en, de\n');
    expect(txt.body).toContain(`Canonical: http://${domain}/.well-known/security.txt\n`);
    const expires = new Date(/Expires: (\S+)/.exec(txt.body)![1]!);
    expect(expires.getTime() - Date.now()).toBeLessThan(366 * 86_400_000);

    const posture = (await onDomain('/.well-known/trust.json')).json();
    expect(posture.organisation.url).toBe(`http://${domain}`);
    expect(posture.contact.securityTxt).toBe(`http://${domain}/.well-known/security.txt`);
    expect((await onDomain('/llms.txt')).statusCode).toBe(200);
    const { manifest } = await manifestOf(org.slug);
    expect((await onDomain('/.well-known/trust-manifest.json')).json().sequence).toBe(manifest.sequence);
    expect((await onDomain(`/.well-known/trust-keys/${manifest.keyId}`)).statusCode).toBe(200);

    await call('PUT', '/api/settings/security-txt', {
      enabled: false,
      contact: null,
      encryption: null,
      policy: null,
      acknowledgments: null,
      hiring: null,
      preferredLanguages: null,
    });
    expect((await onDomain('/.well-known/security.txt')).statusCode).toBe(404);
    // The main host has no organisation at its root, and no security.txt of an organisation's.
    expect((await get('/.well-known/trust.json')).statusCode).toBe(404);
    expect((await get(`/${org.slug}/.well-known/security.txt`)).statusCode).not.toBe(200);
  });

  it('one organisation’s host or slug never serves another’s files (tenancy)', async () => {
    const domain = `trust.${Math.random().toString(36).slice(2, 8)}.example`;
    const { org: a } = await orgWithAdmin(t, { domains: [domain] });
    const { org: b } = await orgWithAdmin(t);
    for (const path of [
      '/.well-known/trust.json',
      '/.well-known/trust-manifest.json',
      '/.well-known/trust-keys.json',
      '/llms.txt',
    ])
      expect((await get(`/${b.slug}${path}`, { host: domain })).statusCode).toBe(404);
    const keyOfA = (await manifestOf(a.slug)).manifest.keyId;
    expect((await get(`/${b.slug}/.well-known/trust-keys/${keyOfA}`)).statusCode).toBe(404);
    expect((await get(`/no-such-org-${a.slug}/.well-known/trust.json`)).statusCode).toBe(404);
    expect((await get('/.well-known/trust.json', { host: 'unknown.example' })).statusCode).toBe(404);
    // Staff see and rotate their own organisation's keys only.
    const { call } = await orgWithAdmin(t);
    const theirs = (await call('GET', '/api/settings/signing-keys')).json();
    expect(theirs.keys.map((k: { kid: string }) => k.kid)).not.toContain(keyOfA);
  });
});
