import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. The local driver keeps them under DATA_DIR/files; S3 comes with the documents issue. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  readAll(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
}

const safeKey = (key: string) => {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
};

export function localStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, data) {
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), data);
    },
    async read(key) {
      await fs.access(full(key));
      return createReadStream(full(key));
    },
    readAll: (key) => fs.readFile(full(key)),
    exists: (key) =>
      fs.access(full(key)).then(
        () => true,
        () => false,
      ),
  };
}
