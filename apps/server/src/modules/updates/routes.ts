import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complianceUpdateQuerySchema,
  complianceUpdatesResponseSchema,
  errorEnvelopeSchema,
  feedQuerySchema,
  orgParamsSchema,
  subscribeBodySchema,
  tokenQuerySchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  viewQuerySchema,
} from '@trust/shared';
import { limitByKey } from '../../plugins/key-rate-limit.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import { sendCachedJson } from '../../platform/response-cache.js';
import type { AccessService } from '../access/service.js';
import { portalLinks } from '../access/portal-links.js';
import { updatesFeed } from './feeds.js';
import type { UpdatesService } from './service.js';
import type { SubscriptionService } from './subscriptions.js';

interface Options {
  updates: UpdatesService;
  subscriptions: SubscriptionService;
  access: AccessService;
}

/** Visitors: update topics, feeds, and subscribing with double opt-in. */
export const updatesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { updates, subscriptions, access },
) => {
  app.addHook('preHandler', requireShareTenant);
  const { perIp, perEmail } = app.ctx.config.rateLimits;

  app.get('/api/share/:org/compliance-update', {
    schema: {
      tags: ['updates'],
      summary: 'Compliance update topics with their updates (private ones for signed-in account members)',
      params: orgParamsSchema,
      querystring: complianceUpdateQuerySchema.extend(viewQuerySchema.shape),
      response: { 200: complianceUpdatesResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      return sendCachedJson(
        request,
        reply,
        await updates.topicsFor(request.tenant, request.query, viewer),
        viewer.mode !== 'Public',
      );
    },
  });

  for (const [extension, type] of [
    ['atom', 'application/atom+xml'],
    ['json', 'application/feed+json'],
  ] as const) {
    app.get(`/api/share/:org/updates.${extension}`, {
      schema: {
        tags: ['updates'],
        summary: `Public updates as ${extension === 'atom' ? 'an Atom feed' : 'a JSON Feed'}, optionally of one product`,
        params: orgParamsSchema,
        querystring: feedQuerySchema,
        response: { 200: z.any().describe(type), 404: errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const feed = await updatesFeed(app.ctx, request.tenant, request.query.product);
        return reply
          .type(`${type}; charset=utf-8`)
          .header('cache-control', 'public, max-age=300')
          .send(extension === 'atom' ? feed.atom() : feed.json());
      },
    });
  }

  app.post('/api/share/:org/subscribe', {
    schema: {
      tags: ['updates'],
      summary: 'Subscribe to updates: mails a confirmation link (double opt-in)',
      params: orgParamsSchema,
      body: subscribeBodySchema,
      response: {
        204: z.null(),
        400: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    preHandler: [
      app.rateLimit({
        max: perIp,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `subscribe-ip:${request.ip}`,
      }),
      limitByKey(perEmail, 10 * 60_000, (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && email ? `subscribe:${email.trim().toLowerCase()}` : null;
      }),
    ],
    handler: async (request, reply) => {
      await subscriptions.subscribe(request, request.tenant, request.body);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/share/:org/subscribe/confirm', {
    schema: {
      tags: ['updates'],
      summary: 'The emailed confirmation link: confirms, then opens the portal with ?subscribeStatus=',
      params: orgParamsSchema,
      querystring: tokenQuerySchema,
      response: { 303: z.null() },
    },
    handler: async (request, reply) => {
      const status = await subscriptions.confirm(request.tenant, request.query.token);
      return reply.redirect(
        `${portalLinks(app.ctx.config, request.tenant).portal}?subscribeStatus=${status}`,
        303,
      );
    },
  });

  app.post('/api/share/:org/unsubscribe', {
    schema: {
      tags: ['updates'],
      summary: 'Unsubscribe with the token from an update email',
      params: orgParamsSchema,
      body: unsubscribeBodySchema,
      response: { 200: unsubscribeResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request) => subscriptions.unsubscribe(request.tenant, request.body.token),
  });

  // RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' (form-encoded) to the List-Unsubscribe URI.
  await app.register(async (plain) => {
    const oneClick = plain.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    oneClick.post('/api/share/:org/unsubscribe/one-click', {
      schema: {
        tags: ['updates'],
        summary: 'One-click unsubscribe (RFC 8058) for mail clients',
        params: orgParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: z.string(), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const { email } = await subscriptions.unsubscribe(request.tenant, request.query.token);
        return reply.type('text/plain; charset=utf-8').send(`${email} is unsubscribed.`);
      },
    });
  });
};
