import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  partnerFileParamsSchema,
  partnerFileQuerySchema,
  partnerInputSchema,
  partnerListSchema,
  partnerParamsSchema,
  partnerSchema,
  partnerTrustDataSchema,
  tprmTokenParamsSchema,
  tprmTokenResponseSchema,
} from '@trust/shared';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { PartnersService } from './partners-service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** TPRM partners: staff list them, members issue tokens, partners redeem them. */
export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnersService }> = async (
  app,
  { partners },
) => {
  const staff = requireStaff('settings:manage');
  // Guessing tokens is hopeless (signed), but each try costs a verification: keep scripts slow.
  const partnerLimit = app.rateLimit({
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request) => `partner:${request.ip}`,
  });

  app.get('/api/partners', {
    schema: {
      tags: ['partners'],
      summary: 'The TPRM tools members may send trust data to',
      response: { 200: partnerListSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => ({ partners: await partners.list({ orgId: request.staffOrg.id }) }),
  });

  app.post('/api/partners', {
    schema: {
      tags: ['partners'],
      summary: 'Add a TPRM tool',
      body: partnerInputSchema,
      response: { 201: partnerSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await partners.add({ orgId: request.staffOrg.id }, staffActor(request), request.body)),
  });

  app.delete('/api/partners/:id', {
    schema: {
      tags: ['partners'],
      summary: 'Remove a TPRM tool; its unused tokens stop working',
      params: partnerParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      await partners.remove({ orgId: request.staffOrg.id }, staffActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/statuspage/share/:accountId/external/:partnerId/jwt/', {
    schema: {
      tags: ['partners'],
      summary: `A signed-in member issues a one-time token for a TPRM tool (24 hours, redeemable once)`,
      params: tprmTokenParamsSchema,
      response: { 200: tprmTokenResponseSchema, ...errors },
    },
    preHandler: partnerLimit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return partners.issueToken(request, request.params.accountId, request.params.partnerId);
    },
  });

  app.get('/api/partner/v1/trust-data', {
    schema: {
      tags: ['partners'],
      summary: "A TPRM tool reads, once per token, what the member's account may see",
      response: { 200: partnerTrustDataSchema, ...errors },
    },
    preHandler: partnerLimit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return partners.trustData(request);
    },
  });

  app.get('/api/partner/v1/files/:fileId', {
    schema: {
      tags: ['partners'],
      summary: 'A document link from the trust data, valid while its token lives',
      params: partnerFileParamsSchema,
      querystring: partnerFileQuerySchema,
    },
    preHandler: partnerLimit,
    handler: (request, reply) => partners.sendFile(request, reply, request.params.fileId, request.query.link),
  });
};
