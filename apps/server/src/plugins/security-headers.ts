import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Conservative defaults on every answer; pages may be framed only by the same origin. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
});
