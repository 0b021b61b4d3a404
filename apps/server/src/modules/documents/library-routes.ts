import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachDocumentBodySchema,
  attachDocumentResponseSchema,
  documentIdParamsSchema,
  documentsPatchBodySchema,
  documentsPatchResponseSchema,
  errorEnvelopeSchema,
  libraryDocumentSchema,
  trustCenterDocumentsSchema,
  UPLOAD_MESSAGES,
} from '@trust/shared';
import { AppError } from '../../plugins/errors.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { acceptUploads } from '../../plugins/uploads.js';
import type { DocumentLibrary } from './library.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Staff (Main mode): the organisation's documents, from the session's organisation only. */
export const documentLibraryRoutes: FastifyPluginAsyncZod<{ library: DocumentLibrary }> = async (
  app,
  { library },
) => {
  const scope = (orgId: string) => ({ orgId });
  await acceptUploads(app, app.ctx.config.uploadMaxBytes);

  app.get('/api/documents/trust-center', {
    schema: {
      tags: ['documents'],
      summary: 'Every document of the organisation, with where it appears',
      response: { 200: trustCenterDocumentsSchema, ...errors },
    },
    preHandler: requireStaff('files:view', 'statuspage:edit'),
    handler: async (request) => library.list(scope(request.staffOrg.id)),
  });

  app.post('/api/documents', {
    schema: {
      tags: ['documents'],
      summary:
        'Upload one document (multipart: the fields type, documentAccessType and isShared, then the file)',
      consumes: ['multipart/form-data'],
      response: { 201: libraryDocumentSchema, ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the document as multipart/form-data.');
      const part = await request.file();
      if (!part) throw new AppError(400, 'no_file', UPLOAD_MESSAGES.noFile);
      return reply
        .status(201)
        .send(await library.upload(scope(request.staffOrg.id), staffActor(request), part));
    },
  });

  app.patch('/api/documents', {
    schema: {
      tags: ['documents'],
      summary: 'Change the type of documents in bulk',
      body: documentsPatchBodySchema,
      response: { 200: documentsPatchResponseSchema, ...errors },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request) =>
      library.setTypes(scope(request.staffOrg.id), staffActor(request), request.body),
  });

  app.post('/api/documents/:documentId/attach', {
    schema: {
      tags: ['documents'],
      summary: 'Show a document on the documents card: on an item there, or on a new item',
      params: documentIdParamsSchema,
      body: attachDocumentBodySchema,
      response: { 201: attachDocumentResponseSchema, ...errors },
    },
    preHandler: requireStaff('statuspage:edit'),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await library.attach(
            scope(request.staffOrg.id),
            staffActor(request),
            request.params.documentId,
            request.body,
          ),
        ),
  });
};
