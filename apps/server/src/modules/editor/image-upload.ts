import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ICON_CONTENT_TYPES, ICON_MAX_BYTES } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';
import { afterCommit } from '../../db/transactions.js';
import { insertFile } from '../documents/library-queries.js';
import { imageSize } from 'image-size';
import { deleteAssetFile } from './queries.js';

/**
 * A small portal image (card icon, certification logo): png, jpeg or svg by its bytes, at most
 * 1 MB. Stored as a file of the organisation; anything refused leaves nothing behind.
 */
export async function storeImageUpload(
  ctx: AppContext,
  scope: OrgScope,
  part: MultipartFile,
  {
    name,
    tooLarge,
    wrongType,
    minSide,
  }: {
    name: string;
    tooLarge: string;
    wrongType: string;
    /** Smallest width and height accepted (card icons: 20 px), with the message for smaller ones. */
    minSide?: { pixels: number; message: string };
  },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `${scope.orgId}/${id}`;
  const refuseSize = () => new AppError(413, 'file_too_large', tooLarge);
  const stored = await storeUpload(ctx.storage, storageKey, part.file, ICON_MAX_BYTES).catch(
    (error: unknown) => {
      throw error instanceof UploadTooLarge ? refuseSize() : error;
    },
  );
  const contentType = await sniffContentType(stored.head, part.filename);
  if (
    part.file.truncated ||
    !contentType ||
    !(ICON_CONTENT_TYPES as readonly string[]).includes(contentType)
  ) {
    await ctx.storage.remove(storageKey);
    throw part.file.truncated ? refuseSize() : new AppError(415, 'unsupported_file_type', wrongType);
  }
  if (minSide && !atLeast(stored.head, minSide.pixels)) {
    await ctx.storage.remove(storageKey);
    throw new AppError(400, 'image_too_small', minSide.message);
  }
  await insertFile(ctx.db, scope, {
    id,
    originalName: name,
    contentType,
    size: stored.size,
    sha256: stored.sha256,
    storageKey,
    purpose: 'asset',
  });
  return id;
}

/** Whether an image is at least `pixels` wide and high; one whose size cannot be read passes. */
function atLeast(head: Buffer, pixels: number): boolean {
  try {
    const { width, height } = imageSize(head);
    return width === undefined || height === undefined || (width >= pixels && height >= pixels);
  } catch {
    return true;
  }
}

/**
 * Drops the file a portal image no longer uses (replaced, or reset to the default): its row now,
 * its bytes once the change commits, so nothing of it lingers in the document library.
 */
export async function discardAssetFile(ctx: AppContext, scope: OrgScope, fileId: string | null) {
  if (!fileId) return;
  const storageKey = await deleteAssetFile(ctx.db, scope, fileId);
  if (storageKey) await afterCommit(() => ctx.storage.remove(storageKey).catch(() => undefined));
}
