import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEAK_MESSAGES,
  leakLookupParamsSchema,
  leakLookupResultSchema,
  UPLOAD_MESSAGES,
} from '@trust/shared';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { acceptUploads, filePart } from '../../plugins/uploads.js';
import type { LeakLookup } from './leak-lookup.js';

/** Staff who manage accounts (or settings) look up who received a leaked copy. */
export const leakLookupRoutes: FastifyPluginAsyncZod<{ leaks: LeakLookup }> = async (app, { leaks }) => {
  await acceptUploads(app, app.ctx.config.uploadMaxBytes);
  const staff = requireStaff('accounts:manage', 'settings:manage');
  const response = { 200: leakLookupResultSchema, ...errorResponses, 413: errorResponses[400] };

  app.post('/api/leak-lookup', {
    schema: {
      tags: ['verification'],
      summary: 'Who received this copy (multipart: the file; it is read, never stored)',
      consumes: ['multipart/form-data'],
      response,
    },
    preHandler: staff,
    handler: async (request, reply) => {
      const part = await filePart(request, 'file', LEAK_MESSAGES.fileRequired);
      const tooLarge = () =>
        new AppError(413, 'file_too_large', UPLOAD_MESSAGES.tooLarge(app.ctx.config.uploadMaxBytes));
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      if (part.file.truncated) throw tooLarge();
      if (bytes.length === 0) throw new AppError(400, 'empty_file', UPLOAD_MESSAGES.noFile);
      reply.header('cache-control', 'no-store');
      return leaks.byFile({ orgId: request.staffOrg.id }, staffActor(request), bytes);
    },
  });

  app.get('/api/leak-lookup/:copyId', {
    schema: {
      tags: ['verification'],
      summary: 'Who received the copy with this id (printed in its footer)',
      params: leakLookupParamsSchema,
      response,
    },
    preHandler: staff,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return leaks.byId({ orgId: request.staffOrg.id }, staffActor(request), request.params.copyId);
    },
  });
};
