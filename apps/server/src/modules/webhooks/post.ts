import http from 'node:http';
import https from 'node:https';
import { PrivateAddressError, publicOnlyLookup } from '../../platform/private-addresses.js';

export interface PostResult {
  statusCode: number | null;
  error: string | null;
}

/** What a receiver answered is kept for staff, cut short. */
const MAX_ERROR = 300;

/**
 * POSTs a webhook body. The socket is checked where it connects (private addresses refused unless
 * allowed), redirects are not followed, and the whole exchange ends after `timeoutMs`.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, allowPrivateHosts }: { timeoutMs: number; allowPrivateHosts: boolean },
): Promise<PostResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
        ...(allowPrivateHosts ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_ERROR) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({
            statusCode: status,
            error: ok ? null : Buffer.concat(chunks).toString('utf8').slice(0, MAX_ERROR) || `HTTP ${status}`,
          });
        });
        response.on('error', (error) => resolve({ statusCode: status(response), error: error.message }));
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({
        statusCode: null,
        error: error instanceof PrivateAddressError ? 'The address is on a private network' : error.message,
      }),
    );
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

const status = (response: http.IncomingMessage) => response.statusCode ?? null;
