import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Conservative defaults on every answer; pages may be framed only by the same origin. A callback
 * hook, not an async one: it runs on every request and needs no promise.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(HEADERS);
    done(null, payload);
  });
});
