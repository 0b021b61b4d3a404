import type { FastifyRequest } from 'fastify';

/**
 * What the logs may keep. Tokens in URLs (sign-in links, unsubscribe, bulk-download and
 * confirmation links) are replaced; client addresses are cut to their network (/24, /48);
 * database errors lose their parameters (emails, token hashes, mail bodies) and keep the query.
 */
const SECRET_QUERY = /([?&](?:token|inviteToken|unsubscribeToken|invitedColleagueToken)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export function truncateIp(ip: string | undefined): string {
  if (!ip) return '';
  if (ip.includes(':') && !ip.startsWith('::ffff:')) return `${ip.split(':').slice(0, 3).join(':')}::/48`;
  const v4 = ip.replace(/^::ffff:/, '').split('.');
  return v4.length === 4 ? `${v4.slice(0, 3).join('.')}.0/24` : '[redacted]';
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  // Query parameters, and the values PostgreSQL quotes back ('invalid input syntax: "x@y"',
  // 'Key (email)=(x@y) already exists'), are the data; the query and the reason stay.
  const withoutParams = (text: string | undefined) =>
    text
      ?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]')
      .replace(/"[^"\n]*"/g, '"[redacted]"')
      .replace(/=\([^)\n]*\)/g, '=([redacted])');
  const logged: LoggedError = {
    type: error.name,
    message: withoutParams(error.message) ?? '',
    stack: withoutParams(error.stack) ?? '',
  };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  if (error.cause && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers?.host ?? '',
    remoteAddress: truncateIp(request.ip),
  }),
  err: (error: Error) => serializeError(error),
};

/** Headers that never reach a log line, whichever object carries them. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];
