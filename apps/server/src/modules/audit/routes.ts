import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityResponseSchema, auditQuerySchema } from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff } from '../../plugins/staff.js';
import { sendPrivateCsv } from '../../platform/csv-reply.js';
import type { ActivityLog } from './activity.js';

/** The Activity page and its export, for editors and administrators. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityLog }> = async (app, { activity }) => {
  const staff = requireStaff('statuspage:edit', 'settings:manage');

  app.get('/api/activity', {
    schema: {
      tags: ['audit'],
      summary: 'Every staff action and access event, newest first, by actor, kind and days',
      querystring: auditQuerySchema,
      response: { 200: activityResponseSchema, ...errorResponses },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return activity.list({ orgId: request.staffOrg.id }, request.query);
    },
  });

  app.get('/api/activity.csv', {
    schema: {
      tags: ['audit'],
      summary: 'The same entries as CSV (sentences, kinds and changes)',
      querystring: auditQuerySchema,
      response: { 200: z.string(), ...errorResponses },
    },
    preHandler: staff,
    handler: async (request, reply) =>
      sendPrivateCsv(
        reply,
        'activity.csv',
        await activity.csv({ orgId: request.staffOrg.id }, request.query),
      ),
  });
};
