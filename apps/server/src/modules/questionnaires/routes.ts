import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  orgParamsSchema,
  QUESTIONNAIRE_MESSAGES as M,
  questionnaireDetailSchema,
  questionnaireExportQuerySchema,
  questionnaireLinkBodySchema,
  questionnaireListSchema,
  questionnaireMappingSchema,
  questionnaireParamsSchema,
  questionnaireQuestionParamsSchema,
  questionnaireQuestionSchema,
  questionnaireQuestionUpdateSchema,
  questionnaireReturnFieldsSchema,
  questionnaireSaveToKbBodySchema,
  questionnaireSaveToKbResultSchema,
  questionnaireSummarySchema,
} from '@trust/shared';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import { acceptUploads, filePart } from '../../plugins/uploads.js';
import type { QuestionnaireDesk } from './desk.js';
import type { QuestionnaireSubmissions } from './submissions.js';

const errors = {
  ...errorResponses,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const memberParams = orgParamsSchema.extend({ id: z.uuid() });
/** A note of 2,000 characters in any script fits. */
const FIELD_BYTES = 8192;

/** Questionnaires: members on the portal (`/api/share/{org}/questionnaires`), staff in /app. */
export const questionnaireRoutes: FastifyPluginAsyncZod<{
  submissions: QuestionnaireSubmissions;
  desk: QuestionnaireDesk;
}> = async (app, { submissions, desk }) => {
  await acceptUploads(app, app.ctx.config.uploadMaxBytes, FIELD_BYTES);
  // Room for a security team behind one address; a script filling storage is stopped early.
  const submitLimit = app.rateLimit({
    max: 30,
    timeWindow: '10 minutes',
    keyGenerator: (request) => `questionnaire:${request.ip}`,
  });

  app.post('/api/share/:org/questionnaires/file', {
    schema: {
      tags: ['questionnaires'],
      summary: 'A member hands in a questionnaire file (multipart: productId and note, then the file)',
      consumes: ['multipart/form-data'],
      params: orgParamsSchema,
      response: { 201: questionnaireSummarySchema, ...errors },
    },
    preHandler: [requireShareTenant, submitLimit],
    handler: async (request, reply) => {
      const part = await filePart(request, 'file', M.fileRequired);
      return reply.status(201).send(await submissions.submitFile(request, request.tenant, part));
    },
  });

  app.post('/api/share/:org/questionnaires/link', {
    schema: {
      tags: ['questionnaires'],
      summary: 'A member hands in a link to a questionnaire in their own tool',
      params: orgParamsSchema,
      body: questionnaireLinkBodySchema,
      response: { 201: questionnaireSummarySchema, ...errors },
    },
    preHandler: [requireShareTenant, submitLimit],
    handler: async (request, reply) =>
      reply.status(201).send(await submissions.submitLink(request, request.tenant, request.body)),
  });

  app.get('/api/share/:org/questionnaires', {
    schema: {
      tags: ['questionnaires'],
      summary: "The signed-in member's account's questionnaires, newest first",
      params: orgParamsSchema,
      response: { 200: questionnaireListSchema, ...errors },
    },
    preHandler: requireShareTenant,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return submissions.list(request, request.tenant);
    },
  });

  app.get('/api/share/:org/questionnaires/:id/answered', {
    schema: {
      tags: ['questionnaires'],
      summary: 'The answered file, for the members of the account that submitted it',
      params: memberParams,
      response: { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    preHandler: requireShareTenant,
    handler: (request, reply) => submissions.download(request, reply, request.tenant, request.params.id),
  });

  const staff = requireStaff('questionnaires:manage');
  const scope = (request: { staffOrg: { id: string } }) => ({ orgId: request.staffOrg.id });

  app.get('/api/questionnaires', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Every questionnaire of the organisation, newest first',
      response: { 200: questionnaireListSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) => desk.list(scope(request)),
  });

  app.get('/api/questionnaires/:id', {
    schema: {
      tags: ['questionnaires'],
      summary: 'One questionnaire: its sheets, mapping and questions with their drafts',
      params: questionnaireParamsSchema,
      response: { 200: questionnaireDetailSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) => desk.detail(scope(request), request.params.id),
  });

  app.put('/api/questionnaires/:id/mapping', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Confirm or correct the column mapping; the questions are found and drafted',
      params: questionnaireParamsSchema,
      body: questionnaireMappingSchema,
      response: { 200: questionnaireDetailSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) => desk.map(scope(request), staffActor(request), request.params.id, request.body),
  });

  app.put('/api/questionnaires/:id/questions/:questionId', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Edit and approve one answer',
      params: questionnaireQuestionParamsSchema,
      body: questionnaireQuestionUpdateSchema,
      response: { 200: questionnaireQuestionSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) =>
      desk.updateQuestion(scope(request), request.params.id, request.params.questionId, request.body),
  });

  app.get('/api/questionnaires/:id/original', {
    schema: {
      tags: ['questionnaires'],
      summary: 'The file the member handed in',
      params: questionnaireParamsSchema,
      response: { 404: errorEnvelopeSchema },
    },
    preHandler: staff,
    handler: (request, reply) => desk.downloadOriginal(scope(request), reply, request.params.id),
  });

  app.get('/api/questionnaires/:id/export', {
    schema: {
      tags: ['questionnaires'],
      summary: "The approved answers in the member's own file, or as CSV",
      params: questionnaireParamsSchema,
      querystring: questionnaireExportQuerySchema,
      response: { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
    },
    preHandler: staff,
    handler: (request, reply) => desk.export(scope(request), reply, request.params.id, request.query.format),
  });

  app.get('/api/questionnaires/:id/returned', {
    schema: {
      tags: ['questionnaires'],
      summary: 'The answered file as it was returned',
      params: questionnaireParamsSchema,
      response: { 404: errorEnvelopeSchema },
    },
    preHandler: staff,
    handler: (request, reply) => desk.downloadReturned(scope(request), reply, request.params.id),
  });

  app.post('/api/questionnaires/:id/return', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Return the answered questionnaire to the member, who hears of it by mail',
      params: questionnaireParamsSchema,
      body: questionnaireReturnFieldsSchema,
      response: { 200: questionnaireSummarySchema, ...errors },
    },
    preHandler: staff,
    handler: (request) =>
      desk.returnToMember(scope(request), staffActor(request), request.params.id, request.body),
  });

  app.post('/api/questionnaires/:id/return-file', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Return a file answered by hand (multipart: message, then the file)',
      consumes: ['multipart/form-data'],
      params: questionnaireParamsSchema,
      response: { 200: questionnaireSummarySchema, ...errors },
    },
    preHandler: staff,
    handler: async (request) => {
      const part = await filePart(request, 'file', M.returnFileRequired);
      return desk.returnToMember(scope(request), staffActor(request), request.params.id, { part });
    },
  });

  app.post('/api/questionnaires/:id/save-to-kb', {
    schema: {
      tags: ['questionnaires'],
      summary: 'Save approved answers to the knowledge base',
      params: questionnaireParamsSchema,
      body: questionnaireSaveToKbBodySchema,
      response: { 200: questionnaireSaveToKbResultSchema, ...errors },
    },
    preHandler: staff,
    handler: (request) =>
      desk.saveToKnowledgeBase(
        scope(request),
        staffActor(request),
        request.params.id,
        request.body.questionIds,
      ),
  });
};
