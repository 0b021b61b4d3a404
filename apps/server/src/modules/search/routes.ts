import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerFeedbackSchema,
  answerRequestSchema,
  answerResponseSchema,
  errorEnvelopeSchema,
  kbQueryResponseSchema,
  kbQuerySchema,
  localSearchLogSchema,
  orgParamsSchema,
  searchRequestSchema,
  searchResponseSchema,
  viewQuerySchema,
  type SearchResult,
} from '@trust/shared';
import { SerializedOnce } from '../../platform/serialized-once.js';
import { requireShareTenant } from '../../plugins/tenant/plugin.js';
import type { AccessService } from '../access/service.js';
import type { SearchService } from './service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };
/** Questions per visitor address and minute: answers may cost a model call each. */
const ANSWERS_PER_MINUTE = 60;
/** Local searches remembered per visitor address and minute: enough for a person, not for a flood. */
const LOGS_PER_MINUTE = 30;
/** Ratings of answers per visitor address and minute. */
const RATINGS_PER_MINUTE = 30;

/** A remembered search's matches are the same array for every asker of the question and scope. */
const searchReplies = new SerializedOnce<SearchResult[]>(searchResponseSchema, (matches) => ({
  data: { result: { matches } },
}));

/**
 * The searcher's sign-in session: their searches while typing one question are logged as one, and
 * only it may rate the answers it was given.
 */
async function typingKeyOf(request: FastifyRequest): Promise<string | null> {
  const { staff, member } = await request.identity();
  return staff?.sessionId ?? member?.sessionId ?? null;
}

/** Visitor spec section 7: server search and Ask AI answers, under the asker's rights. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; access: AccessService }> = async (
  app,
  { search, access },
) => {
  app.addHook('preHandler', requireShareTenant);

  app.post('/api/share/:org/search', {
    schema: {
      tags: ['search'],
      summary: 'Search documents, FAQs, trust items and updates of one product, as the asker may see them',
      params: orgParamsSchema,
      querystring: viewQuerySchema,
      body: searchRequestSchema,
      response: { 200: searchResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      const matches = await search.search(request.tenant, viewer, request.body, await typingKeyOf(request));
      return searchReplies.send(reply, matches);
    },
  });

  app.post('/api/share/:org/search/log', {
    schema: {
      tags: ['search'],
      summary: "Remember a search the browser ran on its own index, for staff's 'Questions asked'",
      params: orgParamsSchema,
      querystring: viewQuerySchema,
      body: localSearchLogSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: app.rateLimit({
      max: LOGS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `search-log-ip:${request.ip}`,
    }),
    handler: async (request, reply) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      await search.logLocal(request.tenant, viewer, request.body, await typingKeyOf(request));
      return reply.status(204).send(null);
    },
  });

  app.post('/api/share/:org/kb/query', {
    schema: {
      tags: ['search'],
      summary:
        'The knowledge base as the asker may see it: a page of entries, facets, highlights, or one entry',
      params: orgParamsSchema,
      querystring: viewQuerySchema,
      body: kbQuerySchema,
      response: { 200: kbQueryResponseSchema, ...errors },
    },
    handler: async (request) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      return search.knowledgeBase(request.tenant, viewer, request.body);
    },
  });

  app.post('/api/share/:org/search/answer', {
    schema: {
      tags: ['search'],
      summary:
        'Ask AI: an answer quoted from (or, with a model, written from and citing) what the asker may see',
      params: orgParamsSchema,
      querystring: viewQuerySchema,
      body: answerRequestSchema,
      response: { 200: answerResponseSchema, 403: errorEnvelopeSchema, ...errors },
    },
    preHandler: app.rateLimit({
      max: ANSWERS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `answer-ip:${request.ip}`,
    }),
    handler: async (request) => {
      const viewer = await access.viewer(request, request.tenant, request.query);
      const result = await search.answer(request.tenant, viewer, request.body, await typingKeyOf(request));
      return { data: { result } };
    },
  });

  app.post('/api/share/:org/search/answer/feedback', {
    schema: {
      tags: ['search'],
      summary: "The asker says whether Ask AI's answer helped them, for staff's 'Questions asked'",
      params: orgParamsSchema,
      body: answerFeedbackSchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: app.rateLimit({
      max: RATINGS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `answer-feedback-ip:${request.ip}`,
    }),
    handler: async (request, reply) => {
      await search.rateAnswer(request.tenant, request.body, await typingKeyOf(request));
      return reply.status(204).send(null);
    },
  });
};
