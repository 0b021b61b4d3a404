import { randomUUID } from 'node:crypto';
import { customizationSettingsSchema, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { mailHtml } from '../../platform/mail-html.js';
import { SecretBox } from '../../platform/secret-box.js';
import { getCustomization } from '../portal/queries.js';
import { postWebhook } from './post.js';
import * as q from './queries.js';
import { signWebhook } from './signature.js';

const QUEUE = 'deliver-webhook';

/** An audit entry as it goes out: the Standard Webhooks envelope's `type`, `timestamp` and `data`. */
export interface WebhookEvent {
  action: string;
  actor: string;
  target: string;
  before: unknown;
  after: unknown;
}

const subscribable = (action: string) => Object.hasOwn(WEBHOOK_EVENT_TYPES, action);

/** How long an attempt holds its delivery: the post's timeout and a margin. */
const leaseSeconds = (ctx: AppContext) => Math.ceil(ctx.config.webhooks.timeoutMs / 1000) + 30;
/**
 * A delivery job expires (and is retried) 30 s after its attempt's hold, not after pg-boss's
 * fifteen minutes: a job fetched by a poll whose answer was lost with its connection holds its
 * delivery back about a minute and a half, and a retry finds an attempt still recording its
 * outcome through a database outage holding the delivery, and leaves it.
 */
const jobOptions = (ctx: AppContext, singletonKey: string) => ({
  singletonKey,
  expireInSeconds: leaseSeconds(ctx) + 30,
});

/**
 * Queues one delivery per subscribed endpoint for an audit entry, in the caller's transaction (the
 * job is sent once it commits, so a rolled-back change posts nothing).
 */
export async function queueWebhooks(ctx: AppContext, scope: OrgScope, event: WebhookEvent) {
  if (!subscribable(event.action)) return;
  const endpoints = await q.subscribedEndpoints(ctx.db, scope, event.action);
  if (endpoints.length === 0) return;
  const body = JSON.stringify({
    type: event.action,
    timestamp: new Date().toISOString(),
    data: {
      organisationId: scope.orgId,
      actor: event.actor,
      target: event.target,
      before: event.before ?? null,
      after: event.after ?? null,
    },
  });
  for (const endpoint of endpoints) {
    const id = `msg_${randomUUID().replace(/-/g, '')}`;
    await q.insertDelivery(ctx.db, scope, { id, endpointId: endpoint.id, eventType: event.action, body });
    await ctx.jobs.send(QUEUE, { deliveryId: id }, jobOptions(ctx, id));
  }
}

/**
 * Posts deliveries with their signature, and on failure tries again on the configured schedule
 * (about 27 hours by default) with the same Webhook-Id, so a receiver can tell a retry from a new
 * event. A delivery that fails every attempt turns its endpoint off and mails the organisation.
 */
export class WebhookDispatcher {
  private readonly box: SecretBox;

  constructor(private readonly ctx: AppContext) {
    this.box = new SecretBox(ctx.config.appSecret);
  }

  async start() {
    await this.ctx.jobs.work<{ deliveryId: string }>(QUEUE, ({ deliveryId }) => this.attempt(deliveryId), {
      batchSize: 5,
      concurrency: 5,
    });
  }

  /** Sends a delivery again by hand: pending and due now, with the same id and a fresh schedule. */
  async redeliver(scope: OrgScope, deliveryId: string) {
    await q.recordAttempt(this.ctx.db, deliveryId, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    await this.ctx.jobs.send(QUEUE, { deliveryId }, jobOptions(this.ctx, `${deliveryId}:${Date.now()}`));
    return q.findDelivery(this.ctx.db, scope, deliveryId);
  }

  async attempt(deliveryId: string) {
    const { webhooks } = this.ctx.config;
    const delivery = await q.unscopedClaimDelivery(this.ctx.db, deliveryId, leaseSeconds(this.ctx));
    if (!delivery) return;
    const scope = { orgId: delivery.orgId };
    const endpoint = await q.findEndpoint(this.ctx.db, scope, delivery.endpointId);
    if (!endpoint?.enabled) {
      await q.recordAttempt(this.ctx.db, deliveryId, {
        status: 'failed',
        lastError: 'The endpoint is turned off',
        nextAttemptAt: null,
      });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postWebhook(
      endpoint.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Beacon-Trust-Webhooks/1',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(
          this.box.open(endpoint.secretSealed),
          delivery.id,
          timestamp,
          delivery.body,
        ),
      },
      delivery.body,
      webhooks,
    );
    if (result.error === null) {
      await q.recordAttempt(this.ctx.db, deliveryId, {
        status: 'succeeded',
        lastStatusCode: result.statusCode,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: new Date(),
      });
      return;
    }
    const delay = webhooks.retryDelaysSeconds[delivery.attempts - 1];
    if (delay === undefined) {
      await q.recordAttempt(this.ctx.db, deliveryId, {
        status: 'failed',
        lastStatusCode: result.statusCode,
        lastError: result.error,
        nextAttemptAt: null,
      });
      await this.turnOff(scope, endpoint.id, endpoint.url, result.error);
      return;
    }
    await q.recordAttempt(this.ctx.db, deliveryId, {
      lastStatusCode: result.statusCode,
      lastError: result.error,
      nextAttemptAt: new Date(Date.now() + delay * 1000),
    });
    await this.ctx.jobs.send(
      QUEUE,
      { deliveryId },
      { ...jobOptions(this.ctx, `${deliveryId}:${delivery.attempts}`), startAfter: delay },
    );
  }

  /** After a delivery failed every attempt: no more posts until staff turn it on again; the organisation is told. */
  private async turnOff(scope: OrgScope, endpointId: string, url: string, lastError: string) {
    const reason = `Deliveries kept failing (last: ${lastError.slice(0, 120)})`;
    await q.updateEndpoint(this.ctx.db, scope, endpointId, { enabled: false, disabledReason: reason });
    const settings = customizationSettingsSchema.parse(
      (await getCustomization(this.ctx.db, scope))?.settings ?? {},
    );
    const to = settings.securityMailbox ?? settings.supportMailbox;
    if (!to) return;
    const org = await q.organisationName(this.ctx.db, scope);
    const text = `Events could not be delivered to ${url} for more than a day, so the endpoint was turned off. ${reason}. Turn it on again under Settings › Webhooks once it answers.`;
    await this.ctx.mail.send({
      orgId: scope.orgId,
      to,
      subject: WEBHOOK_MESSAGES.disabledSubject(org),
      text: `${text}\n\n${this.ctx.config.appUrl}/app/settings/webhooks`,
      html: mailHtml([text], {
        href: `${this.ctx.config.appUrl}/app/settings/webhooks`,
        label: 'Open the webhooks',
      }),
    });
  }
}
