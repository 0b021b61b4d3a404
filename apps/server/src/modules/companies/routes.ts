import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_MESSAGES,
  companyEntryParamsSchema,
  companyLogoParamsSchema,
  ICON_MAX_BYTES,
  companySearchQuerySchema,
  companySearchResponseSchema,
  createdSubprocessorSchema,
  errorEnvelopeSchema,
  productParamsSchema,
  subprocessorBodySchema,
  subprocessorObjectionsSchema,
  subprocessorParamsSchema,
  trustedByBodySchema,
} from '@trust/shared';
import { notFound } from '../../plugins/errors.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { acceptUploads, filePart } from '../../plugins/uploads.js';
import { catalogueLogoSvg, searchCatalogue, toCompanyOption } from './catalogue.js';
import type { CompanyLists } from './company-lists.js';
import type { CompanyLogos } from './company-logos.js';
import type { SubprocessorNotices } from './subprocessor-notices.js';
import { monogramSvg } from './logos.js';

const errors = errorResponses;
const svg = z.any().describe('SVG image');
const LOGO_CACHE = 'public, max-age=86400';

/**
 * The company picker's search and logos (editor spec sections 3, 7), and the editor's writes to
 * the subprocessors and trusted-by lists. Logos hold no organisation's data: global and cached.
 */
export const companyRoutes: FastifyPluginAsyncZod<{
  lists: CompanyLists;
  notices: SubprocessorNotices;
  logos: CompanyLogos;
}> = async (app, { lists, notices, logos }) => {
  await acceptUploads(app, ICON_MAX_BYTES);
  const staff = requireStaff('statuspage:edit');
  /** A company's own logo is a portal image: it also needs assets:edit. */
  const logoEditor = [staff, requireStaff('assets:edit')];
  const who = (request: Parameters<typeof staffActor>[0]) => ({
    scope: { orgId: request.staffOrg.id },
    actor: staffActor(request),
  });

  app.get('/api/companies', {
    schema: {
      tags: ['editor'],
      summary: 'SearchCompanies: built-in companies matching a name, domain or alternative name',
      querystring: companySearchQuerySchema,
      response: { 200: companySearchResponseSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => ({ companies: searchCatalogue(request.query.q).map(toCompanyOption) }),
  });

  app.get('/api/companies/monogram.svg', {
    schema: {
      tags: ['portal'],
      summary: 'The initials logo of a company that has none of its own',
      querystring: z.object({ name: z.string().trim().min(1).max(200) }),
      response: { 200: svg, 400: errorEnvelopeSchema },
    },
    handler: async (request, reply) =>
      reply.type('image/svg+xml').header('cache-control', LOGO_CACHE).send(monogramSvg(request.query.name)),
  });

  app.get('/api/companies/:companyId/logo.svg', {
    schema: {
      tags: ['portal'],
      summary: 'The logo of a built-in company',
      params: companyLogoParamsSchema,
      response: { 200: svg, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const logo = catalogueLogoSvg(request.params.companyId);
      if (!logo) throw notFound('Logo not found');
      return reply.type('image/svg+xml').header('cache-control', LOGO_CACHE).send(logo);
    },
  });

  app.post('/api/trust-center/products/:productId/subprocessors', {
    schema: {
      tags: ['editor'],
      summary: 'Add a subprocessor',
      params: productParamsSchema,
      body: subprocessorBodySchema,
      response: { 201: createdSubprocessorSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      const created = await lists.addSubprocessor(scope, actor, request.params.productId, request.body);
      return reply.status(201).send(created);
    },
  });

  app.put('/api/trust-center/products/:productId/subprocessors/:subprocessorId', {
    schema: {
      tags: ['editor'],
      summary: 'Edit a subprocessor (replacing its company drops a logo uploaded for the old one)',
      params: subprocessorParamsSchema,
      body: subprocessorBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      const { productId, subprocessorId } = request.params;
      await lists.editSubprocessor(scope, actor, productId, subprocessorId, request.body);
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/trust-center/products/:productId/subprocessors/:subprocessorId', {
    schema: {
      tags: ['editor'],
      summary: 'Remove a subprocessor (kept with its removal date in the list history)',
      params: subprocessorParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      const { productId, subprocessorId } = request.params;
      await lists.removeSubprocessor(scope, actor, productId, subprocessorId);
      return reply.status(204).send(null);
    },
  });

  app.put('/api/trust-center/products/:productId/trusted-by', {
    schema: {
      tags: ['editor'],
      summary: "Set the trusted-by card's companies, in order",
      params: productParamsSchema,
      body: trustedByBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      await lists.setTrustedBy(scope, actor, request.params.productId, request.body);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/trust-center/products/:productId/subprocessor-objections', {
    schema: {
      tags: ['editor'],
      summary: 'Announced subprocessor changes of the product, with the objections members sent',
      params: productParamsSchema,
      response: { 200: subprocessorObjectionsSchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => notices.objections(who(request).scope, request.params.productId),
  });

  app.put('/api/trust-center/products/:productId/:list/:entryId/logo', {
    schema: {
      tags: ['editor'],
      summary: "Upload a subprocessor's or trusted-by company's own logo (multipart; png, jpeg or svg, 1 MB)",
      consumes: ['multipart/form-data'],
      params: companyEntryParamsSchema,
      response: { 204: z.null(), ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
    },
    preHandler: logoEditor,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      const { productId, list, entryId } = request.params;
      const part = await filePart(request, 'logo', COMPANY_MESSAGES.logoRequired);
      await logos.upload(scope, actor, productId, list, entryId, part);
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/trust-center/products/:productId/:list/:entryId/logo', {
    schema: {
      tags: ['editor'],
      summary: "Remove a company's own logo (the list's mark or monogram shows again)",
      params: companyEntryParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: logoEditor,
    handler: async (request, reply) => {
      const { scope, actor } = who(request);
      const { productId, list, entryId } = request.params;
      await logos.remove(scope, actor, productId, list, entryId);
      return reply.status(204).send(null);
    },
  });
};
