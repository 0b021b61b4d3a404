import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@trust/shared';
import { acmeSpec } from '../src/db/seed/acme.js';
import { exportOrganisation } from '../src/modules/organisations/export.js';
import { ArchiveInvalid, importOrganisation } from '../src/modules/organisations/import.js';
import { SecretBox } from '../src/platform/secret-box.js';
import { startS3Peer, type S3Peer } from './s3-peer.js';
import { cookieFrom, ORIGIN, STAFF_PASSWORD, startTestApp, uniqueSlug, type TestApp } from './harness.js';

async function archiveOf(t: TestApp, orgId: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await exportOrganisation(
    t.app.ctx.db,
    t.app.ctx.storage,
    new SecretBox(t.app.ctx.config.appSecret),
    orgId,
    out,
  );
  return Buffer.concat(chunks);
}
const view = async (t: TestApp, slug: string) =>
  (await t.app.inject({ url: `/api/share/${slug}/view` })).body;

describe('organisation export and import', () => {
  let source: TestApp;
  let target: TestApp;
  let s3: S3Peer;
  beforeAll(async () => {
    source = await startTestApp();
    // Another instance: its own embedded database, an S3 bucket for files, and its own APP_SECRET.
    s3 = await startS3Peer();
    target = await startTestApp(
      { ...s3.env, APP_SECRET: 'another-instance-secret-0123456789abcdef' },
      { embedded: true },
    );
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await s3.close();
  });

  it('restores the demo organisation on another instance (PGlite, S3) with the same view, byte for byte', async () => {
    const slug = uniqueSlug('acme');
    const org = await source.createOrg({ ...acmeSpec, slug, domains: [`trust.${slug}.example`] });
    const archive = await archiveOf(source, org.id);
    // `npm run org:export > file` puts npm's banner first: the import skips it.
    const banner = Buffer.from(
      '\n> trust-centre@ org:export\n> node --import tsx apps/server/src/cli/org.ts export\n\n',
    );
    const result = await importOrganisation(
      target.app.ctx,
      new SecretBox(target.app.ctx.config.appSecret),
      Readable.from([banner, archive]),
    );
    expect(result).toEqual({ orgId: org.id, slug, remapped: false });
    expect(await view(target, slug)).toBe(await view(source, slug));
    // Restricted files came along, and the demo staff can sign in there with their password.
    const fileId = org.fileIds.get('Acme SOC 2 Type II Report 2026.pdf') ?? [...org.fileIds.values()][0]!;
    const [row] = (await target.database.executeSql(`select storage_key from files where id = $1`, [fileId]))
      .rows;
    expect(target.app.ctx.config.s3?.bucket).toBe('documents');
    expect(await target.app.ctx.storage.exists(String(row!.storage_key))).toBe(true);
    const signIn = await target.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: ORIGIN,
      payload: { email: 'admin@acme.example', password: 'acme-demo-2026' },
    });
    expect(signIn.statusCode).toBe(204);
  });

  it('copies into the same instance under a new slug with new ids, and the copy shows the same content', async () => {
    const spec = { ...acmeSpec, slug: uniqueSlug('acme'), domains: [`trust.${uniqueSlug()}.example`] };
    const org = await source.createOrg(spec);
    const result = await importOrganisation(
      source.app.ctx,
      new SecretBox(source.app.ctx.config.appSecret),
      Readable.from([await archiveOf(source, org.id)]),
    );
    expect(result.slug).toBe(`${spec.slug}-2`);
    expect(result.remapped).toBe(true);
    expect(result.orgId).not.toBe(org.id);
    // The custom domain stays with the organisation that has it.
    const [domains] = (
      await source.database.executeSql(`select count(*)::int as n from org_domains where org_id = $1`, [
        result.orgId,
      ])
    ).rows;
    expect(domains!.n).toBe(0);
    const strip = (json: string) =>
      json
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
        .replaceAll(result.slug, spec.slug);
    expect(strip(await view(source, result.slug))).toBe(strip(await view(source, spec.slug)));
  });

  it('refuses an archive whose files do not match the manifest', async () => {
    const org = await source.createOrg();
    const archive = await archiveOf(source, org.id);
    const tampered = Buffer.from(archive);
    const at = tampered.indexOf(Buffer.from('"name":'));
    tampered[at + 8] = tampered[at + 8] === 0x41 ? 0x42 : 0x41;
    await expect(
      importOrganisation(
        source.app.ctx,
        new SecretBox(source.app.ctx.config.appSecret),
        Readable.from([tampered]),
      ),
    ).rejects.toBeInstanceOf(ArchiveInvalid);
  });

  it('lets administrators download the archive, and no one else', async () => {
    const spec = { slug: uniqueSlug() };
    const admin = `admin@${spec.slug}.example`;
    const org = await source.createOrg({
      slug: spec.slug,
      staff: [{ email: admin, displayName: 'Ada', password: STAFF_PASSWORD, permissions: [...PERMISSIONS] }],
    });
    const cookie = cookieFrom(
      await source.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: ORIGIN,
        payload: { email: admin, password: STAFF_PASSWORD },
      }),
      'tc_staff',
    );
    const download = await source.app.inject({ url: '/api/settings/export', headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`${org.slug}-`);
    expect(download.rawPayload.includes(Buffer.from('manifest.json'))).toBe(true);
    expect((await source.app.inject({ url: '/api/settings/export' })).statusCode).toBe(401);
  });
});
