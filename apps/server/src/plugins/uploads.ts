import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart parsing for the routes that take uploads, registered inside their own plugins so every
 * other route keeps a lean request. The file part is read by the route as a stream, never buffered;
 * one file per request.
 */
export function acceptUploads(app: FastifyInstance, maxFileBytes: number) {
  return app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 1000, fileSize: maxFileBytes },
  });
}
