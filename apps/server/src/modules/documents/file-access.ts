import { createHash, randomBytes } from 'node:crypto';
import { isViewable, type CustomizationSettings } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { fileAccess, itemVisibility, type Viewer } from '../access/item-access.js';
import type { MemberIdentity } from '../../plugins/sessions/plugin.js';
import { findItemFiles, insertDocumentCopy } from './queries.js';
import { plainStampPdf, stampPdf } from './stamp.js';

export interface FileRef {
  fileId: string;
  itemUid: string;
  productId: string;
}

/**
 * A document as attached to one item of one product, with what this viewer may do with it; null
 * when any part of it is another organisation's, another item's, on another product, or on a card
 * or product the viewer does not see.
 */
export async function resolveFile(
  ctx: AppContext,
  scope: OrgScope,
  viewer: Viewer,
  ref: FileRef,
  settings: CustomizationSettings,
) {
  return (await resolveFiles(ctx, scope, viewer, ref.productId, [ref], settings)).get(refKey(ref)) ?? null;
}

const refKey = (ref: { itemUid: string; fileId: string }) => `${ref.itemUid}:${ref.fileId}`;

/** `resolveFile` for many documents of one product in one query, by `itemUid:fileId`. */
export async function resolveFiles(
  ctx: AppContext,
  scope: OrgScope,
  viewer: Viewer,
  productId: string,
  refs: { fileId: string; itemUid: string }[],
  settings: CustomizationSettings,
) {
  const resolved = new Map<string, NonNullable<ReturnType<typeof decide>>>();
  for (const found of await findItemFiles(ctx.db, scope, refs)) {
    const decision = decide(found, viewer, productId, settings);
    if (decision) resolved.set(refKey({ itemUid: found.item.uid, fileId: found.file.id }), decision);
  }
  return resolved;
}

/** The one decision for a found attachment. */
function decide(
  found: Awaited<ReturnType<typeof findItemFiles>>[number],
  viewer: Viewer,
  productId: string,
  settings: CustomizationSettings,
) {
  if (found.card.productId !== productId) return null;
  if (viewer.mode !== 'Main' && (found.card.hidden || !found.productShown)) return null;
  const { file } = found;
  const viewOnly = (file.documentAccessType ?? settings.documentAccessDefault) === 'view_only';
  const visibility = itemVisibility(found.item, viewer, settings.publicAccessLevel);
  const allowed = fileAccess(
    viewer,
    visibility,
    { isShared: file.isShared, contentType: file.contentType, viewOnly },
    isViewable(file.contentType),
  );
  return { file, allowed };
}

/** A copy id: 8 characters of Crockford's base32 (no I, L, O, U), easy to read out from a page. */
const COPY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCopyId = () => [...randomBytes(8)].map((b) => COPY_ALPHABET[b & 31]).join('');

/**
 * Account members get PDFs with a footer naming them and a copy id; the copy is recorded (its
 * digest, the original's and the recipient), so it verifies as theirs and a leaked one names its
 * source. Everyone else gets the stored bytes (null here).
 */
export async function memberCopy(
  ctx: AppContext,
  scope: OrgScope,
  file: { id: string; originalName: string; contentType: string; storageKey: string; sha256: string },
  member: Pick<MemberIdentity, 'email' | 'accountName'> | null,
  ip: string | null,
  now = new Date(),
): Promise<Buffer | null> {
  if (!member || file.contentType !== 'application/pdf') return null;
  const date = now.toISOString().slice(0, 10);
  const original = await ctx.storage.readAll(file.storageKey);
  const copyId = newCopyId();
  const stamp = `Downloaded by ${member.email} (${member.accountName}) on ${date} - copy ${copyId} - confidential`;
  // A stamp never blocks a download: a plainer one, else the original as uploaded.
  let copy: Buffer;
  try {
    copy = await stampPdf(original, stamp, copyId);
  } catch (error) {
    console.warn('could not stamp a PDF; trying a plain stamp', error);
    copy = (await plainStampPdf(original, stamp, copyId)) ?? original;
  }
  if (copy !== original)
    await insertDocumentCopy(ctx.db, scope, {
      copyId,
      fileId: file.id,
      fileName: file.originalName,
      originalSha256: file.sha256,
      sha256: createHash('sha256').update(copy).digest('hex'),
      recipientEmail: member.email,
      accountName: member.accountName,
      ip,
    });
  return copy;
}
