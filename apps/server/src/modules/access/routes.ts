import { contentDisposition } from '../../platform/content-disposition.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptNdaBodySchema,
  accessRequestBodySchema,
  accessRequestResponseSchema,
  ndaStatusSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  loginParamsSchema,
  loginResponseSchema,
  extendAccessBodySchema,
  extendAccessParamsSchema,
  extendAccessResponseSchema,
  inviteColleagueBodySchema,
  inviteColleagueResponseSchema,
  inviteParamsSchema,
  magicLinkQuerySchema,
  orgParamsSchema,
  pendingRequestParamsSchema,
  pendingRequestResponseSchema,
  shareMeResponseSchema,
} from '@trust/shared';
import { AppError } from '../../plugins/errors.js';
import { limitByKey } from '../../plugins/key-rate-limit.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { AccessService } from './service.js';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export const accessRoutes: FastifyPluginAsyncZod<{ access: AccessService }> = async (app, { access }) => {
  /** Per IP, then per email: the request, login and invite forms are what abuse would hammer. */
  const { perIp, perEmail } = app.ctx.config.rateLimits;
  const limits = [
    app.rateLimit({ max: perIp, timeWindow: '10 minutes', keyGenerator: (request) => `ip:${request.ip}` }),
    limitByKey(perEmail, 10 * 60_000, (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email ? email.trim().toLowerCase() : null;
    }),
  ];

  app.post('/api/share/:org/access/request', {
    schema: {
      tags: ['access'],
      summary: 'Ask for access to the trust centre',
      params: orgParamsSchema,
      body: accessRequestBodySchema,
      response: { 200: accessRequestResponseSchema, ...errors },
    },
    preHandler: [requireShareTenant, ...limits],
    handler: async (request) => access.requestAccess(request, request.tenant, request.body),
  });

  app.get('/api/share/:org/access/request/:requestId', {
    schema: {
      tags: ['access'],
      summary: 'Whether an access request this browser sent still waits for review',
      params: pendingRequestParamsSchema,
      response: { 200: pendingRequestResponseSchema, ...errors },
    },
    preHandler: [requireShareTenant],
    handler: async (request) => access.requestStatus(request.tenant, request.params.requestId),
  });

  app.post('/api/share/:org/products/:productId/login', {
    schema: {
      tags: ['access'],
      summary: 'Email a one-time sign-in link to an account member',
      params: loginParamsSchema,
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    preHandler: [requireShareTenant, ...limits],
    handler: async (request) => {
      if (request.body.productId !== request.params.productId)
        throw new AppError(400, 'validation_error', 'The product does not match.', {
          productId: 'The product does not match.',
        });
      return access.requestLogin(request, request.tenant, request.params.productId, request.body.email);
    },
  });

  app.get('/api/share/:org/auth/link', {
    schema: {
      tags: ['access'],
      summary: 'Follow a one-time sign-in link: signs the member in and returns to the portal',
      params: orgParamsSchema,
      querystring: magicLinkQuerySchema,
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) =>
      reply.redirect(await access.followLoginLink(request, reply, request.tenant, request.query.token), 303),
  });

  app.get('/api/share/:org/me', {
    schema: {
      tags: ['access'],
      summary: 'The signed-in account member of this organisation, if any',
      params: orgParamsSchema,
      response: { 200: shareMeResponseSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { member: await access.currentMember(request, request.tenant) };
    },
  });

  app.post('/api/share/:org/me/welcome', {
    schema: {
      tags: ['access'],
      summary: 'Record that the member has seen the welcome',
      params: orgParamsSchema,
      response: { 204: z.null(), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      await access.markWelcomed(request, request.tenant);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/statuspage/share/:accountId/external/invite-colleague', {
    schema: {
      tags: ['access'],
      summary: 'A signed-in member invites colleagues to their account',
      params: inviteParamsSchema,
      body: inviteColleagueBodySchema,
      response: { 200: inviteColleagueResponseSchema, 401: errorEnvelopeSchema, ...errors },
    },
    preHandler: limits,
    handler: async (request) => access.inviteColleagues(request, request.params.accountId, request.body),
  });

  app.post('/api/statuspage/share/:id/external/extend-access', {
    schema: {
      tags: ['access'],
      summary: 'A member whose access expired asks for more time ({id}: the organisation)',
      params: extendAccessParamsSchema,
      body: extendAccessBodySchema,
      response: { 200: extendAccessResponseSchema, ...errors },
    },
    preHandler: limits,
    handler: async (request) => ({
      result: await access.extendAccess(request, request.params.id, request.body.email),
    }),
  });

  app.get('/api/share/:org/nda', {
    schema: {
      tags: ['access'],
      summary: 'The NDA and whether the signed-in member has accepted it',
      params: orgParamsSchema,
      response: { 200: ndaStatusSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return access.ndaStatus(request, request.tenant);
    },
  });

  app.get('/api/share/:org/nda/document', {
    schema: {
      tags: ['access'],
      summary: 'The uploaded NDA (PDF), for a signed-in member to read before accepting',
      params: orgParamsSchema,
      response: { 200: z.any().describe('PDF'), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      const { name, data } = await access.ndaDocument(request, request.tenant);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('inline', name))
        .send(data);
    },
  });

  app.post('/api/share/:org/nda/accept', {
    schema: {
      tags: ['access'],
      summary: 'The signed-in member accepts the click-wrap NDA',
      params: orgParamsSchema,
      body: acceptNdaBodySchema,
      response: { 204: z.null(), 401: errorEnvelopeSchema, ...errors },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      await access.acceptNda(request, request.tenant, request.body.name);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/share/:org/download-signed-clickwrap-nda', {
    schema: {
      tags: ['access'],
      summary: 'The signed NDA as a PDF',
      params: orgParamsSchema,
      response: { 200: z.any().describe('PDF'), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      const { fileName, pdf } = await access.signedNda(request, request.tenant);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(pdf);
    },
  });

  app.post('/api/statuspage/share/auth/logout', {
    schema: { tags: ['access'], summary: 'Sign the account member out', response: { 204: z.null() } },
    handler: async (_request, reply) => {
      await reply.endSession('member');
      return reply.status(204).send(null);
    },
  });
};
