import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestIdParamsSchema,
  declineAccessRequestBodySchema,
  accessRequestListQuerySchema,
  accessRequestSummarySchema,
  accountsOverviewSchema,
  approveAccessRequestBodySchema,
} from '@trust/shared';
import { requireStaff } from '../../plugins/staff.js';
import type { ReviewService } from './review-service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses;

/** Staff: the access request queue and the accounts it fills. */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService }> = async (app, { review }) => {
  app.get('/api/access/requests', {
    schema: {
      tags: ['access review'],
      summary: 'Access requests by status',
      querystring: accessRequestListQuerySchema,
      response: { 200: z.object({ requests: z.array(accessRequestSummarySchema) }), ...errors },
    },
    preHandler: requireStaff('requests:manage'),
    handler: async (request) => ({ requests: await review.list(request.staffOrg, request.query.status) }),
  });

  app.post('/api/access/requests/:requestId/approve', {
    schema: {
      tags: ['access review'],
      summary: 'Approve a request into an account with a permission profile',
      params: accessRequestIdParamsSchema,
      body: approveAccessRequestBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: requireStaff('requests:manage'),
    handler: async (request, reply) => {
      await review.approve(request.staffOrg, request.params.requestId, request.body);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/access/requests/:requestId/decline', {
    schema: {
      tags: ['access review'],
      summary: 'Decline a request, optionally with a note to the requester',
      params: accessRequestIdParamsSchema,
      body: declineAccessRequestBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: requireStaff('requests:manage'),
    handler: async (request, reply) => {
      await review.decline(request.staffOrg, request.params.requestId, request.body.message);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/access/requests/:requestId/reopen', {
    schema: {
      tags: ['access review'],
      summary: 'Undo a decline: the request waits for review again',
      params: accessRequestIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: requireStaff('requests:manage'),
    handler: async (request, reply) => {
      await review.reopen(request.staffOrg, request.params.requestId);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/accounts', {
    schema: {
      tags: ['access review'],
      summary: 'Accounts with their members, and the permission profiles',
      response: { 200: accountsOverviewSchema, ...errors },
    },
    preHandler: requireStaff('requests:manage', 'accounts:manage'),
    handler: async (request) => review.accounts(request.staffOrg),
  });
};
