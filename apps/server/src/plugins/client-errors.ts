import type { Socket } from 'node:net';
import { ERROR_MESSAGES } from '@trust/shared';

const STATUS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout'],
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a request
 * that did not arrive in time, malformed syntax): answered in the standard error envelope, then
 * the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, code] = STATUS[error.code ?? ''] ?? [400, 'Bad Request', 'bad_request'];
  const body = JSON.stringify({ error: { code, message: ERROR_MESSAGES.validation } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
