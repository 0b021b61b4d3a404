import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  hackeroneStatsSchema,
  orgParamsSchema,
  productQuerySchema,
  statuspageStatusSchema,
  type IntegrationProvider,
} from '@trust/shared';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../plugins/errors.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { IntegrationService } from './service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The integrations' live data on the portal: the last good answer kept by the refresh job, never
 * a call to the provider, so the portal does not wait on it. 404 when there is none (the widget
 * then shows nothing).
 */
export const integrationPublicRoutes: FastifyPluginAsyncZod<{ integrations: IntegrationService }> = async (
  app,
  { integrations },
) => {
  app.addHook('preHandler', requireShareTenant);
  const kept = async (request: FastifyRequest, productId: string, provider: IntegrationProvider) => {
    const live = await integrations.liveData({ orgId: request.tenant.id }, productId, provider);
    if (!live) throw notFound();
    return live;
  };

  app.get('/api/share/:org/hackerone', {
    schema: {
      tags: ['portal'],
      summary: 'HackerOne program statistics',
      params: orgParamsSchema,
      querystring: productQuerySchema,
      response: { 200: hackeroneStatsSchema, ...errors },
    },
    handler: async (request) =>
      hackeroneStatsSchema.parse((await kept(request, request.query.productId, 'hackerone')).data),
  });

  app.get('/api/share/:org/statuspageio', {
    schema: {
      tags: ['portal'],
      summary: "The status page's indicator and description",
      params: orgParamsSchema,
      querystring: productQuerySchema,
      response: { 200: statuspageStatusSchema, ...errors },
    },
    handler: async (request) => {
      const live = await kept(request, request.query.productId, 'statuspage');
      return statuspageStatusSchema.parse({ ...(live.data as object), showInCard: live.showInCard });
    },
  });
};
