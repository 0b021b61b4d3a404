import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ssoSettingsBodySchema, ssoSettingsSchema } from '@trust/shared';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { unscopedFindOrgByKey } from '../../plugins/tenant/queries.js';
import { SsoFailure, type SsoService } from './sso.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Single sign-on: its settings (administrators) and the browser's round trip to the provider. */
export const ssoRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  const { appUrl } = app.ctx.config;
  const admin = requireStaff('settings:manage');
  const failed = (code: string) => `${appUrl}/sign-in?ssoError=${code}`;
  const perIp = app.rateLimit({
    max: app.ctx.config.rateLimits.perIp,
    timeWindow: '10 minutes',
    keyGenerator: (request) => `sso:${request.ip}`,
  });

  app.get(
    '/api/settings/sso',
    {
      schema: {
        tags: ['settings'],
        summary: 'The OpenID Connect provider for staff sign-in',
        response: { 200: ssoSettingsSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sso.settings({ orgId: request.staffOrg.id });
    },
  );

  app.put(
    '/api/settings/sso',
    {
      schema: {
        tags: ['settings'],
        summary: 'Set the provider (issuer, client id and secret) and just-in-time sign-up',
        body: ssoSettingsBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await sso.save({ orgId: request.staffOrg.id }, staffActor(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/sso/start',
    {
      schema: {
        tags: ['auth'],
        summary: "Start staff sign-in at the organisation's identity provider (a redirect)",
        querystring: z.object({ org: z.string().max(200) }),
        response: { 302: z.null(), ...errors },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      const org = await unscopedFindOrgByKey(app.ctx.db, request.query.org.trim().toLowerCase());
      if (!org) return reply.redirect(failed('unavailable'));
      try {
        return reply.redirect(await sso.start(reply, { orgId: org.id }));
      } catch (error) {
        if (error instanceof SsoFailure) return reply.redirect(failed(error.code));
        throw error;
      }
    },
  );

  app.get(
    '/api/auth/sso/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the identity provider sends the browser back; signs in and opens the staff app',
        response: { 302: z.null(), ...errors },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      try {
        await sso.callback(request, reply);
        return reply.redirect(`${appUrl}/app`);
      } catch (error) {
        if (error instanceof SsoFailure) return reply.redirect(failed(error.code));
        throw error;
      }
    },
  );
};
