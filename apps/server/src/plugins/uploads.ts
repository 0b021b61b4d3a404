import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Multipart parsing for the routes that take uploads, registered inside their own plugins so every
 * other route keeps a lean request. The file part is read by the route as a stream, never buffered;
 * one file per request.
 */
export function acceptUploads(app: FastifyInstance, maxFileBytes: number, maxFieldBytes = 1000) {
  return app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: maxFieldBytes, fileSize: maxFileBytes },
  });
}

/** The request's one file part; a 400 naming `field` with `message` when the request carries none. */
export async function filePart(
  request: FastifyRequest,
  field: string,
  message: string,
): Promise<MultipartFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part) throw new AppError(400, 'validation_error', message, { [field]: message });
  return part;
}
