import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * What a page may load: its own scripts, styles (Mantine also sets inline styles), images, fonts
 * and frames (the document viewer frames our own files, or a blob of one), and from elsewhere only
 * the hosts of the third-party tags the organisation configured; only this origin may frame it.
 */
export function contentSecurityPolicy(
  extra: { script?: string[]; connect?: string[]; img?: string[]; frame?: string[] } = {},
) {
  const add = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${add(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${add(extra.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${add(extra.connect)}`,
    `frame-src 'self' blob:${add(extra.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

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
    // A portal page that loads the organisation's tags sets its own, wider policy.
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    )
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    done(null, payload);
  });
});
