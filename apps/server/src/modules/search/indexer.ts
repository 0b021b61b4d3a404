import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext, OrgScope } from '../../context.js';
import { documentPassages, files } from '../../db/schema/index.js';
import { StorageKeyMissing } from '../../platform/storage/types.js';
import { dropCachedContent } from '../portal/content-revision.js';
import { extractText, INDEXED_CONTENT_TYPES, toPassages } from './document-text.js';

const QUEUE = 'index-document';
/** Files looked for per sweep; the next start picks up the rest. */
const SWEEP_LIMIT = 5000;
/**
 * A reading job still active after this is run again, not after pg-boss's fifteen minutes: one a
 * poll fetched but never got (its answer lost with the connection) holds a document out of search
 * for minutes, not a quarter of an hour. A second reading at once is harmless (see `index`).
 */
const JOB_EXPIRY_SECONDS = 300;

/**
 * Reads documents' text into passages in the background: each upload queues its file, and every
 * start queues the files not read yet (the demo's, and any whose job was lost). A file that
 * cannot be read (damaged, or gone from storage) is marked read with no passages rather than
 * retried for ever; a storage outage is retried.
 */
export class DocumentIndexer {
  constructor(private readonly ctx: AppContext) {}

  async start() {
    await this.ctx.jobs.work<{ orgId: string; fileId: string }>(
      QUEUE,
      ({ orgId, fileId }) => this.index({ orgId }, fileId),
      { batchSize: 4, concurrency: 2 },
    );
    await this.sweep();
  }

  /** Queues one file (after the surrounding transaction commits). */
  enqueue(scope: OrgScope, fileId: string) {
    return this.ctx.jobs.send(
      QUEUE,
      { orgId: scope.orgId, fileId },
      { singletonKey: fileId, expireInSeconds: JOB_EXPIRY_SECONDS },
    );
  }

  async sweep() {
    const pending = await this.ctx.db
      .select({ orgId: files.orgId, id: files.id })
      .from(files)
      .where(
        and(
          isNull(files.textExtractedAt),
          eq(files.purpose, 'document'),
          inArray(files.contentType, INDEXED_CONTENT_TYPES),
        ),
      )
      .limit(SWEEP_LIMIT);
    for (const file of pending) await this.enqueue({ orgId: file.orgId }, file.id);
  }

  /** Reads one file's text into its passages, replacing any earlier ones. */
  async index(scope: OrgScope, fileId: string) {
    const [file] = await this.ctx.db
      .select()
      .from(files)
      .where(and(eq(files.orgId, scope.orgId), eq(files.id, fileId)));
    if (!file) return;
    let passages: string[] = [];
    try {
      const data = await this.ctx.storage.readAll(file.storageKey);
      const text = await extractText(data, file.contentType);
      passages = text ? toPassages(text, file.contentType) : [];
    } catch (error) {
      // Bytes this instance cannot find (an upload still being stored, or storage it does not
      // share) are left for a later sweep: read as empty, they wiped passages another had read.
      if (error instanceof StorageKeyMissing) {
        console.warn(`document ${fileId} is not in storage yet; left for a later sweep`);
        return;
      }
      if (isStorageOutage(error)) throw error;
      console.warn(`document ${fileId} has no readable text`, error instanceof Error ? error.message : error);
    }
    await this.ctx.transact(async () => {
      // Two instances (or a sweep and an upload's own job) may read the same file at once: the
      // second waits here, then replaces the first's passages instead of adding to them.
      const [held] = await this.ctx.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.orgId, scope.orgId), eq(files.id, fileId)))
        .for('update');
      if (!held) return;
      await this.ctx.db
        .delete(documentPassages)
        .where(and(eq(documentPassages.orgId, scope.orgId), eq(documentPassages.fileId, fileId)));
      if (passages.length)
        await this.ctx.db
          .insert(documentPassages)
          .values(passages.map((text, position) => ({ orgId: scope.orgId, fileId, position, text })));
      await this.ctx.db
        .update(files)
        .set({ textExtractedAt: new Date() })
        .where(and(eq(files.orgId, scope.orgId), eq(files.id, fileId)));
      // Searches and answers remembered before the text was read (or replaced) must not hide it.
      await dropCachedContent(this.ctx, scope);
    });
  }
}

/** Network and S3 errors are worth a retry; a parser's complaint about the bytes is not. */
function isStorageOutage(error: unknown): boolean {
  const code = (error as { code?: unknown; name?: unknown }).code ?? (error as { name?: unknown }).name;
  return (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|ServiceUnavailable|SlowDown|InternalError|TimeoutError)$/.test(
      code,
    )
  );
}
