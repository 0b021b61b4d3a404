import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { safeKey, StorageKeyMissing, type FileStorage } from './types.js';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. Set for MinIO, R2, s3rver and the like (path-style addressing). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket. Streamed writes go up as multipart uploads, so size never meets memory. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  const missing = (key: string) => (error: unknown) => {
    throw error instanceof NoSuchKey || error instanceof NotFound ? new StorageKeyMissing(key) : error;
  };
  const read = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) })).catch(missing(key));
    return object.Body as Readable;
  };
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: safeKey(key), Body: data }));
    },
    async putStream(key, data) {
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
    exists: (key) =>
      client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) })).then(
        () => true,
        (error) => {
          if (error instanceof NotFound || error?.$metadata?.httpStatusCode === 404) return false;
          throw error;
        },
      ),
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    // An unfinished multipart upload is not an object; the bucket's lifecycle rule ends those.
    sweepUnfinished: async () => 0,
  };
}
