import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bridgeLetterParamsSchema, bridgeLetterQuerySchema, errorEnvelopeSchema, fileParamsSchema, fileQuerySchema } from '@trust/shared';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { FileService } from './file-service.js';

export const documentsRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  app.get('/api/share/:org/files/:fileId', {
    schema: {
      tags: ['documents'],
      summary: 'Open (accessType=view) or download a document of an item; 404 when the asker may not',
      params: fileParamsSchema,
      querystring: fileQuerySchema,
      response: { 200: z.any().describe('the file'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => files.send(request, reply, request.tenant, request.params.fileId, request.query),
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
      const { fileName, pdf } = await files.bridgeLetter(request, request.tenant, request.params.itemUid, request.query);
      return reply.type('application/pdf').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${fileName.replace(/["\\]/g, '_')}"`).send(pdf);
    },
  });
};
