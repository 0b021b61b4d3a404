import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byoidSecretSchema,
  byoidSessionBodySchema,
  byoidSessionResponseSchema,
  byoidSettingsSchema,
  orgParamsSchema,
} from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { ByoidService } from './service.js';

/** Signing in from the organisation's own app: the visitor's redemption and the administrators' secret. */
export const byoidRoutes: FastifyPluginAsyncZod<{ byoid: ByoidService }> = async (app, { byoid }) => {
  app.post('/api/share/:org/byoid/session', {
    schema: {
      tags: ['access'],
      summary: "Sign in with a token the organisation's own app signed (each token once)",
      params: orgParamsSchema,
      body: byoidSessionBodySchema,
      response: { 200: byoidSessionResponseSchema, ...errorResponses },
    },
    preHandler: requireShareTenant,
    config: { rateLimit: { max: app.ctx.config.rateLimits.perIp, timeWindow: '10 minutes' } },
    handler: async (request, reply) => ({
      redirect: await byoid.redeem(reply, request.tenant, request.body.token),
    }),
  });

  const admin = requireStaff('settings:manage');
  const scopeOf = (request: { staffOrg: { id: string } }) => ({ orgId: request.staffOrg.id });

  app.get('/api/settings/byoid', {
    schema: {
      tags: ['settings'],
      summary: "Whether signing in from the organisation's app is on, and since when its secret is",
      response: { 200: byoidSettingsSchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return byoid.settings(scopeOf(request));
    },
  });

  app.post('/api/settings/byoid/secret', {
    schema: {
      tags: ['settings'],
      summary: 'Make a new signing secret (the old one stops working at once); shown only in this answer',
      response: { 200: byoidSecretSchema, ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return byoid.rotate(scopeOf(request), staffActor(request));
    },
  });

  app.delete('/api/settings/byoid', {
    schema: {
      tags: ['settings'],
      summary: "Turn off signing in from the organisation's app (the secret is forgotten)",
      response: { 204: z.null(), ...errorResponses },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      await byoid.disable(scopeOf(request), staffActor(request));
      return reply.status(204).send(null);
    },
  });
};
