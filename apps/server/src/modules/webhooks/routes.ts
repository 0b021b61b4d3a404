import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhooksResponseSchema,
} from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { WebhookService } from './service.js';

/** Administrators: signed webhook endpoints and their deliveries (Standard Webhooks). */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookService }> = async (
  app,
  { webhooks },
) => {
  const admin = requireStaff('settings:manage');
  const scopeOf = (request: { staffOrg: { id: string } }) => ({ orgId: request.staffOrg.id });

  app.get('/api/webhooks', {
    schema: {
      tags: ['webhooks'],
      summary: 'Endpoints and the latest deliveries with their outcome',
      response: { 200: webhooksResponseSchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return webhooks.list(scopeOf(request));
    },
  });

  app.post('/api/webhooks', {
    schema: {
      tags: ['webhooks'],
      summary: 'Add an endpoint; the answer carries its signing secret, shown only this once',
      body: webhookEndpointInputSchema,
      response: { 201: createdWebhookEndpointSchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await webhooks.create(scopeOf(request), staffActor(request), request.body)),
  });

  app.patch('/api/webhooks/:endpointId', {
    schema: {
      tags: ['webhooks'],
      summary: 'Turn an endpoint on or off, or change its events',
      params: webhookEndpointParamsSchema,
      body: webhookEndpointUpdateSchema,
      response: { 200: webhookEndpointSchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request) =>
      webhooks.update(scopeOf(request), staffActor(request), request.params.endpointId, request.body),
  });

  app.delete('/api/webhooks/:endpointId', {
    schema: {
      tags: ['webhooks'],
      summary: 'Remove an endpoint and its deliveries',
      params: webhookEndpointParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      await webhooks.remove(scopeOf(request), staffActor(request), request.params.endpointId);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/webhooks/deliveries/:deliveryId/redeliver', {
    schema: {
      tags: ['webhooks'],
      summary: 'Send a delivery again, with the same Webhook-Id',
      params: webhookDeliveryParamsSchema,
      response: { 200: webhookDeliverySchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request) => webhooks.redeliver(scopeOf(request), request.params.deliveryId),
  });
};
