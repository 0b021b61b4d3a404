/**
 * Whether an error means the database cannot be reached right now (connection refused, lost or
 * timed out, server shutting down or starting up), as opposed to a fault in the query itself.
 * Such errors answer 503 with Retry-After; drizzle wraps the driver's error, so causes are walked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // Node's sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

// node-postgres reports a lost or never-made connection in words, without a code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
  'connection is closed',
];

/**
 * The unique index a write ran into (PostgreSQL's 23505), or null for any other error; '' when the
 * driver does not name it. Races between check and insert end here and answer 409.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL refused text it cannot store: a NUL byte (22021) or an invalid escape (22P05). */
export function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
