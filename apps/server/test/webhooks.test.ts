import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhooksResponse } from '@trust/shared';
import {
  accessForm,
  jobExpiries,
  ORIGIN,
  orgWithAdmin,
  staffCookie,
  startTestApp,
  until,
  waitForMail,
  type TestApp,
} from './harness.js';

/** A receiver on loopback, as a customer's SIEM would be: it records what arrives and answers as told. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}
function receiver(answer: (id: string, attempt: number) => number) {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const status = answer(id, attempt);
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: status,
      });
      response.writeHead(status).end(status < 300 ? 'ok' : 'try later');
    });
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks verification, written from the specification rather than taken from the app. */
function signatureValid(secret: string, headers: http.IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
    WEBHOOK_RETRY_DELAYS: '1,1,1',
    WEBHOOK_TIMEOUT_MS: '3000',
  });
});
afterAll(() => t.close());

async function requestAccess(slug: string, org: Parameters<typeof accessForm>[0], email: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/share/${slug}/access/request`,
    headers: ORIGIN,
    payload: accessForm(org, email, { companyName: 'Веб Хук 株式会社' }),
  });
  expect(asked.statusCode).toBe(200);
}

describe('signed webhooks', () => {
  it('posts a signed event that verifies, and a receiver failing three times gets it once, by the same id', async () => {
    let failuresLeft = 3;
    const peer = receiver(() => (failuresLeft-- > 0 ? 503 : 204));
    const url = await peer.start();
    try {
      const { org, call } = await orgWithAdmin(t);
      const created = await call('POST', '/api/webhooks', {
        url,
        description: 'SIEM',
        eventTypes: ['access.request'],
      });
      expect(created.statusCode).toBe(201);
      const endpoint = created.json() as CreatedWebhookEndpoint;
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      // The secret is shown once: never again.
      expect(JSON.stringify((await call('GET', '/api/webhooks')).json())).not.toContain(endpoint.secret);

      await requestAccess(org.slug, org, 'buyer@webhook-buyer.example');
      await until(
        () => peer.received.length,
        (n) => n >= 4,
      );
      const ids = new Set(peer.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(1);
      expect(peer.received.map((r) => r.answered)).toEqual([503, 503, 503, 204]);
      // Each attempt's job expires 30 s after the attempt's hold on the delivery (the 3 s timeout
      // and 30 s), not after pg-boss's fifteen minutes: a job a lost poll left active runs again soon.
      const deliveryId = String(peer.received[0]!.headers['webhook-id']);
      expect(await jobExpiries(t, 'deliver-webhook', 'singleton_key', `${deliveryId}%`)).toEqual([63]);
      for (const r of peer.received) expect(signatureValid(endpoint.secret, r.headers, r.body)).toBe(true);
      const event = JSON.parse(peer.received[3]!.body);
      expect(event).toMatchObject({
        type: 'access.request',
        data: {
          organisationId: org.id,
          after: { email: 'buyer@webhook-buyer.example', company: 'Веб Хук 株式会社' },
        },
      });
      // A changed byte does not verify.
      expect(
        signatureValid(
          endpoint.secret,
          peer.received[3]!.headers,
          peer.received[3]!.body.replace('buyer', 'Buyer'),
        ),
      ).toBe(false);

      const listed = await until(
        async () => ((await call('GET', '/api/webhooks')).json() as WebhooksResponse).deliveries,
        (d) => d[0]?.status === 'succeeded',
      );
      expect(listed[0]).toMatchObject({
        eventType: 'access.request',
        attempts: 4,
        lastStatusCode: 204,
        lastError: null,
      });
      // Events the endpoint did not subscribe to are not sent.
      await call('PUT', '/api/settings/notice', { show: false, text: 'x', link: null });
      await new Promise((r) => setTimeout(r, 1500));
      expect(peer.received).toHaveLength(4);
    } finally {
      await peer.stop();
    }
  });

  it('turns an endpoint off after every retry failed, mails the organisation, and staff redeliver by hand', async () => {
    let healthy = false;
    const peer = receiver(() => (healthy ? 200 : 500));
    const url = await peer.start();
    try {
      const mailbox = `sec@${Math.random().toString(36).slice(2, 10)}-hooks.example`;
      const { org, call } = await orgWithAdmin(t, { customization: { securityMailbox: mailbox } });
      const endpoint = (await call('POST', '/api/webhooks', { url, eventTypes: ['access.request'] })).json();
      await requestAccess(org.slug, org, 'lost@webhook-buyer.example');
      const failed = await until(
        async () => (await call('GET', '/api/webhooks')).json() as WebhooksResponse,
        (w) => w.deliveries[0]?.status === 'failed' && w.endpoints[0]?.enabled === false,
      );
      expect(failed.deliveries[0]).toMatchObject({
        attempts: 4,
        lastStatusCode: 500,
        lastError: 'try later',
      });
      expect(failed.endpoints[0]!.disabledReason).toContain('Deliveries kept failing');
      const mail = await waitForMail(t, mailbox, 'webhook endpoint was turned off');
      expect(mail.text).toContain(url);

      // Turned on again, the failed delivery is sent once more by hand and arrives with its first id.
      const firstId = peer.received[0]!.headers['webhook-id'];
      healthy = true;
      expect((await call('PATCH', `/api/webhooks/${endpoint.id}`, { enabled: true })).json()).toMatchObject({
        enabled: true,
        disabledReason: null,
      });
      const again = await call('POST', `/api/webhooks/deliveries/${failed.deliveries[0]!.id}/redeliver`);
      expect(again.statusCode).toBe(200);
      await until(
        () => peer.received.at(-1)?.answered,
        (status) => status === 200,
      );
      expect(peer.received.at(-1)!.headers['webhook-id']).toBe(firstId);
    } finally {
      await peer.stop();
    }
  });

  it('refuses bad endpoints in words, and keeps to administrators of the organisation', async () => {
    const { org, call } = await orgWithAdmin(t);
    const notUrl = await call('POST', '/api/webhooks', { url: 'not a url', eventTypes: ['access.request'] });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().error.fields.url).toBe(
      'Enter the full address of your endpoint, such as https://hooks.example.com/trust',
    );
    const noEvents = await call('POST', '/api/webhooks', {
      url: 'https://hooks.example.com/x',
      eventTypes: [],
    });
    expect(noEvents.json().error.fields.eventTypes).toBe('Choose at least one event');
    const unknownEvent = await call('POST', '/api/webhooks', {
      url: 'https://hooks.example.com/x',
      eventTypes: ['everything'],
    });
    expect(unknownEvent.statusCode).toBe(400);

    const endpoint = (
      await call('POST', '/api/webhooks', { url: 'https://hooks.example.com/x', eventTypes: ['nda.accept'] })
    ).json();
    const editor = await staffCookie(t, `editor@${org.slug}.example`);
    expect((await t.app.inject({ url: '/api/webhooks', headers: { cookie: editor } })).statusCode).toBe(403);
    const other = await orgWithAdmin(t);
    expect(((await other.call('GET', '/api/webhooks')).json() as WebhooksResponse).endpoints).toEqual([]);
    expect((await other.call('PATCH', `/api/webhooks/${endpoint.id}`, { enabled: false })).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect(
      (await other.call('POST', `/api/webhooks/deliveries/msg_${'0'.repeat(32)}/redeliver`)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
  });

  it('never posts to this machine or a private network unless configured for development', async () => {
    const strict = await startTestApp({ WEBHOOK_RETRY_DELAYS: '1' });
    try {
      const { call } = await orgWithAdmin(strict);
      for (const url of [
        'http://127.0.0.1:9/hook',
        'http://[::1]/hook',
        'https://10.1.2.3/hook',
        'http://localhost/hook',
      ]) {
        const refused = await call('POST', '/api/webhooks', { url, eventTypes: ['access.request'] });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error.fields.url).toBe(
          'This address is on a private network. Use an address reachable from the internet.',
        );
      }
    } finally {
      await strict.close();
    }
  });
});
