import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, signInBodySchema, staffMeSchema } from '@trust/shared';
import { limitByKey } from '../../plugins/key-rate-limit.js';
import type { StaffAccountService } from '../team/account.js';
import type { AuthService } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; account: StaffAccountService }> = async (
  app,
  { auth, account },
) => {
  app.post('/api/auth/sign-in', {
    schema: {
      tags: ['auth'],
      summary: 'Staff sign-in',
      body: signInBodySchema,
      response: {
        204: z.null(),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    // Per IP, and per email so one account cannot be guessed at from many addresses.
    preHandler: [
      app.rateLimit({
        max: app.ctx.config.rateLimits.perIp,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `sign-in:${request.ip}`,
      }),
      limitByKey(
        app.ctx.config.rateLimits.perEmail * 2,
        10 * 60_000,
        (request) => `sign-in:${(request.body as { email?: string }).email?.toLowerCase()}`,
      ),
    ],
    handler: async (request, reply) => {
      await account.signIn(reply, request.body);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/auth/sign-out', {
    schema: { tags: ['auth'], summary: 'Staff sign-out', response: { 204: z.null() } },
    handler: async (_request, reply) => {
      await reply.endSession('staff');
      return reply.status(204).send(null);
    },
  });

  app.get('/api/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in staff user and their organisations',
      response: { 200: z.object({ staff: staffMeSchema.nullable() }) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { staff: await auth.me(request) };
    },
  });
};
