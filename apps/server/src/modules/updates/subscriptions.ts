import type { FastifyRequest } from 'fastify';
import {
  customizationSettingsSchema,
  SUBSCRIBE_CONFIRM_TTL,
  SUBSCRIPTION_MESSAGES,
  type SubscribeStatus,
} from '@trust/shared';
import type { z } from 'zod';
import type { subscribeBodySchema } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import { portalLinks } from '../access/portal-links.js';
import { getCustomization, listProducts } from '../portal/queries.js';
import { confirmSubscriptionEmail } from './subscription-emails.js';
import { CONFIRM_PURPOSE, UNSUBSCRIBE_PURPOSE } from './subscription-links.js';
import {
  findSubscriber,
  isDomainBlocked,
  setSubscriberStatus,
  upsertPendingSubscriber,
} from './subscription-queries.js';

/**
 * Subscriptions with double opt-in (issue 5, sections 3 and 4): subscribing mails a signed
 * confirmation link; only a confirmed, unblocked subscriber receives updates; every update mail
 * carries a signed unsubscribe token whose subject is the subscriber's email.
 */
export class SubscriptionService {
  constructor(private readonly ctx: AppContext) {}

  async subscribe(
    request: FastifyRequest,
    tenant: ResolvedTenant,
    body: z.output<typeof subscribeBodySchema>,
  ): Promise<void> {
    const scope = { orgId: tenant.id };
    const [customization, products] = await Promise.all([
      getCustomization(this.ctx.db, scope),
      listProducts(this.ctx.db, scope),
    ]);
    const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
    if (!settings.subscribeEnabled) throw new AppError(404, 'not_found', 'Subscribing is not available.');
    const known = new Set(products.map((p) => p.id));
    const productIds = body.productIds.filter((id) => known.has(id));
    const existing = await findSubscriber(this.ctx.db, scope, body.email);
    // Already confirmed: nothing to confirm again, and the answer does not reveal who subscribes.
    if (existing?.status === 'confirmed') return;
    const subscriber = await upsertPendingSubscriber(this.ctx.db, scope, {
      email: body.email,
      source: body.source,
      productIds,
    });
    const token = await this.ctx.tokens.sign(
      CONFIRM_PURPOSE,
      subscriber.email,
      { org: tenant.id },
      SUBSCRIBE_CONFIRM_TTL,
    );
    const links = portalLinks(this.ctx.config, tenant);
    await this.ctx.mail.send(
      confirmSubscriptionEmail(
        { id: tenant.id, name: tenant.name, portalTitle: settings.portalTitle },
        subscriber.email,
        `${links.api}/subscribe/confirm?token=${encodeURIComponent(token)}`,
      ),
    );
  }

  /** Opens the emailed confirmation link: the outcome the portal shows as ?subscribeStatus=. */
  async confirm(tenant: ResolvedTenant, token: string): Promise<SubscribeStatus> {
    const scope = { orgId: tenant.id };
    const verified = await this.ctx.tokens.verify(CONFIRM_PURPOSE, token);
    if (!verified || verified.claims.org !== tenant.id) return 'token_invalid';
    const subscriber = await findSubscriber(this.ctx.db, scope, verified.subject);
    if (!subscriber) return 'token_invalid';
    if (
      subscriber.status === 'blocked' ||
      (await isDomainBlocked(this.ctx.db, scope, subscriber.email.split('@')[1]!))
    )
      return 'blocked';
    if (subscriber.status !== 'confirmed')
      await setSubscriberStatus(this.ctx.db, scope, subscriber.id, 'confirmed');
    return 'confirmed';
  }

  /** Ends a subscription from an unsubscribe token; an unreadable, expired or foreign token fails. */
  async unsubscribe(tenant: ResolvedTenant, token: string): Promise<{ email: string }> {
    const scope = { orgId: tenant.id };
    const verified = await this.ctx.tokens.verify(UNSUBSCRIBE_PURPOSE, token);
    const failed = () => new AppError(400, 'unsubscribe_failed', SUBSCRIPTION_MESSAGES.unsubscribeFailedText);
    if (!verified || verified.claims.org !== tenant.id) throw failed();
    const subscriber = await findSubscriber(this.ctx.db, scope, verified.subject);
    if (!subscriber) throw failed();
    if (subscriber.status !== 'unsubscribed' && subscriber.status !== 'blocked')
      await setSubscriberStatus(this.ctx.db, scope, subscriber.id, 'unsubscribed');
    return { email: subscriber.email };
  }
}
