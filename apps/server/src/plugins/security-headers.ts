import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * What a page may load: its own scripts, styles (Mantine also sets inline styles), images, fonts
 * and frames (the document viewer frames our own files, or a blob of one), nothing from elsewhere;
 * and only this origin may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Two years, as the HSTS preload list asks; sent in production only (development is plain HTTP). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Conservative defaults on every answer; HTML pages also get the Content-Security-Policy. A
 * callback hook, not an async one: it runs on every request and needs no promise.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { production: boolean }) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(HEADERS);
    if (opts.production) reply.header('strict-transport-security', HSTS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    done(null, payload);
  });
});
