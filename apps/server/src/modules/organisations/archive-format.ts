import { createHash } from 'node:crypto';

export const ARCHIVE_FORMAT = 'trust-centre-organisation';
export const ARCHIVE_VERSION = 1;

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exportedAt: string;
  organisation: { id: string; slug: string; name: string };
  /** Every other entry of the archive, with its SHA-256 and size. */
  entries: { path: string; sha256: string; size: number }[];
  tables: Record<string, number>;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Rows of a table travel as JSON, column names as the database has them. */
export const tablePath = (table: string) => `data/${table}.json`;
export const filePath = (storageKey: string) => `files/${storageKey}`;
