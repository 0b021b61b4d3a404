import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * A fixed-window limit on any key of a request (an email in the body, say), as a preHandler.
 * @fastify/rate-limit counts one limiter per request, so the per-IP limit stays with it and this
 * adds the second dimension. Counters live in this process.
 */
export function limitByKey(max: number, windowMs: number, keyOf: (request: FastifyRequest) => string | null) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request: FastifyRequest) => {
    const own = keyOf(request);
    if (!own) return;
    // One bucket per route and organisation: requests to one organisation never spend another's
    // (before the tenant is resolved, as an onRequest hook, the path's organisation names it).
    const org = request.tenant?.id ?? (request.params as { org?: string } | undefined)?.org ?? '';
    const key = `${request.routeOptions.url}|${org}|${own}`;
    const now = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    const current = windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    windows.set(key, window);
    if (window.count > max)
      throw new AppError(429, 'rate_limited', 'Too many requests. Please wait a few minutes and try again.');
  };
}
