import Papa from 'papaparse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  objectionBodySchema,
  objectionParamsSchema,
  orgParamsSchema,
  subprocessorExportParamsSchema,
  subprocessorHistorySchema,
  subprocessorListQuerySchema,
  type PortalView,
} from '@trust/shared';
import { contentDisposition } from '../../platform/content-disposition.js';
import { notFound } from '../../plugins/errors.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { AccessService } from '../access/service.js';
import type { PortalService } from '../portal/service.js';
import type { SubprocessorNotices } from './subprocessor-notices.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The subprocessor list as a file for buyers' vendor reviews (CSV or JSON), and its history of
 * changes. Both read through the viewer's portal view, so a hidden card or product stays hidden.
 */
export const subprocessorExportRoutes: FastifyPluginAsyncZod<{
  portal: PortalService;
  access: AccessService;
  notices: SubprocessorNotices;
}> = async (app, { portal, access, notices }) => {
  app.addHook('preHandler', requireShareTenant);

  const shownList = async (request: Parameters<typeof requireShareTenant>[0], productId?: string) => {
    const viewer = await access.viewer(request, request.tenant, {});
    const view = (await portal.view(request.tenant, productId ?? null, viewer)).data as PortalView;
    if (!view.cards.some((card) => card.kind === 'subprocessors')) throw notFound();
    return view;
  };

  app.get('/api/share/:org/subprocessors.:format', {
    schema: {
      tags: ['portal'],
      summary: 'The subprocessor list as CSV or JSON',
      params: subprocessorExportParamsSchema,
      querystring: subprocessorListQuerySchema,
      response: { 200: z.any().describe('CSV or JSON file'), ...errors },
    },
    handler: async (request, reply) => {
      const view = await shownList(request, request.query.productId);
      const rows = view.subprocessors.map((s) => ({
        name: s.company.name,
        website: s.company.url ?? '',
        purpose: s.purpose ?? '',
        location: s.location ?? '',
        additionalDetails: s.additionalDetails ?? '',
        since: s.createdAt.slice(0, 10),
      }));
      const base = `${view.organisation.name} ${view.product.productName} subprocessors`;
      reply.header('cache-control', 'private, no-cache');
      if (request.params.format === 'json')
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', `${base}.json`))
          .send(
            JSON.stringify(
              {
                organisation: view.organisation.name,
                product: view.product.productName,
                subprocessors: rows,
              },
              null,
              2,
            ),
          );
      // A byte-order mark so spreadsheet programs read non-Latin names right; formulae are escaped.
      const csv = Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${base}.csv`))
        .send(`\uFEFF${csv}\r\n`);
    },
  });

  app.get('/api/share/:org/subprocessors/history', {
    schema: {
      tags: ['portal'],
      summary: "The subprocessor list's changes: who was added and removed, and when",
      params: orgParamsSchema,
      querystring: subprocessorListQuerySchema,
      response: { 200: subprocessorHistorySchema, ...errors },
    },
    handler: async (request) => {
      const view = await shownList(request, request.query.productId);
      const { member } = await request.identity();
      const memberId = member && member.orgId === request.tenant.id ? member.memberId : null;
      const changes = await notices.history({ orgId: request.tenant.id }, view.product.productId, memberId);
      return { changes };
    },
  });

  app.post('/api/share/:org/subprocessor-changes/:changeId/objections', {
    schema: {
      tags: ['portal'],
      summary: 'A signed-in member objects to an announced subprocessor change, before its deadline',
      params: objectionParamsSchema,
      body: objectionBodySchema,
      response: {
        204: z.null(),
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      await notices.object(
        request,
        { orgId: request.tenant.id },
        request.params.changeId,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  });
};
