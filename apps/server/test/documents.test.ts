import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl, type FileAccessType } from '@trust/shared';
import type { CreatedOrganisation } from '../src/db/seed/organisation-builder.js';
import { listFileEvents } from '../src/modules/documents/queries.js';
import {
  memberCookie,
  minimalOrg,
  STAFF_PASSWORD,
  staffCookie,
  startTestApp,
  type TestApp,
} from './harness.js';
import { pdfText } from '../src/platform/pdf-extract.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function get(
  org: CreatedOrganisation,
  title: string,
  file: string,
  accessType: FileAccessType,
  cookie?: string,
  extra: Record<string, string> = {},
) {
  const url = fileUrl(org.slug, org.fileIds.get(file)!, {
    productId: org.products[0]!.id,
    itemUid: org.itemUids.get(title)!,
    accessType,
    accessSource: 'test',
    ...extra,
  });
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}
const member = (org: CreatedOrganisation, email: string) => memberCookie(t, org, email);
const staff = (email: string) => staffCookie(t, email);

describe('viewing and downloading documents', () => {
  it('serves a public document to everyone as uploaded, and records each access', async () => {
    const org = await t.createOrg();
    const res = await get(org, 'Public Report', 'public.pdf', 'download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="public.pdf"; filename*=UTF-8''public.pdf`,
    );
    const stored = await t.app.ctx.storage.readAll(`${org.id}/${org.fileIds.get('public.pdf')}`);
    expect(sha(res.rawPayload)).toBe(sha(stored));
    expect(await pdfText(res.rawPayload)).not.toContain('Downloaded by');
    expect((await get(org, 'Public Report', 'public.pdf', 'view')).headers['content-disposition']).toMatch(
      /^inline;/,
    );
    const events = await listFileEvents(t.database.db, { orgId: org.id }, org.fileIds.get('public.pdf')!);
    expect(events.map((e) => [e.kind, e.mode, e.actorEmail, e.accessSource])).toEqual([
      ['download', 'Public', null, 'test'],
      ['view', 'Public', null, 'test'],
    ]);
  });

  it('answers 404 for restricted and hidden documents to visitors, but serves shared files', async () => {
    const org = await t.createOrg();
    expect((await get(org, 'Restricted Report', 'restricted.pdf', 'download')).statusCode).toBe(404);
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'view')).statusCode).toBe(404);
    expect((await get(org, 'Shared File Report', 'shared.pdf', 'download')).statusCode).toBe(200);
  });

  it("gives members their profile's documents, stamped with who downloaded them; the original is untouched", async () => {
    const org = await t.createOrg();
    const email = `member@customer-${org.slug}.example`;
    const cookie = await member(org, email);
    const before = sha(await t.app.ctx.storage.readAll(`${org.id}/${org.fileIds.get('restricted.pdf')}`));
    const res = await get(org, 'Restricted Report', 'restricted.pdf', 'download', cookie);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(
      `Downloaded by ${email} (Customer Co) on ${new Date().toISOString().slice(0, 10)}`,
    );
    expect(sha(await t.app.ctx.storage.readAll(`${org.id}/${org.fileIds.get('restricted.pdf')}`))).toBe(
      before,
    );
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'download', cookie)).statusCode).toBe(200);
    const events = await listFileEvents(t.database.db, { orgId: org.id }, org.fileIds.get('restricted.pdf')!);
    expect(events.map((e) => [e.mode, e.actorEmail])).toEqual([['AccountExternal', email]]);
    // A member of an account whose profile lacks the hidden report does not get it.
    const other = await member(org, `member@other-${org.slug}.example`);
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'download', other)).statusCode).toBe(404);
  });

  it('keeps view-only documents from being downloaded', async () => {
    const org = await t.createOrg({ customization: { documentAccessDefault: 'view_only' } });
    expect((await get(org, 'Public Report', 'public.pdf', 'view')).statusCode).toBe(200);
    expect((await get(org, 'Public Report', 'public.pdf', 'download')).statusCode).toBe(404);
    const view = (await t.app.inject(`/api/share/${org.slug}/view`)).json();
    expect(view.documents[0].documents[0].viewOnly).toBe(true);
  });

  it('needs files:view or files:download in Main mode, and follows the profile in preview', async () => {
    const spec = minimalOrg();
    const org = await t.createOrg({
      staff: [
        {
          email: `files@${spec.slug}.example`,
          displayName: 'F',
          password: STAFF_PASSWORD,
          permissions: ['statuspage:edit', 'files:download'],
        },
        {
          email: `nofiles@${spec.slug}.example`,
          displayName: 'N',
          password: STAFF_PASSWORD,
          permissions: ['statuspage:edit'],
        },
      ],
      slug: spec.slug,
      name: spec.name,
    });
    const withFiles = await staff(`files@${org.slug}.example`);
    const without = await staff(`nofiles@${org.slug}.example`);
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'download', withFiles)).statusCode).toBe(200);
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'download', without)).statusCode).toBe(404);
    expect((await get(org, 'Public Report', 'public.pdf', 'view', without)).statusCode).toBe(404);
    const preview = { permissionProfileId: org.profileIds.get('Default')! };
    expect(
      (await get(org, 'Restricted Report', 'restricted.pdf', 'download', without, preview)).statusCode,
    ).toBe(200);
    expect((await get(org, 'Hidden Report', 'hidden.pdf', 'download', without, preview)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another organisation's file, another item's file, or the wrong product", async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const foreign = fileUrl(a.slug, b.fileIds.get('public.pdf')!, {
      productId: a.products[0]!.id,
      itemUid: a.itemUids.get('Public Report')!,
      accessType: 'download',
    });
    expect((await t.app.inject(foreign)).statusCode).toBe(404);
    const crossed = fileUrl(a.slug, a.fileIds.get('restricted.pdf')!, {
      productId: a.products[0]!.id,
      itemUid: a.itemUids.get('Public Report')!,
      accessType: 'download',
    });
    expect((await t.app.inject(crossed)).statusCode).toBe(404);
    const wrongProduct = fileUrl(a.slug, a.fileIds.get('public.pdf')!, {
      productId: a.products[1]!.id,
      itemUid: a.itemUids.get('Public Report')!,
      accessType: 'download',
    });
    expect((await t.app.inject(wrongProduct)).statusCode).toBe(404);
    expect(
      (await t.app.inject(`/api/share/${a.slug}/files/${a.fileIds.get('public.pdf')}?itemUid=nope`)).json()
        .error.code,
    ).toBe('validation_error');
  });

  it('answers 404 for documents of a product hidden from visitors, but not to staff who may download', async () => {
    const base = minimalOrg();
    const org = await t.createOrg({
      ...base,
      staff: [
        ...base.staff!,
        {
          email: `files@${base.slug}.example`,
          displayName: 'Fay Files',
          password: STAFF_PASSWORD,
          permissions: ['statuspage:edit', 'files:download'],
        },
      ],
      products: [
        base.products[0]!,
        {
          name: 'Unreleased',
          slug: 'unreleased',
          show: false,
          cards: [
            {
              kind: 'reports',
              items: [
                {
                  title: 'Unreleased Report',
                  publicAccess: true,
                  documents: [{ name: 'unreleased.pdf', paragraphs: ['Soon'] }],
                },
              ],
            },
          ],
        },
      ],
    });
    const url = fileUrl(org.slug, org.fileIds.get('unreleased.pdf')!, {
      productId: org.products[1]!.id,
      itemUid: org.itemUids.get('Unreleased Report')!,
      accessType: 'download',
    });
    expect((await t.app.inject(url)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url, headers: { cookie: await staff(`files@${base.slug}.example`) } }))
        .statusCode,
    ).toBe(200);
  });

  describe('bridge letters', () => {
    const letter = (org: CreatedOrganisation, title: string, cookie?: string) =>
      t.app.inject({
        url: `/api/share/${org.slug}/items/${org.itemUids.get(title)}/bridge-letter?productId=${org.products[0]!.id}`,
        headers: cookie ? { cookie } : {},
      });

    it('download as a dated, signed PDF named after the organisation and item', async () => {
      const org = await t.createOrg();
      const res = await letter(org, 'Public Report');
      expect(res.statusCode).toBe(200);
      const fileName = `Org-${org.slug}-Public-Report.pdf`;
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
      );
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('SOC 1 Bridge Letter');
      expect(text).toContain('No material changes since the period end.');
      expect(text).toContain('Pat Signer');
      expect(text).toMatch(/[A-Z][a-z]+ \d\d, \d{4}/);
      const view = (await t.app.inject(`/api/share/${org.slug}/view`)).json();
      const items = view.cards.flatMap((c: { items: { title: string; bridgeLetter: unknown }[] }) => c.items);
      expect(items.find((i: { title: string }) => i.title === 'Public Report').bridgeLetter).toEqual({
        letterType: 'SOC 1',
      });
      expect(items.find((i: { title: string }) => i.title === 'Draft Letter Report').bridgeLetter).toBeNull();
    });

    it('are shown to public visitors only for public items, and never when disabled', async () => {
      const org = await t.createOrg();
      expect((await letter(org, 'Restricted Report')).statusCode).toBe(404);
      expect((await letter(org, 'Draft Letter Report')).statusCode).toBe(404);
      const cookie = await member(org, `member@customer-${org.slug}.example`);
      expect((await letter(org, 'Restricted Report', cookie)).statusCode).toBe(200);
      const other = await t.createOrg();
      const foreign = await t.app.inject(
        `/api/share/${org.slug}/items/${other.itemUids.get('Public Report')}/bridge-letter?productId=${org.products[0]!.id}`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });
});
