import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { QUESTIONNAIRE_FORMAT_TYPES, type QuestionnaireFormat } from '@trust/shared';
import { contentDisposition } from '../../platform/content-disposition.js';

/** A questionnaire file (handed in, exported or returned) as a download, never cached or sniffed. */
export function sendQuestionnaireFile(
  reply: FastifyReply,
  name: string,
  format: string | null,
  body: Buffer | Readable,
) {
  return reply
    .type(QUESTIONNAIRE_FORMAT_TYPES[format as QuestionnaireFormat] ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', name))
    .send(body);
}
