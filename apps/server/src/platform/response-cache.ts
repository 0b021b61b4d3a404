import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentEvents } from './content-events.js';

export interface CachedBody<T = unknown> {
  /** The organisation's content revision it was built at. */
  revision: number;
  /** Strong ETag, quoted. */
  etag: string;
  data: T;
  json: string;
  gzip: Buffer;
}

/**
 * Serialised answers per organisation, valid while the organisation's content revision stays the
 * same. Dropped whole for an organisation when its content changes.
 */
export class ResponseCache {
  private readonly byOrg = new Map<string, Map<string, CachedBody>>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(
    events: ContentEvents,
    private readonly maxEntriesPerOrg = 200,
  ) {
    events.subscribe((orgId) => (orgId === null ? this.byOrg.clear() : this.byOrg.delete(orgId)));
  }

  /** The cached answer if it is current, without waiting: for callers with a slower way round. */
  peek<T>(orgId: string, key: string, revision: number): CachedBody<T> | undefined {
    const hit = this.byOrg.get(orgId)?.get(key);
    return hit?.revision === revision ? (hit as CachedBody<T>) : undefined;
  }

  async get<T>(
    orgId: string,
    key: string,
    revision: number,
    build: () => Promise<T>,
  ): Promise<CachedBody<T>> {
    const entries = this.byOrg.get(orgId) ?? new Map<string, CachedBody>();
    this.byOrg.set(orgId, entries);
    const hit = entries.get(key);
    if (hit?.revision === revision) return hit as CachedBody<T>;
    const etag = `"${revision}-${hashKey(key)}"`;
    // Requests that miss together share one build: ten visitors arriving after a content change
    // must not build the same view ten times.
    const buildKey = `${orgId}|${key}|${etag}`;
    const pending = this.building.get(buildKey);
    if (pending) return pending as Promise<CachedBody<T>>;
    const promise = build()
      .then((data) => {
        const json = JSON.stringify(data);
        const body = { revision, etag, data, json, gzip: gzipSync(json) };
        if (entries.size >= this.maxEntriesPerOrg) entries.delete(entries.keys().next().value as string);
        entries.set(key, body);
        return body;
      })
      .finally(() => this.building.delete(buildKey));
    this.building.set(buildKey, promise);
    return promise;
  }
}

/** Short stable tag of a cache key (FNV-1a), so ETags differ between products and modes. */
function hashKey(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Sends a cached JSON body with its ETag: 304 when the client already has it, gzip when accepted.
 * Visitors always revalidate (no-cache), so a content change shows at once.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  personal = false,
) {
  // Answers that depend on who is signed in must never sit in a shared cache.
  reply
    .header('etag', body.etag)
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
