import { PassThrough, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { safeKey, StorageKeyMissing, type FileStorage } from './types.js';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. Set for MinIO, R2, s3rver and the like (path-style addressing). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The AWS SDK and one client, on first use: the SDK costs a start of the server a third of a
 * second, and a server on local storage never needs it.
 */
function lazyClient(settings: S3Settings) {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  return () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: Boolean(settings.endpoint),
        credentials: settings.credentials,
      }),
    })));
}

/** An S3-compatible bucket. Streamed writes go up as multipart uploads, so size never meets memory. */
export function s3Storage(settings: S3Settings): FileStorage {
  const s3 = lazyClient(settings);
  const Bucket = settings.bucket;
  const read = async (key: string) => {
    const { sdk, client } = await s3();
    const object = await client
      .send(new sdk.GetObjectCommand({ Bucket, Key: safeKey(key) }))
      .catch((error) => {
        throw error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound
          ? new StorageKeyMissing(key)
          : error;
      });
    return object.Body as Readable;
  };
  return {
    async put(key, data) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: safeKey(key), Body: data }));
    },
    async putStream(key, data) {
      const [{ client }, { Upload }] = await Promise.all([s3(), import('@aws-sdk/lib-storage')]);
      // The SDK only takes Node's own streams; sources built on readable-stream (archiver) pass through one.
      const body = data.pipe(new PassThrough());
      data.on('error', (error) => body.destroy(error));
      // 8 MB parts, two in flight: bounded memory whatever the size.
      await new Upload({
        client,
        params: { Bucket, Key: safeKey(key), Body: body },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
    },
    read,
    async readAll(key) {
      const body = await read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async exists(key) {
      const { sdk, client } = await s3();
      return client.send(new sdk.HeadObjectCommand({ Bucket, Key: safeKey(key) })).then(
        () => true,
        (error) => {
          if (error instanceof sdk.NotFound || error?.$metadata?.httpStatusCode === 404) return false;
          throw error;
        },
      );
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    // An unfinished multipart upload is not an object; the bucket's lifecycle rule ends those.
    sweepUnfinished: async () => 0,
  };
}
