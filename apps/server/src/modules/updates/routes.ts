import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { complianceUpdateQuerySchema, complianceUpdatesResponseSchema, errorEnvelopeSchema, orgParamsSchema } from '@trust/shared';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import { sendCachedJson } from '../../platform/response-cache.js';
import type { UpdatesService } from './service.js';

export const updatesRoutes: FastifyPluginAsyncZod<{ updates: UpdatesService }> = async (app, { updates }) => {
  app.addHook('preHandler', requireShareTenant);

  app.get('/api/share/:org/compliance-update', {
    schema: {
      tags: ['updates'],
      summary: 'Compliance update topics with their public updates',
      params: orgParamsSchema,
      querystring: complianceUpdateQuerySchema,
      response: { 200: complianceUpdatesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => sendCachedJson(request, reply, await updates.publicTopics(request.tenant, request.query)),
  });
};
