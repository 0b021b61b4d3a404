import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { ERROR_MESSAGES, sanitizeFileName, UPLOAD_MESSAGES } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import { sniffContentType } from '../../platform/sniff.js';
import { storeUpload, UploadTooLarge } from '../../platform/upload-stream.js';

export interface CheckedUpload {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Multipart field values, flattened for the shared schema (files among them are ignored). */
function fieldValues(part: MultipartFile): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field') values[name] = first.value;
  }
  return values;
}

/** The text fields sent before the file, checked with the shared schema; the file is drained on refusal. */
export function uploadFields<S extends z.ZodType>(part: MultipartFile, schema: S): z.infer<S> {
  const fields = schema.safeParse(fieldValues(part));
  if (fields.success) return fields.data;
  part.file.resume();
  const messages = Object.fromEntries(
    fields.error.issues.map((i) => [i.path.join('.') || 'request', i.message]),
  );
  throw new AppError(400, 'validation_error', ERROR_MESSAGES.validation, messages);
}

/**
 * The one path every uploaded file takes: streamed into storage under `storageKey` with the size
 * limit, hashed, and typed from its bytes. A refused file (too large, empty, or of a type not in
 * `allowed`) leaves nothing stored.
 */
export async function receiveUpload(
  ctx: Pick<AppContext, 'storage' | 'config'>,
  storageKey: string,
  part: MultipartFile,
  allowed: readonly string[],
  unsupportedMessage: string = UPLOAD_MESSAGES.unsupportedType,
): Promise<CheckedUpload> {
  const maxBytes = ctx.config.uploadMaxBytes;
  const tooLarge = () => new AppError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
  const stored = await storeUpload(ctx.storage, storageKey, part.file, maxBytes).catch((error: unknown) => {
    throw error instanceof UploadTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? tooLarge()
      : error;
  });
  const refuse = async (error: AppError) => {
    await ctx.storage.remove(storageKey);
    return error;
  };
  // The multipart parser stops at the limit and marks the stream truncated rather than failing it.
  if (part.file.truncated) throw await refuse(tooLarge());
  const name = sanitizeFileName(part.filename);
  const contentType = await sniffContentType(stored.head, name);
  if (!contentType || !allowed.includes(contentType))
    throw await refuse(new AppError(415, 'unsupported_file_type', unsupportedMessage));
  if (stored.size === 0) throw await refuse(new AppError(400, 'empty_file', UPLOAD_MESSAGES.noFile));
  return { name, contentType, size: stored.size, sha256: stored.sha256, storageKey };
}
