import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '@trust/shared';
import { loadConfig } from '../src/config.js';
import { s3Storage, StorageKeyMissing, type FileStorage } from '../src/platform/storage/index.js';
import { cookieFrom, ORIGIN, STAFF_PASSWORD, startTestApp, type TestApp } from './harness.js';
import { startS3Peer, type S3Peer } from './s3-peer.js';

let peer: S3Peer;
let storage: FileStorage;
beforeAll(async () => {
  peer = await startS3Peer();
  storage = s3Storage(loadConfig({ ...peer.env, NODE_ENV: 'test' }).s3!);
});
afterAll(() => peer.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the S3 storage driver', () => {
  it('writes, reads, checks and removes objects', async () => {
    await storage.put('org/a', Buffer.from('hello'));
    expect((await storage.readAll('org/a')).toString()).toBe('hello');
    expect(await storage.exists('org/a')).toBe(true);
    await storage.remove('org/a');
    expect(await storage.exists('org/a')).toBe(false);
    await expect(storage.read('org/a')).rejects.toBeInstanceOf(StorageKeyMissing);
  });

  it('streams a large object in as a multipart upload without changing a byte', async () => {
    const bytes = randomBytes(20 * 1024 * 1024);
    const chunks = Array.from({ length: 20 }, (_, i) =>
      bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    await storage.putStream('org/large', Readable.from(chunks));
    const back: Buffer[] = [];
    for await (const chunk of await storage.read('org/large')) back.push(chunk as Buffer);
    expect(sha(Buffer.concat(back))).toBe(sha(bytes));
  });

  it('refuses keys that could escape their organisation', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the application on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(peer.env);
  });
  afterAll(() => t.close());

  it('seeds, uploads, serves and bulk-downloads documents from the bucket', async () => {
    const org = await t.createOrg();
    const productId = org.products[0]!.id;
    const seeded = await t.app.inject(
      fileUrl(org.slug, org.fileIds.get('public.pdf')!, {
        productId,
        itemUid: org.itemUids.get('Public Report')!,
        accessType: 'download',
      }),
    );
    expect(seeded.statusCode).toBe(200);
    expect(sha(seeded.rawPayload)).toBe(
      sha(await storage.readAll(`${org.id}/${org.fileIds.get('public.pdf')}`)),
    );

    const cookie = cookieFrom(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: ORIGIN,
        payload: { email: `editor@${org.slug}.example`, password: STAFF_PASSWORD },
      }),
      'tc_staff',
    );
    const form = new FormData();
    form.append('type', 'policy');
    form.append('file', new Blob(['Our policy, in plain text.']), 'policy.txt');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...ORIGIN, cookie },
      payload: form,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await storage.readAll(`${org.id}/${uploaded.json().id}`)).toString()).toBe(
      'Our policy, in plain text.',
    );

    const bulk = await t.app.inject({
      method: 'POST',
      url: `/api/share/${org.slug}/products/${productId}/bulk-download`,
      headers: ORIGIN,
      payload: {
        productId,
        selectAllUsed: true,
        files: [{ itemUid: org.itemUids.get('Public Report'), fileId: org.fileIds.get('public.pdf') }],
      },
    });
    const zip = await t.app.inject({
      url: bulk.json().fileUrl,
      headers: { cookie: cookieFrom(bulk, 'tc_visitor') },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
