import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './types.js';

export { localStorage } from './local.js';
export { s3Storage } from './s3.js';
export { StorageKeyMissing, type FileStorage } from './types.js';

/** S3 when a bucket is configured, else DATA_DIR/files. */
export function storageFor(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
}
