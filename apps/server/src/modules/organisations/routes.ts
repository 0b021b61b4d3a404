import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import {
  checklistSchema,
  createdOrganisationSchema,
  errorEnvelopeSchema,
  SETUP_MESSAGES,
  setupBodySchema,
  setupStatusSchema,
  signUpBodySchema,
} from '@trust/shared';
import { AppError } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/staff.js';
import type { StaffAccountService } from '../team/account.js';
import type { OrganisationChecklist } from './checklist.js';
import type { OrganisationSetup } from './setup.js';

const errors = { ...errorResponses, 410: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Making a trust centre (first-run setup, sign-up) and the staff home's first steps. */
export const organisationRoutes: FastifyPluginAsyncZod<{
  setup: OrganisationSetup;
  checklist: OrganisationChecklist;
  account: StaffAccountService;
}> = async (app, { setup, checklist, account }) => {
  const perIp = (name: string, max = app.ctx.config.rateLimits.perIp) =>
    app.rateLimit({ max, timeWindow: '10 minutes', keyGenerator: (request) => `${name}:${request.ip}` });
  const signupOpen = async () => {
    if (!app.ctx.config.allowSignup) throw new AppError(404, 'signup_closed', SETUP_MESSAGES.signupClosed);
  };

  app.get(
    '/api/setup',
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether a first-run setup link can still be used',
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: setupStatusSchema, ...errors },
      },
      preHandler: perIp('setup'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { valid: await setup.setupTokenValid(request.query.token) };
    },
  );

  app.post(
    '/api/setup',
    {
      schema: {
        tags: ['setup'],
        summary: 'Create the organisation and its first administrator with the setup link, and sign in',
        body: setupBodySchema,
        response: { 201: createdOrganisationSchema, ...errors },
      },
      preHandler: perIp('setup'),
    },
    async (request, reply) => {
      const created = await setup.completeSetup(request.body);
      await account.startSession(reply, created.userId, created.orgId);
      return reply.status(201).send({ slug: created.slug });
    },
  );

  app.post(
    '/api/sign-up',
    {
      schema: {
        tags: ['setup'],
        summary: 'Ask to create an organisation (ALLOW_SIGNUP): mails a link that confirms the email first',
        body: signUpBodySchema,
        response: { 202: z.object({ message: z.string() }), ...errors },
      },
      preHandler: [signupOpen, perIp('sign-up', app.ctx.config.rateLimits.perEmail * 2)],
    },
    async (request, reply) => {
      await setup.signUp(request.body);
      return reply.status(202).send({ message: SETUP_MESSAGES.verifyEmail });
    },
  );

  app.post(
    '/api/sign-up/confirm',
    {
      schema: {
        tags: ['setup'],
        summary: 'Confirm the email of a sign-up: creates the organisation and signs in',
        body: z.object({ token: z.string().min(1).max(4000) }),
        response: { 201: createdOrganisationSchema, ...errors },
      },
      preHandler: [signupOpen, perIp('sign-up-confirm')],
    },
    async (request, reply) => {
      const created = await setup.confirmSignUp(request.body.token);
      await account.startSession(reply, created.userId, created.orgId);
      return reply.status(201).send({ slug: created.slug });
    },
  );

  app.get(
    '/api/settings/checklist',
    {
      schema: {
        tags: ['settings'],
        summary: 'First steps of a new trust centre, each done or not',
        response: { 200: checklistSchema, ...errors },
      },
      preHandler: requireStaff('settings:manage'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checklist.steps({ orgId: request.staffOrg.id });
    },
  );
};
