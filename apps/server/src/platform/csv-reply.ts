import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';

/**
 * Sends staff a CSV export as a download: UTF-8 with a byte-order mark (so spreadsheet programs
 * read names in any script), never cached.
 */
export const sendPrivateCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(`\uFEFF${csv}`);
