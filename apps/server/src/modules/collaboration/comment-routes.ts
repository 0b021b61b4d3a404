import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentBodySchema,
  commentListSchema,
  commentQuerySchema,
  commentSchema,
  commentThreadDetailSchema,
  commentThreadListSchema,
  commentThreadParamsSchema,
  errorEnvelopeSchema,
  orgParamsSchema,
  staffCommentBodySchema,
} from '@trust/shared';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { CommentsService } from './comments-service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Comments: members on the portal (`/api/share/{org}/comments`), staff in /app (`/api/comments`). */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  // Generous for a conversation, tight for a script.
  const postLimit = app.rateLimit({
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request) => `comment:${request.ip}`,
  });

  app.get('/api/share/:org/comments', {
    schema: {
      tags: ['comments'],
      summary: "The signed-in member's account's thread on one item, oldest first",
      params: orgParamsSchema,
      querystring: commentQuerySchema,
      response: { 200: commentListSchema, ...errors },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return comments.memberThread(request, request.tenant, request.query);
    },
  });

  app.post('/api/share/:org/comments', {
    schema: {
      tags: ['comments'],
      summary: 'A member comments on an item; the organisation hears of it by mail',
      params: orgParamsSchema,
      body: commentBodySchema,
      response: { 201: commentSchema, ...errors },
    },
    preHandler: [requireShareTenant, postLimit],
    handler: async (request, reply) =>
      reply.status(201).send(await comments.memberPost(request, request.tenant, request.body)),
  });

  const staff = requireStaff('accounts:manage', 'requests:manage');

  app.get('/api/comments/threads', {
    schema: {
      tags: ['comments'],
      summary: 'Every thread of the organisation, latest activity first, with unread marks',
      response: { 200: commentThreadListSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) => comments.staffThreads({ orgId: request.staffOrg.id }),
  });

  app.get('/api/comments/threads/:id', {
    schema: {
      tags: ['comments'],
      summary: 'One thread with its comments',
      params: commentThreadParamsSchema,
      response: { 200: commentThreadDetailSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) => comments.staffThread({ orgId: request.staffOrg.id }, request.params.id),
  });

  app.post('/api/comments/threads/:id/read', {
    schema: {
      tags: ['comments'],
      summary: 'Mark a thread read for the organisation',
      params: commentThreadParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      await comments.markRead({ orgId: request.staffOrg.id }, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/comments/threads/:id/comments', {
    schema: {
      tags: ['comments'],
      summary: 'Answer a thread; its members hear of it by mail',
      params: commentThreadParamsSchema,
      body: staffCommentBodySchema,
      response: { 201: commentSchema, ...errors },
    },
    preHandler: [staff, postLimit],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await comments.staffReply(
            { orgId: request.staffOrg.id },
            staffActor(request),
            request.params.id,
            request.body.content,
          ),
        ),
  });
};
