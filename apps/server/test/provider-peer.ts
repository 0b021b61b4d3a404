import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers on one path: a status and a body (raw text as is, else JSON), maybe late. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

/**
 * A loopback HTTP server playing another company's API (Security Scorecard, HackerOne,
 * Statuspage): each path answers what the test set with `on`, anything else 404; every request
 * is kept so a test can read what our server sent.
 */
export async function startProviderPeer() {
  const answers = new Map<string, StubAnswer>();
  const requests: { path: string; authorization?: string }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, authorization: request.headers.authorization });
    const answer = answers.get(path) ?? { status: 404, body: { error: { message: 'Not found' } } };
    const send = () => {
      if (response.destroyed) return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(text);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(path: string, answer: StubAnswer) {
      answers.set(path, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
