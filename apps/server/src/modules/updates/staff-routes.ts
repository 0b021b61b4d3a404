import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedDomainBodySchema,
  blockedDomainParamsSchema,
  publishUpdateBodySchema,
  staffTopicsResponseSchema,
  subscriberIdParamsSchema,
  subscribersResponseSchema,
  subscriberStatusBodySchema,
  topicBodySchema,
  topicIdParamsSchema,
} from '@trust/shared';
import { requireStaff } from '../../plugins/staff.js';
import type { StaffUpdates } from './staff-updates.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses;
const created = z.object({ id: z.uuid() });
const noContent = { 204: z.null(), ...errors };

/** Staff with updates:manage: topics, publishing, subscribers, blocked domains of the session's organisation. */
export const staffUpdatesRoutes: FastifyPluginAsyncZod<{ staffUpdates: StaffUpdates }> = async (
  app,
  { staffUpdates },
) => {
  const staff = requireStaff('updates:manage');
  const scope = (orgId: string) => ({ orgId });

  app.get(
    '/api/updates/topics',
    {
      schema: {
        tags: ['updates'],
        summary: 'Every topic with its updates and delivery figures',
        response: { 200: staffTopicsResponseSchema, ...errors },
      },
      preHandler: staff,
    },
    async (request) => staffUpdates.topics(scope(request.staffOrg.id)),
  );

  app.post(
    '/api/updates/topics',
    {
      schema: {
        tags: ['updates'],
        summary: 'Create a topic',
        body: topicBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply.status(201).send(await staffUpdates.createTopic(scope(request.staffOrg.id), request.body)),
  );

  app.put(
    '/api/updates/topics/:topicId',
    {
      schema: {
        tags: ['updates'],
        summary: 'Change a topic',
        params: topicIdParamsSchema,
        body: topicBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await staffUpdates.editTopic(scope(request.staffOrg.id), request.params.topicId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/updates/topics/:topicId/updates',
    {
      schema: {
        tags: ['updates'],
        summary: 'Publish an update (email: mailed to subscribers in the background)',
        params: topicIdParamsSchema,
        body: publishUpdateBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await staffUpdates.publish(scope(request.staffOrg.id), request.params.topicId, request.body)),
  );

  app.get(
    '/api/updates/subscribers',
    {
      schema: {
        tags: ['updates'],
        summary: 'Subscribers and blocked domains',
        response: { 200: subscribersResponseSchema, ...errors },
      },
      preHandler: staff,
    },
    async (request) => staffUpdates.subscribers(scope(request.staffOrg.id)),
  );

  app.patch(
    '/api/updates/subscribers/:subscriberId',
    {
      schema: {
        tags: ['updates'],
        summary: 'Block or unblock a subscriber',
        params: subscriberIdParamsSchema,
        body: subscriberStatusBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await staffUpdates.setBlocked(
        scope(request.staffOrg.id),
        request.params.subscriberId,
        request.body.blocked,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/updates/blocked-domains',
    {
      schema: {
        tags: ['updates'],
        summary: 'Block a domain from subscribing',
        body: blockedDomainBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply.status(201).send(await staffUpdates.blockDomain(scope(request.staffOrg.id), request.body)),
  );

  app.delete(
    '/api/updates/blocked-domains/:domainId',
    {
      schema: {
        tags: ['updates'],
        summary: 'Unblock a domain',
        params: blockedDomainParamsSchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await staffUpdates.unblockDomain(scope(request.staffOrg.id), request.params.domainId);
      return reply.status(204).send(null);
    },
  );
};
