import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_MESSAGES,
  type BulkDownloadResponse,
  bulkDownloadBodySchema,
  type CustomizationSettings,
} from '@trust/shared';
import type { z } from 'zod';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { StorageKeyMissing } from '../../platform/storage/index.js';
import { LimiterBusy, WorkLimiter } from '../../platform/work-limiter.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { Viewer } from '../access/item-access.js';
import type { AccessService } from '../access/service.js';
import { bridgeLetterPdf } from './bridge-letter.js';
import { memberCopy, resolveFiles } from './file-access.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { actorEmail, settingsOf } from './file-service.js';
import {
  deleteExpiredBulkDownloads,
  findBulkDownload,
  insertBulkDownload,
  insertFileEvents,
  listProductDownloadables,
} from './queries.js';

/** How long the link to a finished zip works. */
const LINK_TTL_MS = 15 * 60 * 1000;
const VISITOR_COOKIE = 'tc_visitor';
const TOKEN_PURPOSE = 'bulk-download';

type Body = z.output<typeof bulkDownloadBodySchema>;
interface ZipEntry {
  name: string;
  open(): Promise<Buffer | Readable>;
  /** Set for stored documents: recorded as a download once zipped. */
  fileId?: string;
  itemUid: string;
}

/** The entries the product holds; the others fail at once, before any per-entry work. */
function* requestedFiles(
  requested: Body['files'],
  downloadable: { files: Set<string>; letters: Set<string> },
  failedFileIds: string[],
) {
  for (const file of requested) {
    const known = file.generated
      ? downloadable.letters.has(file.itemUid)
      : downloadable.files.has(`${file.itemUid}:${file.fileId}`);
    if (known) yield file;
    else failedFileIds.push(file.fileId);
  }
}

/** 'name.pdf', then 'name (2).pdf': zip entries must not collide. */
function uniqueNamer() {
  const used = new Set<string>();
  return (name: string) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++)
      candidate = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Zips built at once per instance, and how many more may wait for their turn before 429. */
const ZIP_CONCURRENCY = 1;
const ZIP_MAX_WAITING = 8;
/** Entries a request may name beyond what the product holds (documents removed since the page loaded). */
const STALE_ALLOWANCE = 25;

/**
 * Bulk download (issue 4, section 5): every requested document the asker may download goes into a
 * zip streamed to storage; the rest come back as failures. The zip is then served from a
 * short-lived signed link that only the same requester can use.
 *
 * It is the heaviest thing a visitor can ask for, so: entries are deduplicated and checked against
 * the product in one query before any per-entry work (a request may not name more than the
 * product holds); zips are built one at a time per instance with a short waiting line (429 past
 * it); and the builder yields between entries, so portal pages never wait behind a zip.
 */
export class BulkDownloads {
  private readonly builder = new WorkLimiter(ZIP_CONCURRENCY, ZIP_MAX_WAITING);
  private readonly lastSweep = new Map<string, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
  ) {}

  async create(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    productId: string,
    body: Body,
    query: { accountId?: string; permissionProfileId?: string },
  ): Promise<BulkDownloadResponse> {
    if (body.productId !== productId)
      throw new AppError(400, 'validation_error', ERROR_MESSAGES.validation, {
        productId: 'Must match the product in the path',
      });
    const scope = { orgId: tenant.id };
    const [viewer, settings] = await Promise.all([
      this.access.viewer(request, tenant, query),
      settingsOf(this.ctx, scope),
    ]);
    if (!settings.bulkDownloadEnabled) throw notFound();

    const id = randomUUID();
    const storageKey = `${tenant.id}/bulk/${id}.zip`;
    const built = await this.builder
      .run(async () => {
        const planned = await this.plan(request, scope, viewer, productId, body, settings);
        if (planned.entries.length === 0) return { ...planned, zipped: null };
        return { ...planned, zipped: await this.zip(storageKey, planned.entries) };
      })
      .catch((error: unknown) => {
        if (error instanceof LimiterBusy)
          throw new AppError(
            429,
            'rate_limited',
            'Too many requests. Please wait a few minutes and try again.',
          );
        throw error;
      });
    const { entries, failedFileIds, zipped } = built;
    if (!zipped) return { failedFileIds, successCount: 0, fileUrl: null };
    failedFileIds.push(...zipped.failed);
    const included = entries.filter((e) => !zipped.failed.includes(e.fileId ?? e.itemUid));
    if (included.length === 0) {
      await this.ctx.storage.remove(storageKey);
      return { failedFileIds, successCount: 0, fileUrl: null };
    }

    const requester = await this.bindRequester(request, reply);
    const organisation = tenant.name;
    await this.dropExpired(scope);
    await insertBulkDownload(this.ctx.db, scope, {
      id,
      productId,
      storageKey,
      requester,
      fileName: `${organisation} documents.zip`,
      successCount: included.length,
      failedCount: failedFileIds.length,
      selectAllUsed: body.selectAllUsed,
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    const email = await actorEmail(request, viewer);
    await insertFileEvents(
      this.ctx.db,
      scope,
      included.flatMap((entry) =>
        entry.fileId
          ? [
              {
                fileId: entry.fileId,
                itemUid: entry.itemUid,
                productId,
                kind: 'download' as const,
                mode: viewer.mode,
                actorEmail: email,
                accessSource: 'bulk_download',
                ip: request.ip,
                userAgent: request.headers['user-agent'] ?? null,
              },
            ]
          : [],
      ),
    );
    const token = await this.ctx.tokens.sign(TOKEN_PURPOSE, id, { req: requester }, `${LINK_TTL_MS / 1000}s`);
    return {
      failedFileIds,
      successCount: included.length,
      fileUrl: `/api/share/${encodeURIComponent(tenant.slug)}/bulk-downloads/${id}?token=${encodeURIComponent(token)}`,
    };
  }

  /** Drops the organisation's expired zips, at most once a minute per organisation. */
  private async dropExpired(scope: OrgScope) {
    const now = Date.now();
    if ((this.lastSweep.get(scope.orgId) ?? 0) > now - 60_000) return;
    this.lastSweep.set(scope.orgId, now);
    await deleteExpiredBulkDownloads(this.ctx.db, scope, new Date(now), (key) =>
      this.ctx.storage.remove(key),
    );
  }

  /** Serves a finished zip to the requester it was made for, while its link lasts. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: ResolvedTenant,
    downloadId: string,
    token: string,
  ) {
    const verified = await this.ctx.tokens.verify(TOKEN_PURPOSE, token);
    const requester = await this.requesterOf(request);
    if (!verified || verified.subject !== downloadId || !requester || verified.claims.req !== requester)
      throw notFound();
    const row = await findBulkDownload(this.ctx.db, { orgId: tenant.id }, downloadId);
    if (!row || row.requester !== requester || row.expiresAt < new Date()) throw notFound();
    const body = await this.ctx.storage.read(row.storageKey).catch((error: unknown) => {
      throw error instanceof StorageKeyMissing ? notFound() : error;
    });
    return reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition('attachment', row.fileName))
      .send(body);
  }

  /** Decides each requested file: what goes in the zip, and which ids fail. */
  private async plan(
    request: FastifyRequest,
    scope: OrgScope,
    viewer: Viewer,
    productId: string,
    body: Body,
    settings: CustomizationSettings,
  ) {
    const downloadable = await listProductDownloadables(this.ctx.db, scope, productId);
    // A bridge letter is one entry per item, whatever fileId names it.
    const unique = [
      ...new Map(
        body.files.map((f) => [f.generated ? `letter:${f.itemUid}` : `${f.itemUid}:${f.fileId}`, f]),
      ).values(),
    ];
    // What the product can hold (with room for a few a stale page still shows, which just fail).
    const capacity = Math.max(downloadable.files.size + downloadable.letters.size, STALE_ALLOWANCE);
    if (unique.length > capacity) {
      const message = `Select at most ${capacity} documents`;
      throw new AppError(400, 'validation_error', message, { files: message });
    }
    const member = viewer.mode === 'AccountExternal' ? (await request.identity()).member : null;
    const name = uniqueNamer();
    const entries: ZipEntry[] = [];
    const failedFileIds: string[] = [];
    const known = [...requestedFiles(unique, downloadable, failedFileIds)];
    const resolved = await resolveFiles(
      this.ctx,
      scope,
      viewer,
      productId,
      known.filter((f) => !f.generated),
      settings,
    );
    for (const requested of known) {
      if (requested.generated) {
        const letter = await bridgeLetterPdf(this.ctx, scope, viewer, requested.itemUid, productId).catch(
          () => null,
        );
        if (letter)
          entries.push({
            name: name(letter.fileName),
            itemUid: requested.itemUid,
            open: async () => letter.pdf,
          });
        else failedFileIds.push(requested.fileId);
        continue;
      }
      const decided = resolved.get(`${requested.itemUid}:${requested.fileId}`);
      if (!decided?.allowed.download) {
        failedFileIds.push(requested.fileId);
        continue;
      }
      const { file } = decided;
      entries.push({
        name: name(file.originalName),
        fileId: file.id,
        itemUid: requested.itemUid,
        open: async () =>
          (await memberCopy(this.ctx, scope, file, member, request.ip)) ??
          this.ctx.storage.read(file.storageKey),
      });
    }
    return { entries, failedFileIds };
  }

  /**
   * Streams the zip into storage one entry at a time, so memory holds at most one document (a
   * stamped PDF) however large the zip. Documents missing from storage are failures, not errors.
   */
  private async zip(storageKey: string, entries: ZipEntry[]): Promise<{ failed: string[] }> {
    // Documents are mostly compressed already (PDF, images, Office): store them as they are.
    const { ZipArchive } = await import('archiver');
    const archive = new ZipArchive({ store: true });
    const stored = this.ctx.storage.putStream(storageKey, archive);
    // If storage gives up, the archive stops draining and would wait forever: fail with it instead.
    const storageFailed = new Promise<never>((_, reject) => void stored.catch(reject));
    const failed: string[] = [];
    const date = new Date();
    try {
      for (const entry of entries) {
        const source = await Promise.race([entry.open(), storageFailed]).catch((error: unknown) => {
          if (error instanceof StorageKeyMissing) return null;
          throw error;
        });
        if (!source) {
          failed.push(entry.fileId ?? entry.itemUid);
          continue;
        }
        const written = once(archive, 'entry');
        archive.append(source, { name: entry.name, date });
        await Promise.race([written, storageFailed]);
        // Let waiting page requests run between entries (stamping a PDF is CPU work).
        await nextTurn();
      }
      await Promise.race([archive.finalize(), storageFailed]);
      await stored;
    } catch (error) {
      archive.destroy();
      await stored.catch(() => undefined);
      await this.ctx.storage.remove(storageKey);
      throw error;
    }
    return { failed };
  }

  /** Who is asking, for binding the link: the member or staff user, else this browser (a cookie nonce); null if unknown. */
  private async requesterOf(request: FastifyRequest): Promise<string | null> {
    const { member, staff } = await request.identity();
    if (member) return `member:${member.memberId}`;
    if (staff) return `staff:${staff.userId}`;
    const nonce = request.cookies[VISITOR_COOKIE];
    return nonce && /^[0-9a-f-]{36}$/.test(nonce) ? `visitor:${nonce}` : null;
  }

  /** The requester, giving an anonymous browser its nonce cookie when it has none. */
  private async bindRequester(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const known = await this.requesterOf(request);
    if (known) return known;
    const nonce = randomUUID();
    reply.setCookie(VISITOR_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.config.env === 'production',
      path: '/api/share',
      maxAge: LINK_TTL_MS / 1000,
    });
    return `visitor:${nonce}`;
  }
}
