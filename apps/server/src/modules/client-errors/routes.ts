import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorReportSchema, errorEnvelopeSchema } from '@trust/shared';

/**
 * Errors the browser met (a page that failed to render, an unhandled rejection, a request the
 * code could not explain) reach the server log, where operators look. Same-origin only, like every
 * POST; rate limited per address so a broken page cannot flood the log.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-errors',
    {
      schema: {
        tags: ['health'],
        summary: 'Report an error the web app met, for the server log',
        body: clientErrorReportSchema,
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.log.error(
        { clientError: request.body },
        `browser: ${request.body.kind}: ${request.body.message}`,
      );
      return reply.status(204).send(null);
    },
  );
};
