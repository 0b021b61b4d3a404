import { TransactionRollbackError } from 'drizzle-orm';
import { customizationSettingsSchema } from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { renderMarkdown } from '../../platform/markdown.js';
import { insertOutboxEmail } from '../../platform/mail.js';
import { currentNda } from '../access/nda.js';
import { getCustomization } from '../portal/queries.js';
import { getOrganisationName, getOrganisationSlug } from './queries.js';
import {
  findUpdateWithTopic,
  insertDelivery,
  listBlockedDomains,
  listConfirmedSubscribers,
  listDeliveries,
} from './subscription-queries.js';
import { updateEmail } from './subscription-emails.js';
import { unsubscribeLinks } from './subscription-links.js';

export const FANOUT_QUEUE = 'update-fanout';
const BATCH_SIZE = 100;
/**
 * A fan-out job still active after this is run again, not after pg-boss's fifteen minutes: one a
 * poll fetched but never got (its answer lost with the connection) holds an update's mail back a
 * few minutes at most. Runs at once are harmless: a subscriber's delivery row is written once.
 */
const FANOUT_EXPIRY_SECONDS = 120;

const overlaps = (topicProducts: string[], subscriberProducts: string[]) =>
  topicProducts.length === 0 ||
  subscriberProducts.length === 0 ||
  subscriberProducts.some((p) => topicProducts.includes(p));

/**
 * Mails a published update to its subscribers (issue 5, section 5): confirmed subscribers of the
 * topic's products, and for a private update only those who are account members with access. One
 * delivery row per update and subscriber is written in the same transaction as the outbox message,
 * so a retried job skips whoever already has one and only re-queues their (idempotent) delivery.
 */
export class UpdateFanout {
  constructor(private readonly ctx: AppContext) {}

  async start() {
    await this.ctx.jobs.work<{ orgId: string; updateId: string }>(
      FANOUT_QUEUE,
      async ({ orgId, updateId }) => {
        await this.run({ orgId }, updateId);
      },
    );
  }

  enqueue(scope: OrgScope, updateId: string) {
    return this.ctx.jobs.send(
      FANOUT_QUEUE,
      { orgId: scope.orgId, updateId },
      { singletonKey: updateId, retryLimit: 10, retryDelay: 5, expireInSeconds: FANOUT_EXPIRY_SECONDS },
    );
  }

  async run(scope: OrgScope, updateId: string): Promise<{ recipients: number; created: number }> {
    const found = await findUpdateWithTopic(this.ctx.db, scope, updateId);
    if (!found || !found.update.channels.includes('email')) return { recipients: 0, created: 0 };
    const { update, topic } = found;
    const isPrivate = update.spAudience === 'private';
    const nda = isPrivate ? await currentNda(this.ctx, scope) : null;
    const [customization, name, slug, blockedDomains, candidates] = await Promise.all([
      getCustomization(this.ctx.db, scope),
      getOrganisationName(this.ctx.db, scope),
      getOrganisationSlug(this.ctx.db, scope),
      listBlockedDomains(this.ctx.db, scope),
      // Private updates go to members only, and only once they accepted the NDA, if there is one.
      listConfirmedSubscribers(
        this.ctx.db,
        scope,
        isPrivate,
        nda && nda.provider !== 'none' ? nda.sha : null,
      ),
    ]);
    const settings = customizationSettingsSchema.parse(customization?.settings ?? {});
    const org = { id: scope.orgId, name, portalTitle: settings.portalTitle };
    const blocked = new Set(blockedDomains.map((d) => d.domain));
    const recipients = candidates.filter(
      (s) => overlaps(topic.productIds, s.productIds) && !blocked.has(s.email.split('@')[1]!),
    );
    const portal = `${this.ctx.config.appUrl}/${slug}`;
    const messageHtml = renderMarkdown(update.message);

    let created = 0;
    for (let start = 0; start < recipients.length; start += BATCH_SIZE) {
      const batch = recipients.slice(start, start + BATCH_SIZE);
      const existing = new Map(
        (
          await listDeliveries(
            this.ctx.db,
            scope,
            updateId,
            batch.map((s) => s.id),
          )
        ).map((d) => [d.subscriberId, d.outboxEmailId]),
      );
      const outboxIds = [...existing.values()];
      for (const subscriber of batch.filter((s) => !existing.has(s.id))) {
        const links = await unsubscribeLinks(this.ctx, scope, slug, subscriber.email);
        const mail = updateEmail(org, subscriber.email, {
          subject: topic.subject,
          category: topic.category,
          message: update.message,
          messageHtml,
          updateLink: `${portal}?tcuUid=${update.id}`,
          unsubscribeLink: links.portal,
          oneClickUnsubscribe: links.oneClick,
        });
        try {
          await this.ctx.db.transaction(async (tx) => {
            const outboxEmailId = await insertOutboxEmail(tx, mail);
            if (!(await insertDelivery(tx, scope, { updateId, subscriberId: subscriber.id, outboxEmailId })))
              tx.rollback();
            outboxIds.push(outboxEmailId);
            created++;
          });
        } catch (error) {
          if (!(error instanceof TransactionRollbackError)) throw error;
        }
      }
      await this.ctx.mail.dispatch(outboxIds);
    }
    return { recipients: recipients.length, created };
  }
}
