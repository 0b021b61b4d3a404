import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSecuritySchema,
  changePasswordBodySchema,
  disableTotpBodySchema,
  endedSessionsSchema,
  errorEnvelopeSchema,
  forgotPasswordBodySchema,
  recoveryCodesSchema,
  setPasswordBodySchema,
  staffLinkInfoSchema,
  totpEnableBodySchema,
  totpSetupSchema,
} from '@trust/shared';
import { limitByKey } from '../../plugins/key-rate-limit.js';
import { signedInStaff } from '../../plugins/staff.js';
import type { StaffAccountService } from './account.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/** A staff user's own account: password, reset links, two-factor sign-in and open sessions. */
export const staffAccountRoutes: FastifyPluginAsyncZod<{ account: StaffAccountService }> = async (
  app,
  { account },
) => {
  const perIp = (name: string) =>
    app.rateLimit({
      max: app.ctx.config.rateLimits.perIp,
      timeWindow: '10 minutes',
      keyGenerator: (request) => `${name}:${request.ip}`,
    });

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a 30-minute password reset link (the same answer whether or not the email exists)',
        body: forgotPasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: [
        perIp('forgot'),
        limitByKey(
          app.ctx.config.rateLimits.perEmail,
          10 * 60_000,
          (request) => (request.body as { email?: string }).email?.toLowerCase() ?? null,
        ),
      ],
    },
    async (request, reply) => {
      await account.forgotPassword(request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/password-link',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who an invitation or reset link is for',
        querystring: tokenQuery,
        response: { 200: staffLinkInfoSchema, ...errors },
      },
      preHandler: perIp('password-link'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.linkInfo(request.query.token);
    },
  );

  app.post(
    '/api/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a password with an invitation or reset link, and sign in',
        body: setPasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: perIp('set-password'),
    },
    async (request, reply) => {
      const { userId, orgId } = await account.setPassword(request.body);
      await account.startSession(reply, userId, orgId ?? undefined);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in staff user’s password (their other sessions end)',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: perIp('change-password'),
    },
    async (request, reply) => {
      const staff = await signedInStaff(request);
      await account.changePassword(staff, request, request.body.currentPassword, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/security',
    {
      schema: {
        tags: ['auth'],
        summary: 'Password, two-factor state and open sessions of the signed-in staff user',
        response: { 200: accountSecuritySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return account.security(await signedInStaff(request), request);
    },
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of the staff user’s sessions',
        params: z.object({ sessionId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await account.endSession(await signedInStaff(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out of every session of the staff user but this one',
        response: { 200: endedSessionsSchema, ...errors },
      },
    },
    async (request) => ({ ended: await account.endOtherSessions(await signedInStaff(request), request) }),
  );

  app.post(
    '/api/auth/totp/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
        response: { 200: totpSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.startTotpSetup(await signedInStaff(request));
    },
  );

  app.post(
    '/api/auth/totp/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn on two-factor sign-in with a first code; answers the recovery codes once',
        body: totpEnableBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
      preHandler: perIp('totp'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = await signedInStaff(request);
      return { recoveryCodes: await account.enableTotp(staff, request.body.setupToken, request.body.code) };
    },
  );

  app.post(
    '/api/auth/totp/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn off two-factor sign-in (asks for the password)',
        body: disableTotpBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: perIp('totp'),
    },
    async (request, reply) => {
      await account.disableTotp(await signedInStaff(request), request.body.password);
      return reply.status(204).send(null);
    },
  );
};
