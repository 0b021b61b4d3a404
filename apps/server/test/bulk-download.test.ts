import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkDownloadBody } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { listFileEvents } from '../src/modules/documents/queries.js';
import { cookieFrom, memberCookie, ORIGIN, startTestApp, type TestApp } from './harness.js';
import { pdfText } from '../src/platform/pdf-extract.js';
import { unzip } from './zip.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const doc = (org: CreatedOrganisation, title: string, file: string) => ({
  itemUid: org.itemUids.get(title)!,
  fileId: org.fileIds.get(file)!,
});
const letter = (org: CreatedOrganisation, title: string) => ({
  itemUid: org.itemUids.get(title)!,
  fileId: org.itemUids.get(title)!,
  generated: true,
});

function bulk(
  org: CreatedOrganisation,
  files: BulkDownloadBody['files'],
  cookie?: string,
  productId = org.products[0]!.id,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/share/${org.slug}/products/${productId}/bulk-download`,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { files, productId, selectAllUsed: false },
  });
}
const member = (org: CreatedOrganisation, email: string) => memberCookie(t, org, email);
/** The zip behind a bulk download's link, fetched with the requester's cookie. */
async function fetchZip(fileUrl: string, cookie: string) {
  const res = await t.app.inject({ url: fileUrl, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzip(res.rawPayload);
}

describe('bulk download', () => {
  it('zips what a visitor may download, byte for byte, and fails the rest', async () => {
    const org = await t.createOrg();
    const res = await bulk(org, [
      doc(org, 'Public Report', 'public.pdf'),
      doc(org, 'Restricted Report', 'restricted.pdf'),
      doc(org, 'Shared File Report', 'shared.pdf'),
      letter(org, 'Public Report'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.successCount).toBe(3);
    expect(body.failedFileIds).toEqual([org.fileIds.get('restricted.pdf')]);
    const visitor = cookieFrom(res, 'tc_visitor');
    const entries = await fetchZip(body.fileUrl, visitor);
    expect([...entries.keys()].sort()).toEqual([
      `Org-${org.slug}-Public-Report.pdf`,
      'public.pdf',
      'shared.pdf',
    ]);
    for (const name of ['public.pdf', 'shared.pdf']) {
      const stored = await t.app.ctx.storage.readAll(`${org.id}/${org.fileIds.get(name)}`);
      expect(sha(entries.get(name)!)).toBe(sha(stored));
    }
    expect(await pdfText(entries.get(`Org-${org.slug}-Public-Report.pdf`)!)).toContain('SOC 1 Bridge Letter');
    const events = await listFileEvents(t.database.db, { orgId: org.id }, org.fileIds.get('public.pdf')!);
    expect(events.map((e) => [e.kind, e.accessSource])).toEqual([['download', 'bulk_download']]);
  });

  it("gives members their profile's documents, stamped, and fails what their profile lacks", async () => {
    const org = await t.createOrg();
    const email = `member@other-${org.slug}.example`;
    const cookie = await member(org, email);
    const res = await bulk(
      org,
      [
        doc(org, 'Restricted Report', 'restricted.pdf'),
        doc(org, 'Hidden Report', 'hidden.pdf'),
        letter(org, 'Restricted Report'),
      ],
      cookie,
    );
    const body = res.json();
    expect(body.failedFileIds).toEqual([org.fileIds.get('hidden.pdf')]);
    expect(body.successCount).toBe(2);
    const entries = await fetchZip(body.fileUrl, cookie);
    expect(await pdfText(entries.get('restricted.pdf')!)).toContain(`Downloaded by ${email} (Other Co)`);
  });

  it("never zips another organisation's files, and answers with no link when nothing could go in", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const res = await bulk(a, [
      { itemUid: a.itemUids.get('Public Report')!, fileId: b.fileIds.get('public.pdf')! },
      doc(b, 'Public Report', 'public.pdf'),
    ]);
    expect(res.json()).toEqual({
      failedFileIds: [b.fileIds.get('public.pdf'), b.fileIds.get('public.pdf')],
      successCount: 0,
      fileUrl: null,
    });
  });

  it('names colliding entries apart', async () => {
    const org = await t.createOrg();
    const publicDoc = doc(org, 'Public Report', 'public.pdf');
    const res = await bulk(org, [publicDoc, publicDoc, doc(org, 'Shared File Report', 'shared.pdf')]);
    expect(res.json().successCount).toBe(2);
  });

  it('serves the zip only to whoever asked for it, while the link lasts', async () => {
    const org = await t.createOrg();
    const res = await bulk(org, [doc(org, 'Public Report', 'public.pdf')]);
    const { fileUrl } = res.json();
    expect((await t.app.inject(fileUrl)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: fileUrl,
          headers: { cookie: 'tc_visitor=00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: fileUrl.replace(/token=[^&]+/, 'token=forged'),
          headers: { cookie: cookieFrom(res, 'tc_visitor') },
        })
      ).statusCode,
    ).toBe(404);
    const other = await t.createOrg();
    expect(
      (
        await t.app.inject({
          url: fileUrl.replace(`/share/${org.slug}/`, `/share/${other.slug}/`),
          headers: { cookie: cookieFrom(res, 'tc_visitor') },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is refused when the organisation turned bulk download off, and validates the request', async () => {
    const off = await t.createOrg({ customization: { bulkDownloadEnabled: false } });
    expect((await bulk(off, [doc(off, 'Public Report', 'public.pdf')])).statusCode).toBe(404);
    const org = await t.createOrg();
    const empty = await bulk(org, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_error');
    const mismatched = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/products/${org.products[1]!.id}/bulk-download`,
      headers: ORIGIN,
      payload: {
        files: [doc(org, 'Public Report', 'public.pdf')],
        productId: org.products[0]!.id,
        selectAllUsed: true,
      },
    });
    expect(mismatched.statusCode).toBe(400);
    // On another product the same documents are not found.
    const elsewhere = await bulk(
      org,
      [doc(org, 'Public Report', 'public.pdf')],
      undefined,
      org.products[1]!.id,
    );
    expect(elsewhere.json()).toMatchObject({ successCount: 0, fileUrl: null });
  });

  describe('abuse (issue 12, item 4)', () => {
    it('makes one entry of a bridge letter asked for a thousand times', async () => {
      const org = await t.createOrg();
      const itemUid = org.itemUids.get('Public Report')!;
      const files = Array.from({ length: 1000 }, () => ({ itemUid, fileId: randomUUID(), generated: true }));
      const res = await bulk(org, files);
      expect(res.json()).toMatchObject({ successCount: 1, failedFileIds: [] });
      const entries = await fetchZip(res.json().fileUrl, cookieFrom(res, 'tc_visitor'));
      expect([...entries.keys()]).toEqual([`Org-${org.slug}-Public-Report.pdf`]);
    });

    it('refuses more entries than the product holds, before any per-entry work', async () => {
      const org = await t.createOrg();
      const files = Array.from({ length: 1000 }, () => ({ itemUid: randomUUID(), fileId: randomUUID() }));
      const res = await bulk(org, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.files).toMatch(/^Select at most \d+ documents$/);
      // A few unknown ones (a stale page) simply fail.
      const stale = await bulk(org, [doc(org, 'Public Report', 'public.pdf'), ...files.slice(0, 3)]);
      expect(stale.json()).toMatchObject({
        successCount: 1,
        failedFileIds: files.slice(0, 3).map((f) => f.fileId),
      });
    });

    it('limits each IP and each visitor', async () => {
      const limited = await startTestApp({ RATE_LIMIT_PER_IP: '2' });
      try {
        const org = await limited.createOrg();
        const ask = (headers: Record<string, string>) =>
          limited.app.inject({
            method: 'POST',
            url: `/api/share/${org.slug}/products/${org.products[0]!.id}/bulk-download`,
            headers: { ...ORIGIN, ...headers },
            remoteAddress: headers['x-test-ip'] ?? '127.0.0.1',
            payload: { files: [doc(org, 'Public Report', 'public.pdf')], productId: org.products[0]!.id },
          });
        // One address: the third request in the window is refused.
        const fromOneIp = [await ask({}), await ask({}), await ask({})].map((r) => r.statusCode);
        expect(fromOneIp).toEqual([200, 200, 429]);
        // One visitor moving between addresses: likewise.
        const visitor = cookieFrom(await ask({ 'x-test-ip': '192.0.2.1' }), 'tc_visitor');
        const moving = [];
        for (const ip of ['192.0.2.2', '192.0.2.3', '192.0.2.4'])
          moving.push(await ask({ cookie: visitor, 'x-test-ip': ip }));
        expect(moving.map((r) => r.statusCode)).toEqual([200, 200, 429]);
        expect(moving[2]!.json().error.code).toBe('rate_limited');
      } finally {
        await limited.close();
      }
    });
  });
});
