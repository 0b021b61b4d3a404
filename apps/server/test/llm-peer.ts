import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmBehaviour = 'cite-first' | 'uncited' | 'foreign-citation' | 'prose' | 'slow' | 'error';

/**
 * A loopback HTTP server that plays an OpenAI-compatible chat-completions model: it answers as
 * `behaviour` says and keeps every request, so a test can read what the server sent it.
 */
export async function startLlmPeer() {
  const requests: { messages: { role: string; content: string }[]; authorization?: string }[] = [];
  let behaviour: LlmBehaviour = 'cite-first';
  const reply = (content: string) =>
    JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
      const parsed = JSON.parse(body) as { messages: { role: string; content: string }[] };
      requests.push({ messages: parsed.messages, authorization: request.headers.authorization });
      const send = (status: number, content: string) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(content);
      switch (behaviour) {
        case 'cite-first':
          return send(
            200,
            reply('{"answer": "Yes: MFA protects every account (model).", "citations": ["P1"]}'),
          );
        case 'uncited':
          return send(200, reply('{"answer": "Yes, definitely.", "citations": []}'));
        case 'foreign-citation':
          return send(200, reply('{"answer": "Yes, per P99.", "citations": ["P99"]}'));
        case 'prose':
          return send(200, reply('I think so, but I am not sure.'));
        case 'slow':
          return void setTimeout(
            () => send(200, reply('{"answer": "Too late.", "citations": ["P1"]}')),
            2000,
          );
        case 'error':
          return send(500, '{"error": "overloaded"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: LlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
