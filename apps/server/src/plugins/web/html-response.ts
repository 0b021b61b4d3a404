import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Compressed pages kept by ETag and encoding: a page changes only with its view or viewer. */
const CACHE_SIZE = 200;
const compressed = new Map<string, Buffer>();

function compress(body: string, etag: string, encoding: Encoding): Buffer {
  const key = `${encoding}${etag}`;
  let data = compressed.get(key);
  if (!data) {
    data =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : zlib.gzipSync(body, { level: 6 });
    compressed.set(key, data);
    if (compressed.size > CACHE_SIZE) compressed.delete(compressed.keys().next().value!);
  }
  return data;
}

/** The best encoding the client accepts (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/**
 * Sends a page's HTML with an ETag of its content (so of its view revision and viewer), 304 when
 * the client has it, compressed with brotli or gzip when the client accepts it.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: string,
  cacheControl: string,
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('vary', 'accept-encoding');
  const known = request.headers['if-none-match'];
  if (status === 200 && known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compress(body, etag, encoding));
}
