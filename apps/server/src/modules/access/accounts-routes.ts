import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountIdParamsSchema,
  addMemberBodySchema,
  createAccountBodySchema,
  domainRuleBodySchema,
  domainRuleParamsSchema,
  domainRulesResponseSchema,
  memberParamsSchema,
  profileBodySchema,
  profileIdParamsSchema,
  profileItemsResponseSchema,
  updateAccountBodySchema,
} from '@trust/shared';
import type { AppContext } from '../../context.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import * as admin from './accounts-admin.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses;
const created = z.object({ id: z.uuid() });

/** Staff: accounts, members, permission profiles and email domain rules of the session's organisation. */
export const accountsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = requireStaff('accounts:manage');
  const scope = (orgId: string) => ({ orgId });
  const noContent = { 204: z.null(), ...errors };

  app.post(
    '/api/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: createAccountBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await admin.createAccount(ctx, scope(request.staffOrg.id), staffActor(request), request.body)),
  );

  app.patch(
    '/api/accounts/:accountId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Rename an account or change its domain or profile',
        params: accountIdParamsSchema,
        body: updateAccountBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await admin.updateAccount(
        ctx,
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.accountId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/accounts/:accountId/members',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Add a member to an account',
        params: accountIdParamsSchema,
        body: addMemberBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await admin.addMember(
            ctx,
            scope(request.staffOrg.id),
            staffActor(request),
            request.params.accountId,
            request.body,
          ),
        ),
  );

  app.delete(
    '/api/accounts/:accountId/members/:memberId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove a member (their sessions end)',
        params: memberParamsSchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await admin.removeMember(
        ctx,
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.accountId,
        request.params.memberId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/permission-profiles',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Permission profiles and the items they can name',
        response: { 200: profileItemsResponseSchema, ...errors },
      },
      preHandler: staff,
    },
    async (request) => admin.profileItems(ctx, scope(request.staffOrg.id)),
  );

  app.post(
    '/api/permission-profiles',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a permission profile',
        body: profileBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await admin.createProfile(ctx, scope(request.staffOrg.id), staffActor(request), request.body)),
  );

  app.put(
    '/api/permission-profiles/:profileId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change a permission profile',
        params: profileIdParamsSchema,
        body: profileBodySchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await admin.updateProfile(
        ctx,
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.profileId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/email-domains',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Approved and blocked email domains',
        response: { 200: domainRulesResponseSchema, ...errors },
      },
      preHandler: staff,
    },
    async (request) => admin.listDomainRules(ctx, scope(request.staffOrg.id)),
  );

  app.post(
    '/api/email-domains',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Approve or block an email domain',
        body: domainRuleBodySchema,
        response: { 201: created, ...errors },
      },
      preHandler: staff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await admin.addDomainRule(ctx, scope(request.staffOrg.id), staffActor(request), request.body)),
  );

  app.delete(
    '/api/email-domains/:ruleId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove an email domain rule',
        params: domainRuleParamsSchema,
        response: noContent,
      },
      preHandler: staff,
    },
    async (request, reply) => {
      await admin.removeDomainRule(
        ctx,
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.ruleId,
      );
      return reply.status(204).send(null);
    },
  );
};
