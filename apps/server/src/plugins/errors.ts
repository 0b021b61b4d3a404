import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorEnvelope } from '@trust/shared';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';

/** Seconds a client is asked to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** An error a user may see: its code and message go into the envelope as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = ERROR_MESSAGES.notFound) =>
  new AppError(404, 'not_found', message);

export const envelope = (code: string, message: string, fields?: Record<string, string>): ErrorEnvelope => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** One central error handler: every failure leaves as `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        fields[where] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send(envelope('validation_error', ERROR_MESSAGES.validation, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(envelope('internal_error', ERROR_MESSAGES.generic));
    }
    if (isUnstorableText(error)) {
      // A safety net behind the input guard: text PostgreSQL cannot store is the client's fault.
      return reply.status(400).send(envelope('validation_error', ERROR_MESSAGES.validation));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(envelope('service_unavailable', ERROR_MESSAGES.unavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(envelope('internal_error', ERROR_MESSAGES.generic));
    }
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type): keep the status, name it.
    const code =
      status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return reply.status(status).send(envelope(code, error.message));
  });
});
