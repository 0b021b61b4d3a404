import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  hackeroneConnectBodySchema,
  hackeroneStatsSchema,
  integrationParamsSchema,
  integrationStatesSchema,
  productQuerySchema,
  sscGradeSchema,
  sscParamsSchema,
  SSC_ERROR_MESSAGES,
  statuspageConnectBodySchema,
  statuspageLinkParamsSchema,
} from '@trust/shared';
import type { IntegrationSettings } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { IntegrationService } from './service.js';
import { scorecardGrade } from './security-scorecard.js';

const errors = errorResponses;
const statuspageDataSchema = z.object({ indicator: z.string(), description: z.string() });

/** Connecting live-data providers, and the Security Scorecard grade editors ask for (editor spec section 7). */
export const integrationRoutes: FastifyPluginAsyncZod<{
  settings: IntegrationSettings;
  integrations: IntegrationService;
}> = async (app, { settings, integrations }) => {
  const staff = requireStaff('statuspage:edit');
  const who = (request: Parameters<typeof staffActor>[0]) => ({
    scope: { orgId: request.staffOrg.id },
    actor: staffActor(request),
  });

  app.get('/api/integrations', {
    schema: {
      tags: ['editor'],
      summary: "A product's integrations: connected or not, the kept answer's age, the last failure",
      querystring: productQuerySchema,
      response: { 200: integrationStatesSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => ({
      integrations: await integrations.states(who(request).scope, request.query.productId),
    }),
  });

  app.post('/api/integrations/hackerone/connect', {
    schema: {
      tags: ['editor'],
      summary: 'Connect a HackerOne program by its link ({host}/{handle})',
      body: hackeroneConnectBodySchema,
      response: { 200: hackeroneStatsSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => {
      const { scope, actor } = who(request);
      const { productId, page } = request.body;
      return hackeroneStatsSchema.parse(
        await integrations.connect(scope, actor, {
          productId,
          provider: 'hackerone',
          link: page,
          showInCard: true,
        }),
      );
    },
  });

  app.get('/api/integrations/statuspageio/:link', {
    schema: {
      tags: ['editor'],
      summary: 'Read a status page (the link, URL-encoded) before connecting it',
      params: statuspageLinkParamsSchema,
      response: { 200: statuspageDataSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) =>
      statuspageDataSchema.parse(
        await integrations.preview(who(request).scope, 'statuspage', request.params.link),
      ),
  });

  app.post('/api/integrations/statuspageio/connect', {
    schema: {
      tags: ['editor'],
      summary: 'Connect a Statuspage page; showInCard puts its indicator on the card',
      body: statuspageConnectBodySchema,
      response: { 200: statuspageDataSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => {
      const { scope, actor } = who(request);
      const { productId, link, showInCard } = request.body;
      return statuspageDataSchema.parse(
        await integrations.connect(scope, actor, { productId, provider: 'statuspage', link, showInCard }),
      );
    },
  });

  app.delete('/api/integrations/:provider', {
    schema: {
      tags: ['editor'],
      summary: 'Disconnect an integration (its kept data goes too)',
      params: integrationParamsSchema,
      querystring: productQuerySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      await integrations.disconnect(scope, actor, request.query.productId, request.params.provider);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/integrations/ssc/:domain', {
    schema: {
      tags: ['editor'],
      summary: "'Get Grade': the domain's Security Scorecard letter grade",
      params: sscParamsSchema,
      response: {
        200: sscGradeSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        502: errorEnvelopeSchema,
      },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request) => {
      const answer = await scorecardGrade(settings, request.params.domain);
      if ('grade' in answer) return answer;
      // Each code belongs to the domain field (editor spec section 8).
      const message = SSC_ERROR_MESSAGES[answer.error];
      throw new AppError(answer.error === 'bad_network' ? 502 : 400, answer.error, message, { url: message });
    },
  });
};
