import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ICON_CONTENT_TYPES, ICON_MAX_BYTES } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';
import { insertFile } from '../documents/library-queries.js';

/**
 * A small portal image (card icon, certification logo): png, jpeg or svg by its bytes, at most
 * 1 MB. Stored as a file of the organisation; anything refused leaves nothing behind.
 */
export async function storeImageUpload(
  ctx: AppContext,
  scope: OrgScope,
  part: MultipartFile,
  { name, tooLarge, wrongType }: { name: string; tooLarge: string; wrongType: string },
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
  await insertFile(ctx.db, scope, {
    id,
    originalName: name,
    contentType,
    size: stored.size,
    sha256: stored.sha256,
    storageKey,
  });
  return id;
}
