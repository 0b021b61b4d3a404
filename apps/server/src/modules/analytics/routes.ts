import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestIdParamsSchema,
  accountActivitySchema,
  analyticsBatchSchema,
  analyticsDashboardSchema,
  analyticsQuerySchema,
  orgParamsSchema,
  requesterJourneySchema,
} from '@trust/shared';
import { sendPrivateCsv } from '../../platform/csv-reply.js';
import { requireStaff } from '../../plugins/staff.js';
import type { AnalyticsDashboardService } from './dashboard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { AnalyticsIngest } from './ingest.js';

/** The portal's batched analytics events (sent with sendBeacon as the page hides). */
export const analyticsEventRoutes: FastifyPluginAsyncZod<{ ingest: AnalyticsIngest }> = async (
  app,
  { ingest },
) => {
  // The batch's JSON text is kept as well as parsed (for this route only: the parser is this
  // plugin's), so recording it need not serialise it again.
  const sentText = new WeakMap<object, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    sentText.set(request.raw, text);
    parseJson(request, text, done);
  });

  app.post('/api/share/:org/events', {
    schema: {
      tags: ['analytics'],
      summary: 'Record a batch of portal events (page views, card clicks, searches, documents, support)',
      params: orgParamsSchema,
      body: analyticsBatchSchema,
      response: { 202: z.null(), ...errorResponses, 429: errorResponses[404] },
    },
    preHandler: requireShareTenant,
    // A page sends a batch every few seconds at most: four times the per-address budget, a minute.
    config: { rateLimit: { max: 4 * app.ctx.config.rateLimits.perIp, timeWindow: '1 minute' } },
    // Not an async function: most batches are recorded without waiting for anything.
    handler: (request, reply) => {
      const accepted = () => void reply.status(202).send(null);
      const recording = ingest.record(request, request.tenant, request.body, sentText.get(request.raw));
      return recording ? recording.then(accepted) : accepted();
    },
  });
};

/** Staff with `analytics:view`: the dashboard, one account's activity, and the accounts as CSV. */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: AnalyticsDashboardService;
}> = async (app, { dashboard }) => {
  const staff = requireStaff('analytics:view');
  const scopeOf = (request: { staffOrg: { id: string } }) => ({ orgId: request.staffOrg.id });

  app.get('/api/analytics', {
    schema: {
      tags: ['analytics'],
      summary: 'Visitors, views, documents, requests, searches, the funnel and accounts over a period',
      querystring: analyticsQuerySchema,
      response: { 200: analyticsDashboardSchema, ...errorResponses },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.dashboard(scopeOf(request), request.query);
    },
  });

  app.get('/api/analytics/accounts.csv', {
    schema: {
      tags: ['analytics'],
      summary: 'Accounts with their document views, downloads and last visit, as CSV',
      querystring: analyticsQuerySchema,
      response: { 200: z.string(), ...errorResponses },
    },
    preHandler: staff,
    handler: async (request, reply) =>
      sendPrivateCsv(
        reply,
        'accounts-activity.csv',
        await dashboard.accountsCsv(scopeOf(request), request.query),
      ),
  });

  app.get('/api/analytics/accounts/:accountId', {
    schema: {
      tags: ['analytics'],
      summary: "What one account's members opened and downloaded, and when",
      params: z.object({ accountId: z.uuid() }),
      response: { 200: accountActivitySchema, ...errorResponses },
    },
    preHandler: staff,
    handler: async (request) => dashboard.account(scopeOf(request), request.params.accountId),
  });

  // Whoever reviews requests sees it too: it is what they decide with.
  app.get('/api/access/requests/:requestId/journey', {
    schema: {
      tags: ['analytics'],
      summary: 'What the requester looked at on the portal before asking (only with their analytics consent)',
      params: accessRequestIdParamsSchema,
      response: { 200: requesterJourneySchema, ...errorResponses },
    },
    preHandler: requireStaff('requests:manage', 'analytics:view'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard.journey(scopeOf(request), request.params.requestId);
    },
  });
};
