import { createHash } from 'node:crypto';
import { copyIdSchema, type IssuedCopy, type LeakLookupResult } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { pdfText } from '../../platform/pdf-extract.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import * as q from './queries.js';

type CopyRow = NonNullable<Awaited<ReturnType<typeof q.copyById>>>;

const toIssued = (copy: CopyRow): IssuedCopy => ({
  copyId: copy.copyId,
  fileName: copy.fileName,
  recipientEmail: copy.recipientEmail,
  accountName: copy.accountName,
  issuedAt: copy.createdAt.toISOString(),
  ip: copy.ip,
});

/** The copy id a stamped PDF carries: in its keywords (`copy:ID`), else in the footer's text. */
async function copyIdsIn(bytes: Buffer): Promise<{ id: string; foundBy: 'metadata' | 'text' } | null> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  const { PDFDocument } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const keyword = /copy:([0-9A-Z]{8})/.exec(pdf.getKeywords() ?? '')?.[1];
    if (keyword) return { id: keyword, foundBy: 'metadata' };
  } catch {
    // Not readable by pdf-lib: the text may still be.
  }
  const text = await pdfText(bytes).catch(() => '');
  const printed = /\bcopy ([0-9A-HJKMNP-TV-Z]{8})\b/.exec(text)?.[1];
  return printed ? { id: printed, foundBy: 'text' } : null;
}

/**
 * Who received a copy that leaked: found by the file's digest (the copy as we sent it), else by
 * the copy id it carries (a copy re-saved or cut down), or by an id staff type from its footer.
 * Every lookup is recorded.
 */
export class LeakLookup {
  constructor(private readonly ctx: AppContext) {}

  async byFile(scope: OrgScope, actor: Actor, bytes: Buffer): Promise<LeakLookupResult> {
    const digest = createHash('sha256').update(bytes).digest('hex');
    let result: LeakLookupResult;
    const exact = await q.copyByDigest(this.ctx.db, scope, digest);
    if (exact) result = { foundBy: 'digest', copy: toIssued(exact), originalTitle: null };
    else {
      const carried = await copyIdsIn(bytes);
      const copy = carried && (await q.copyById(this.ctx.db, scope, carried.id));
      if (copy && carried) result = { foundBy: carried.foundBy, copy: toIssued(copy), originalTitle: null };
      else {
        const original = await q.versionByDigest(this.ctx.db, scope, digest);
        result = { foundBy: 'none', copy: null, originalTitle: original?.title ?? null };
      }
    }
    await this.record(scope, actor, { sha256: digest }, result);
    return result;
  }

  async byId(scope: OrgScope, actor: Actor, copyId: string): Promise<LeakLookupResult> {
    const copy = await q.copyById(this.ctx.db, scope, copyIdSchema.parse(copyId));
    const result: LeakLookupResult = copy
      ? { foundBy: 'id', copy: toIssued(copy), originalTitle: null }
      : { foundBy: 'none', copy: null, originalTitle: null };
    await this.record(scope, actor, { copyId }, result);
    return result;
  }

  private async record(scope: OrgScope, actor: Actor, asked: object, result: LeakLookupResult) {
    await recordEvent(this.ctx, scope, actor, {
      action: 'leak.lookup',
      target: result.copy ? `copy:${result.copy.copyId}` : 'copy:unknown',
      before: asked,
      after: result.copy ? { recipient: result.copy.recipientEmail, file: result.copy.fileName } : null,
    });
  }
}
