import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import {
  accessSettingsSchema,
  addDomainBodySchema,
  brandSettingsSchema,
  errorEnvelopeSchema,
  ICON_MAX_BYTES,
  ndaSettingsSchema,
  noticeSettingsSchema,
  aiSettingsSchema,
  scriptsSettingsSchema,
  securityTxtSchema,
  organisationSettingsSchema,
  SETTINGS_MESSAGES,
} from '@trust/shared';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { acceptUploads, filePart } from '../../plugins/uploads.js';
import type { SettingsService } from './service.js';
import { PassThrough } from 'node:stream';
import { exportOrganisation } from '../organisations/export.js';
import { SecretBox } from '../../platform/secret-box.js';
import { contentDisposition } from '../../platform/content-disposition.js';

const errors = errorResponses;
const noContent = { 204: z.null(), ...errors };
const imageParams = z.object({ kind: z.enum(['logo', 'favicon']) });
const domainParams = z.object({ domainId: z.uuid() });

/** Administrators: the organisation's settings, each page saved through one route. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  await acceptUploads(app, ICON_MAX_BYTES);
  const admin = requireStaff('settings:manage');
  const who = (request: Parameters<typeof staffActor>[0]) => ({
    scope: { orgId: request.staffOrg.id },
    actor: staffActor(request),
  });

  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Every settings page of the organisation',
        response: { 200: organisationSettingsSchema, ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return settings.get(who(request).scope);
    },
  );

  const page = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    save: (w: ReturnType<typeof who>, body: z.infer<S>) => Promise<void>,
  ) =>
    app.put(
      `/api/settings/${path}`,
      { schema: { tags: ['settings'], summary, body, response: noContent }, preHandler: admin },
      async (request, reply) => {
        await save(who(request), request.body as z.infer<S>);
        return reply.status(204).send(null);
      },
    );
  page(
    'brand',
    'Name, portal title and description, colour, overview and support contacts',
    brandSettingsSchema,
    (w, b) => settings.saveBrand(w.scope, w.actor, b),
  );
  page(
    'nda',
    'The click-wrap NDA: on or off, title and text (a changed text is a new version)',
    ndaSettingsSchema,
    (w, b) => settings.saveNda(w.scope, w.actor, b),
  );
  page(
    'access',
    'The access request form, who is notified, and the welcome text',
    accessSettingsSchema,
    (w, b) => settings.saveAccess(w.scope, w.actor, b),
  );
  page('notice', 'The notice bar at the top of the portal', noticeSettingsSchema, (w, b) =>
    settings.saveNotice(w.scope, w.actor, b),
  );
  page('ai', 'Trust Center AI: Ask AI for signed-in members (plan gated)', aiSettingsSchema, (w, b) =>
    settings.saveAi(w.scope, w.actor, b),
  );
  page(
    'security-txt',
    'security.txt on the custom domains: on or off, extra contact, encryption key, policy and more',
    securityTxtSchema,
    (w, b) => settings.saveSecurityTxt(w.scope, w.actor, b),
  );
  page(
    'scripts',
    'Analytics and chat tags (loaded after consent, never for staff editing) and the cookie banner',
    scriptsSettingsSchema,
    (w, b) => settings.saveScripts(w.scope, w.actor, b),
  );

  app.put(
    '/api/settings/images/:kind',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload the logo or favicon (multipart; png, jpeg or svg, at most 1 MB)',
        consumes: ['multipart/form-data'],
        params: imageParams,
        response: { ...noContent, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const part = await filePart(request, 'file', SETTINGS_MESSAGES.logoWrongType);
      const { scope, actor } = who(request);
      await settings.uploadImage(scope, actor, request.params.kind, part);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/settings/nda/document',
    {
      schema: {
        tags: ['settings'],
        summary: 'Upload the NDA as a PDF (multipart), accepted with the text; publishes a new version',
        consumes: ['multipart/form-data'],
        response: { ...noContent, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const part = await filePart(request, 'file', SETTINGS_MESSAGES.ndaNotPdf);
      const { scope, actor } = who(request);
      await settings.uploadNdaDocument(scope, actor, part);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/settings/nda/document',
    {
      schema: { tags: ['settings'], summary: 'Remove the NDA PDF (a new version)', response: noContent },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await settings.removeNdaDocument(scope, actor);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/settings/images/:kind',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove the logo or favicon',
        params: imageParams,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await settings.removeImage(scope, actor, request.params.kind);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/settings/export',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Download everything of the organisation as one tar archive (restore with npm run org:import)',
        response: { 200: z.any(), ...errors },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope } = who(request);
      const org = await app.tenants.byOrgKey(scope.orgId);
      const archive = new PassThrough();
      exportOrganisation(
        app.ctx.db,
        app.ctx.storage,
        new SecretBox(app.ctx.config.appSecret),
        scope.orgId,
        archive,
      ).catch((error: unknown) => {
        request.log.error({ err: error }, 'organisation export failed');
        archive.destroy(error as Error);
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/x-tar')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          contentDisposition('attachment', `${org?.slug ?? 'organisation'}-${date}.tar`),
        )
        .send(archive);
    },
  );

  app.post(
    '/api/settings/domains',
    {
      schema: {
        tags: ['settings'],
        summary: 'Add a custom domain (it serves the portal once verified)',
        body: addDomainBodySchema,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await settings.addDomain(scope, actor, request.body.domain);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/settings/domains/:domainId/verify',
    {
      schema: {
        tags: ['settings'],
        summary: 'Look the TXT verification record up in DNS; 409 while it is not found',
        params: domainParams,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await settings.verifyDomain(scope, actor, request.params.domainId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/settings/domains/:domainId',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove a custom domain',
        params: domainParams,
        response: noContent,
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const { scope, actor } = who(request);
      await settings.removeDomain(scope, actor, request.params.domainId);
      return reply.status(204).send(null);
    },
  );
};
