import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { safeKey, StorageKeyMissing, type FileStorage } from './types.js';

const missingAs = (key: string) => (error: NodeJS.ErrnoException) => {
  throw error.code === 'ENOENT' ? new StorageKeyMissing(key) : error;
};

/** The temporary name of a write in progress: `{key}.partial-{pid}-{time}`. */
const PARTIAL = /\.partial-\d+-\d+$/;

/** Files under a directory; writes go to a temporary name first so readers never see half a file. */
export function localStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, safeKey(key));
  const writeVia = async (key: string, write: (temporary: string) => Promise<void>) => {
    const target = full(key);
    const temporary = `${target}.partial-${process.pid}-${Date.now()}`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await write(temporary);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    put: (key, data) => writeVia(key, (temporary) => fs.writeFile(temporary, data)),
    putStream: (key, data) => writeVia(key, (temporary) => pipeline(data, createWriteStream(temporary))),
    async read(key) {
      await fs.access(full(key)).catch(missingAs(key));
      return createReadStream(full(key));
    },
    readAll: (key) => fs.readFile(full(key)).catch(missingAs(key)),
    exists: (key) =>
      fs.access(full(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => fs.rm(full(key), { force: true }),
    async sweepUnfinished(olderThanMs) {
      const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
      let removed = 0;
      for (const entry of entries) {
        if (!PARTIAL.test(entry)) continue;
        const file = path.join(root, entry);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile() && Date.now() - stat.mtimeMs > olderThanMs) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
