import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { changeRoleBodySchema, inviteStaffBodySchema, roleBodySchema, teamSchema } from '@trust/shared';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { TeamService } from './service.js';

const errors = errorResponses;
const noContent = { 204: z.null(), ...errors };
const userParams = z.object({ userId: z.uuid() });
const roleParams = z.object({ roleId: z.uuid() });

/** Administrators: the staff team of the session's organisation and its roles. */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const admin = requireStaff('settings:manage');
  const scope = (orgId: string) => ({ orgId });

  app.get(
    '/api/team',
    {
      schema: { tags: ['team'], summary: 'Members and roles', response: { 200: teamSchema, ...errors } },
      preHandler: admin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return team.team(scope(request.staffOrg.id));
    },
  );

  app.post(
    '/api/team/invitations',
    {
      schema: {
        tags: ['team'],
        summary: 'Invite a colleague by email with a role (mails a single-use link to set a password)',
        body: inviteStaffBodySchema,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await team.invite(scope(request.staffOrg.id), staffActor(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/team/members/:userId',
    {
      schema: {
        tags: ['team'],
        summary: 'Give a member another role (the last administrator keeps theirs)',
        params: userParams,
        body: changeRoleBodySchema,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await team.changeRole(
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.userId,
        request.body.roleId,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/team/members/:userId',
    {
      schema: {
        tags: ['team'],
        summary: 'Remove a member; their sessions in this organisation end at once',
        params: userParams,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await team.remove(scope(request.staffOrg.id), staffActor(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/team/roles',
    {
      schema: {
        tags: ['team'],
        summary: 'Create a custom role',
        body: roleBodySchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ id: await team.createRole(scope(request.staffOrg.id), staffActor(request), request.body) }),
  );

  app.put(
    '/api/team/roles/:roleId',
    {
      schema: {
        tags: ['team'],
        summary: 'Rename a custom role or change its permissions',
        params: roleParams,
        body: roleBodySchema,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await team.updateRole(
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.roleId,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/team/roles/:roleId',
    {
      schema: {
        tags: ['team'],
        summary: 'Delete a custom role no member has',
        params: roleParams,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      await team.deleteRole(scope(request.staffOrg.id), staffActor(request), request.params.roleId);
      return reply.status(204).send(null);
    },
  );
};
