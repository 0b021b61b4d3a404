import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@trust/shared';
import { AppError } from './errors.js';

export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed.';

/** A NUL, or half of a surrogate pair: text no database column or mail header can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The first unsafe string in a parsed body, query or path, as a dotted path; null when all are fine. */
export function findUnsafeText(value: unknown, where = '', depth = 0): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? where || 'request' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const path = where ? `${where}.${key}` : key;
    if (isUnsafe(key)) return path;
    const found = findUnsafeText(child, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every route, before its zod schema: strings with NUL bytes or lone surrogates (in the body, the
 * query or the path) are refused with 400 in the error envelope rather than reaching PostgreSQL,
 * which would refuse them with a 500.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'query') ??
      findUnsafeText(request.body, 'body');
    if (!field) return done();
    done(new AppError(400, 'validation_error', ERROR_MESSAGES.validation, { [field]: UNSAFE_TEXT_MESSAGE }));
  });
});
