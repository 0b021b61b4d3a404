import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bridgeLetterParamsSchema,
  bridgeLetterQuerySchema,
  bulkDownloadBodySchema,
  bulkDownloadFileParamsSchema,
  bulkDownloadFileQuerySchema,
  bulkDownloadParamsSchema,
  bulkDownloadResponseSchema,
  errorEnvelopeSchema,
  fileParamsSchema,
  fileQuerySchema,
  viewQuerySchema,
} from '@trust/shared';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { limitByKey } from '../../plugins/key-rate-limit.js';
import type { BulkDownloads } from './bulk-download.js';
import type { FileService } from './file-service.js';

export const documentsRoutes: FastifyPluginAsyncZod<{ files: FileService; bulk: BulkDownloads }> = async (
  app,
  { files, bulk },
) => {
  app.get('/api/share/:org/files/:fileId', {
    schema: {
      tags: ['documents'],
      summary: 'Open (accessType=view) or download a document of an item; 404 when the asker may not',
      params: fileParamsSchema,
      querystring: fileQuerySchema,
      response: { 200: z.any().describe('the file'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) =>
      files.send(request, reply, request.tenant, request.params.fileId, request.query),
  });

  app.get('/api/share/:org/items/:itemUid/bridge-letter', {
    schema: {
      tags: ['documents'],
      summary: "A SOC report's bridge letter as a PDF, for those who may open the item",
      params: bridgeLetterParamsSchema,
      querystring: bridgeLetterQuerySchema,
      response: { 200: z.any().describe('PDF'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      const { fileName, pdf } = await files.bridgeLetter(
        request,
        request.tenant,
        request.params.itemUid,
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(pdf);
    },
  });

  app.post('/api/share/:org/products/:productId/bulk-download', {
    schema: {
      tags: ['documents'],
      summary:
        'Zip the chosen documents and bridge letters the asker may download; the others come back as failures',
      params: bulkDownloadParamsSchema,
      querystring: viewQuerySchema,
      body: bulkDownloadBodySchema,
      response: {
        200: bulkDownloadResponseSchema,
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    // Per IP, and per visitor (their session or bulk-download cookie), so neither can loop zips;
    // checked on arrival, before a thousand-entry body is parsed and validated.
    config: {
      rateLimit: {
        max: app.ctx.config.rateLimits.perIp,
        timeWindow: '10 minutes',
        keyGenerator: (request) => `bulk-ip:${request.ip}`,
      },
    },
    onRequest: limitByKey(app.ctx.config.rateLimits.perIp, 10 * 60_000, (request) => {
      const { tc_member, tc_staff, tc_visitor } = request.cookies;
      return tc_member ?? tc_staff ?? tc_visitor ?? null;
    }),
    preHandler: requireShareTenant,
    handler: async (request, reply) =>
      bulk.create(request, reply, request.tenant, request.params.productId, request.body, request.query),
  });

  app.get('/api/share/:org/bulk-downloads/:downloadId', {
    schema: {
      tags: ['documents'],
      summary: 'A finished bulk-download zip, for the requester its signed link was made for',
      params: bulkDownloadFileParamsSchema,
      querystring: bulkDownloadFileQuerySchema,
      response: {
        200: z.any().describe('application/zip'),
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) =>
      bulk.send(request, reply, request.tenant, request.params.downloadId, request.query.token),
  });
};
