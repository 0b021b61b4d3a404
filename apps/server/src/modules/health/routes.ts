import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@trust/shared';
import type { Readiness } from './readiness.js';

/**
 * For load balancers and orchestrators. `/healthz`: the process is up and serving. `/readyz`: it
 * can do its work (database reachable, migrations applied, job queue running); 503 otherwise.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: healthSchema } }, config: { rateLimit: false } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const report = await readiness.check();
      reply.header('cache-control', 'no-store');
      return reply.status(report.status === 'ready' ? 200 : 503).send(report);
    },
  );
};
