import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FileStorage } from './storage/index.js';

/** Bytes kept from the start of an upload for sniffing its type (Office files need their first zip entries). */
const HEAD_BYTES = 64 * 1024;

export class UploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upload exceeds ${maxBytes} bytes`);
  }
}

export interface StoredUpload {
  size: number;
  sha256: string;
  /** The first bytes, for sniffing the content type. */
  head: Buffer;
}

/**
 * Streams an upload into storage while counting, hashing and keeping its first bytes: memory stays
 * bounded whatever the size, and past `maxBytes` the write fails and nothing is left stored.
 */
export async function storeUpload(
  storage: FileStorage,
  key: string,
  source: Readable,
  maxBytes: number,
): Promise<StoredUpload> {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new UploadTooLarge(maxBytes));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  source.on('error', (error) => meter.destroy(error));
  try {
    await storage.putStream(key, source.pipe(meter));
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}
