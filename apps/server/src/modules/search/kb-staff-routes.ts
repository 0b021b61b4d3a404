import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerCorrectionSchema,
  askedQuestionsExportQuerySchema,
  askedQuestionsQuerySchema,
  dismissQuestionBodySchema,
  askedQuestionsSchema,
  errorEnvelopeSchema,
  kbEntryInputSchema,
  kbEntryParamsSchema,
  kbImportResultSchema,
  kbImportSchema,
  kbBulkChangeSchema,
  kbBulkResultSchema,
  kbSimilarQuerySchema,
  kbSimilarSchema,
  staffKbListQuerySchema,
  staffKbListSchema,
} from '@trust/shared';
import { sendPrivateCsv } from '../../platform/csv-reply.js';
import { requireStaff, staffActor } from '../../plugins/staff.js';
import type { KnowledgeBaseAdmin } from './kb-admin.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const created = z.object({ id: z.uuid() });

/** Staff with statuspage:edit: the knowledge base and the questions visitors asked. */
export const knowledgeBaseStaffRoutes: FastifyPluginAsyncZod<{ admin: KnowledgeBaseAdmin }> = async (
  app,
  { admin },
) => {
  const preHandler = requireStaff('statuspage:edit');
  const scope = (orgId: string) => ({ orgId });

  app.get('/api/kb/entries', {
    schema: {
      tags: ['knowledge base'],
      summary:
        'A page of entries, with those flagged for review (near-duplicate questions, different answers)',
      querystring: staffKbListQuerySchema,
      response: { 200: staffKbListSchema, ...errors },
    },
    preHandler,
    handler: (request) => admin.list(scope(request.staffOrg.id), request.query),
  });

  app.get('/api/kb/similar', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Entries that may already answer a question being written',
      querystring: kbSimilarQuerySchema,
      response: { 200: kbSimilarSchema, ...errors },
    },
    preHandler,
    handler: (request) => admin.similar(scope(request.staffOrg.id), request.query),
  });

  app.post('/api/kb/entries', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Add an entry',
      body: kbEntryInputSchema,
      response: { 201: created, ...errors },
    },
    preHandler,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await admin.create(scope(request.staffOrg.id), staffActor(request), request.body)),
  });

  app.put('/api/kb/entries/:id', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Change an entry',
      params: kbEntryParamsSchema,
      body: kbEntryInputSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler,
    handler: async (request, reply) => {
      await admin.update(scope(request.staffOrg.id), staffActor(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });

  app.delete('/api/kb/entries/:id', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Delete an entry',
      params: kbEntryParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler,
    handler: async (request, reply) => {
      await admin.remove(scope(request.staffOrg.id), staffActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/kb/entries/bulk', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Give entries one access level, or delete them: all of them, or none',
      body: kbBulkChangeSchema,
      response: { 200: kbBulkResultSchema, ...errors },
    },
    preHandler,
    handler: (request) => admin.bulk(scope(request.staffOrg.id), staffActor(request), request.body),
  });

  app.post('/api/kb/import', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Add the rows of a CSV file parsed in the browser: all of them, or none',
      body: kbImportSchema,
      response: { 201: kbImportResultSchema, ...errors },
    },
    preHandler,
    // Five thousand rows of long answers are bigger than the default body limit.
    bodyLimit: 20 * 1024 * 1024,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await admin.import(scope(request.staffOrg.id), staffActor(request), request.body)),
  });

  app.get('/api/kb/questions', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Questions asked: every server search and Ask AI question, unanswered first',
      querystring: askedQuestionsQuerySchema,
      response: { 200: askedQuestionsSchema, ...errors },
    },
    preHandler,
    handler: (request) => admin.questions(scope(request.staffOrg.id), request.query),
  });

  app.get('/api/kb/questions.csv', {
    schema: {
      tags: ['knowledge base'],
      summary: "'Questions asked' as CSV: every question, or every asking, open or dismissed",
      querystring: askedQuestionsExportQuerySchema,
      response: { 200: z.string(), ...errors },
    },
    preHandler,
    handler: async (request, reply) =>
      sendPrivateCsv(
        reply,
        `questions-asked-${new Date().toISOString().slice(0, 10)}.csv`,
        await admin.questionsCsv(scope(request.staffOrg.id), request.query),
      ),
  });

  app.put('/api/kb/questions/:id/dismissed', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Dismiss a question (every open asking of the same words), or restore the dismissed ones',
      params: kbEntryParamsSchema,
      body: dismissQuestionBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler,
    handler: async (request, reply) => {
      await admin.dismissQuestion(
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.id,
        request.body.dismissed,
      );
      return reply.status(204).send(null);
    },
  });

  app.post('/api/kb/questions/:id/entry', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Turn a question into a knowledge-base entry',
      params: kbEntryParamsSchema,
      body: kbEntryInputSchema,
      response: { 201: created, ...errors },
    },
    preHandler,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await admin.answerQuestion(
            scope(request.staffOrg.id),
            staffActor(request),
            request.params.id,
            request.body,
          ),
        ),
  });

  app.put('/api/kb/questions/:id/entry', {
    schema: {
      tags: ['knowledge base'],
      summary: 'Correct the entry that answered a question, and link the question to it',
      params: kbEntryParamsSchema,
      body: answerCorrectionSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler,
    handler: async (request, reply) => {
      await admin.correctAnswer(
        scope(request.staffOrg.id),
        staffActor(request),
        request.params.id,
        request.body,
      );
      return reply.status(204).send(null);
    },
  });
};
