import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, fileUrl, UPLOAD_MESSAGES, type PortalView, type UploadFields } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { renderTextPdf } from '../src/platform/pdf.js';
import { ORIGIN, staffCookie, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_MB: '0.05' });
});
afterAll(() => t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = () =>
  renderTextPdf({
    title: 'Penetration Test',
    organisation: 'Org',
    paragraphs: ['Findings: none critical.'],
    confidential: true,
  });

const signIn = (email: string) => staffCookie(t, email);
const editorOf = (org: CreatedOrganisation) => signIn(`editor@${org.slug}.example`);

/** Fields first, then the file, as the upload screen sends them. */
function upload(
  cookie: string | null,
  bytes: Buffer,
  name: string,
  fields: Partial<UploadFields> = { type: 'pen_test' },
  claimedType = 'application/octet-stream',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: claimedType }), name);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: form,
  });
}
const library = (cookie: string) => t.app.inject({ url: '/api/documents/trust-center', headers: { cookie } });
const attach = (cookie: string, documentId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/attach`,
    headers: { ...ORIGIN, cookie },
    payload: body,
  });
const storedFiles = (org: CreatedOrganisation) => fs.readdirSync(path.join(t.dataDir, 'files', org.id));

describe('the document library', () => {
  it('stores an upload with its type sniffed from the bytes, a clean name and its SHA-256', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const bytes = await pdf();
    const res = await upload(
      cookie,
      bytes,
      '../../Pen Test<2026>.pdf',
      { type: 'pen_test', documentAccessType: 'view_only', isShared: 'true' },
      'text/html',
    );
    expect(res.statusCode).toBe(201);
    const document = res.json();
    expect(document).toMatchObject({
      name: 'Pen Test2026.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: sha(bytes),
      type: 'pen_test',
      documentAccessType: 'view_only',
      isShared: true,
      items: [],
    });
    expect(sha(await t.app.ctx.storage.readAll(`${org.id}/${document.id}`))).toBe(sha(bytes));
    const listed = (await library(cookie)).json();
    expect(listed.documents[0]).toEqual(document);
    expect(listed.count).toBe(listed.documents.length);
    expect(listed.documentAccessDefault).toBe('view_and_download');
    // The seeded documents are listed with where they appear; logos and icons are not documents.
    expect(listed.documents.find((d: { name: string }) => d.name === 'public.pdf').items).toEqual([
      {
        itemUid: org.itemUids.get('Public Report'),
        title: 'Public Report',
        cardKind: 'reports',
        productId: org.products[0]!.id,
        productName: 'Main Product',
      },
    ]);
    expect(listed.documents.some((d: { mimeType: string }) => d.mimeType === 'image/svg+xml')).toBe(false);
  });

  it('recognises text and SVG, and refuses programs whatever they are called', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    expect((await upload(cookie, Buffer.from('name,answer\nMFA,yes\n'), 'answers.csv')).json().mimeType).toBe(
      'text/csv',
    );
    expect((await upload(cookie, Buffer.from('Plain words, ünïcode too.'), 'notes')).json().mimeType).toBe(
      'text/plain',
    );
    expect(
      (
        await upload(
          cookie,
          Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'logo.svg',
        )
      ).json().mimeType,
    ).toBe('image/svg+xml');
    const before = storedFiles(org).length;
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const refused = await upload(cookie, program, 'report.pdf', { type: 'other' }, 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toEqual({
      code: 'unsupported_file_type',
      message: UPLOAD_MESSAGES.unsupportedType,
    });
    expect(storedFiles(org)).toHaveLength(before);
  });

  it('refuses a file past the size limit with a clear error and keeps nothing of it', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const before = storedFiles(org).length;
    const big = Buffer.concat([await pdf(), Buffer.alloc(80 * 1024, 0x20)]);
    const res = await upload(cookie, big, 'big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'file_too_large',
      message: 'The file is larger than the 0.05 MB limit.',
    });
    expect(storedFiles(org)).toHaveLength(before);
    expect((await library(cookie)).json().documents.some((d: { name: string }) => d.name === 'big.pdf')).toBe(
      false,
    );
  });

  it('validates the fields with the spec wording', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const res = await upload(cookie, await pdf(), 'a.pdf', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ type: 'Type is required' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...ORIGIN, cookie },
      payload: (() => {
        const f = new FormData();
        f.append('type', 'policy');
        return f;
      })(),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(UPLOAD_MESSAGES.noFile);
  });

  it('puts a document on the documents card, where visitors can then download it', async () => {
    const org = await t.createOrg();
    const cookie = await editorOf(org);
    const bytes = await pdf();
    const document = (await upload(cookie, bytes, 'Pen Test 2026.pdf')).json();
    const productId = org.products[0]!.id;
    const attached = await attach(cookie, document.id, {
      productId,
      newItem: { title: 'Pen Test 2026', publicAccess: true },
    });
    expect(attached.statusCode).toBe(201);
    const { itemUid } = attached.json();
    const view: PortalView = (await t.app.inject(`/api/share/${org.slug}/view`)).json();
    const entry = view.documents.find((d) => d.target.itemUid === itemUid)!;
    expect(entry).toMatchObject({
      target: { kind: 'documents', itemUid },
      isUnlocked: true,
      documents: [{ fileId: document.id, originalName: 'Pen Test 2026.pdf' }],
    });
    const download = await t.app.inject(
      fileUrl(org.slug, document.id, { productId, itemUid, accessType: 'download' }),
    );
    expect(sha(download.rawPayload)).toBe(sha(bytes));
    // Attaching to an existing documents-card item adds the file there; items on other cards are not targets.
    const second = (await upload(cookie, Buffer.from('appendix'), 'appendix.txt', { type: 'other' })).json();
    expect((await attach(cookie, second.id, { productId, itemUid })).statusCode).toBe(201);
    expect(
      (await attach(cookie, second.id, { productId, itemUid: org.itemUids.get('Public Report') })).statusCode,
    ).toBe(404);
    const listed = (await library(cookie)).json().documents.find((d: { id: string }) => d.id === second.id);
    expect(listed.items).toEqual([
      { itemUid, title: 'Pen Test 2026', cardKind: 'documents', productId, productName: 'Main Product' },
    ]);
    const { events } = (await t.app.inject({ url: '/api/trust-center/audit', headers: { cookie } })).json();
    expect(events.slice(0, 4).map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ['item.link', `item:${itemUid}`],
      ['document.upload', `document:${second.id}`],
      ['item.link', `item:${itemUid}`],
      ['document.upload', `document:${document.id}`],
    ]);
  });

  it('changes document types in bulk, all or nothing, with the spec wording', async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    const cookie = await editorOf(org);
    const ids = [org.fileIds.get('public.pdf')!, org.fileIds.get('restricted.pdf')!];
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/documents', headers: { ...ORIGIN, cookie }, payload });
    expect((await patch({ documentIds: ids, updates: {} })).json().error.fields).toEqual({
      'updates.type': 'Type is required',
    });
    expect(
      (
        await patch({
          documentIds: [...ids, other.fileIds.get('public.pdf')],
          updates: { type: 'soc_report' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch({ documentIds: ids, updates: { type: 'soc_report' } })).json()).toEqual({
      updated: 2,
    });
    const listed = (await library(cookie)).json().documents.filter((d: { id: string }) => ids.includes(d.id));
    expect(listed.map((d: { type: string }) => d.type)).toEqual(['soc_report', 'soc_report']);
    // The change is in the activity log, with who made it and what the types were.
    const [event] = (await t.app.inject({ url: '/api/trust-center/audit', headers: { cookie } })).json()
      .events;
    expect(event).toMatchObject({
      action: 'documents.type',
      actor: 'Edith Editor',
      after: { type: 'soc_report' },
    });
    expect(event.before.documents).toEqual(expect.arrayContaining(['public.pdf', 'restricted.pdf']));
    expect(auditChanges(event.before, event.after)).toEqual([
      { field: 'Type', before: '—', after: 'SOC report' },
    ]);
  });

  it('is staff-only: signed out 401, without the scope 403, and never reaches another organisation', async () => {
    const org = await t.createOrg();
    const other = await t.createOrg();
    expect((await t.app.inject('/api/documents/trust-center')).statusCode).toBe(401);
    expect((await upload(null, await pdf(), 'a.pdf')).statusCode).toBe(401);
    const reader = await signIn(`reader@${org.slug}.example`);
    expect((await library(reader)).statusCode).toBe(200);
    expect((await upload(reader, await pdf(), 'a.pdf')).statusCode).toBe(403);
    const cookie = await editorOf(org);
    const names = (await library(cookie)).json().documents.map((d: { id: string }) => d.id);
    expect(names).not.toContain(other.fileIds.get('public.pdf'));
    const foreign = await attach(cookie, other.fileIds.get('public.pdf')!, {
      productId: org.products[0]!.id,
      newItem: { title: 'Stolen', publicAccess: true },
    });
    expect(foreign.statusCode).toBe(404);
    const own = (await upload(cookie, await pdf(), 'mine.pdf')).json();
    expect(
      (
        await attach(cookie, own.id, {
          productId: other.products[0]!.id,
          newItem: { title: 'Elsewhere', publicAccess: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});
