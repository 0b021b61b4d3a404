import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  WEBHOOK_MESSAGES as M,
  webhookEndpointInputSchema,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhooksResponse,
} from '@trust/shared';
import type { z } from 'zod';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { isPrivateAddress } from '../../platform/private-addresses.js';
import { SecretBox } from '../../platform/secret-box.js';
import { recordEvent, type Actor } from '../audit/audit-log.js';
import type { WebhookDispatcher } from './dispatcher.js';
import * as q from './queries.js';
import { newWebhookSecret } from './signature.js';

type EndpointRow = Awaited<ReturnType<typeof q.listEndpoints>>[number];
type DeliveryRow = Awaited<ReturnType<typeof q.listDeliveries>>[number];

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes as WebhookEndpoint['eventTypes'],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

const invalidUrl = (message: string) => new AppError(400, 'validation_error', message, { url: message });

/** Administrators register endpoints, see each delivery's outcome, and send one again. */
export class WebhookService {
  private readonly box: SecretBox;

  constructor(
    private readonly ctx: AppContext,
    private readonly dispatcher: WebhookDispatcher,
  ) {
    this.box = new SecretBox(ctx.config.appSecret);
  }

  async list(scope: OrgScope): Promise<WebhooksResponse> {
    const [endpoints, deliveries] = await Promise.all([
      q.listEndpoints(this.ctx.db, scope),
      q.listDeliveries(this.ctx.db, scope),
    ]);
    return { endpoints: endpoints.map(toEndpoint), deliveries: deliveries.map(toDelivery) };
  }

  async create(
    scope: OrgScope,
    actor: Actor,
    input: z.output<typeof webhookEndpointInputSchema>,
  ): Promise<CreatedWebhookEndpoint> {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const row = await this.ctx.transact(async () => {
      const created = await q.insertEndpoint(this.ctx.db, scope, {
        url: input.url,
        description: input.description,
        eventTypes: [...new Set(input.eventTypes)],
        secretSealed: this.box.seal(secret),
      });
      await recordEvent(this.ctx, scope, actor, {
        action: 'settings.webhooks',
        target: `webhook:${created.id}`,
        before: null,
        after: { url: input.url, eventTypes: input.eventTypes },
      });
      return created;
    });
    return { ...toEndpoint(row), secret };
  }

  async update(
    scope: OrgScope,
    actor: Actor,
    id: string,
    change: { enabled?: boolean; eventTypes?: string[]; description?: string },
  ): Promise<WebhookEndpoint> {
    return this.ctx.transact(async () => {
      const before = await q.findEndpoint(this.ctx.db, scope, id);
      if (!before) throw notFound();
      // Turned on again by staff: the reason it was turned off no longer stands.
      const row = await q.updateEndpoint(this.ctx.db, scope, id, {
        ...change,
        ...(change.enabled ? { disabledReason: null } : {}),
      });
      await recordEvent(this.ctx, scope, actor, {
        action: 'settings.webhooks',
        target: `webhook:${id}`,
        before: { enabled: before.enabled, eventTypes: before.eventTypes, description: before.description },
        after: { enabled: row!.enabled, eventTypes: row!.eventTypes, description: row!.description },
      });
      return toEndpoint(row!);
    });
  }

  async remove(scope: OrgScope, actor: Actor, id: string): Promise<void> {
    await this.ctx.transact(async () => {
      const before = await q.findEndpoint(this.ctx.db, scope, id);
      if (!before || !(await q.deleteEndpoint(this.ctx.db, scope, id))) throw notFound();
      await recordEvent(this.ctx, scope, actor, {
        action: 'settings.webhooks',
        target: `webhook:${id}`,
        before: { url: before.url },
        after: null,
      });
    });
  }

  async redeliver(scope: OrgScope, deliveryId: string): Promise<WebhookDelivery> {
    if (!(await q.findDelivery(this.ctx.db, scope, deliveryId))) throw notFound();
    return toDelivery((await this.dispatcher.redeliver(scope, deliveryId))!);
  }

  /** https in production; never this machine's or a private network unless configured for development. */
  private async checkUrl(url: string) {
    const target = new URL(url);
    if (!['https:', 'http:'].includes(target.protocol)) throw invalidUrl(M.urlInvalid);
    if (this.ctx.config.env === 'production' && target.protocol !== 'https:') throw invalidUrl(M.httpsOnly);
    if (this.ctx.config.webhooks.allowPrivateHosts) return;
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true }).catch(() => []);
    // A name that does not resolve yet is allowed: the connection is checked again when used.
    if (addresses.some((a) => isPrivateAddress(a.address, a.family))) throw invalidUrl(M.privateHost);
  }
}
