import type { z } from 'zod';
import type {
  blockedDomainBodySchema,
  publishUpdateBodySchema,
  StaffTopic,
  SubscribersResponse,
  topicBodySchema,
} from '@trust/shared';
import { transactional } from '../../db/transactions.js';
import type { AppContext, OrgScope } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { markContentChanged } from '../portal/content-revision.js';
import type { UpdateFanout } from './fanout.js';
import {
  insertTopic,
  insertUpdate,
  listAllTopics,
  listAllUpdates,
  ownProductIds,
  topicExists,
  updateTopic,
} from './staff-queries.js';
import {
  deleteBlockedDomain,
  deliveryFigures,
  insertBlockedDomain,
  listBlockedDomains,
  listSubscribers,
  setSubscriberStatus,
} from './subscription-queries.js';

type TopicBody = z.output<typeof topicBodySchema>;

/** Staff publishing (issue 5, section 1): topics, updates, subscribers and blocked domains. */
export class StaffUpdates {
  constructor(
    private readonly ctx: AppContext,
    private readonly fanout: UpdateFanout,
  ) {
    transactional(this as StaffUpdates, ctx.transact, [
      'createTopic',
      'editTopic',
      'publish',
      'setBlocked',
      'blockDomain',
      'unblockDomain',
    ]);
  }

  async topics(scope: OrgScope): Promise<{ topics: StaffTopic[] }> {
    const [topics, updates] = await Promise.all([
      listAllTopics(this.ctx.db, scope),
      listAllUpdates(this.ctx.db, scope),
    ]);
    const figures = await deliveryFigures(
      this.ctx.db,
      scope,
      updates.filter((u) => u.channels.includes('email')).map((u) => u.id),
    );
    return {
      topics: topics.map((t) => ({
        id: t.id,
        subject: t.subject,
        category: t.category,
        hidden: t.hidden,
        isPinned: t.isPinned,
        productIds: t.productIds,
        updates: updates
          .filter((u) => u.topicId === t.id)
          .map((u) => ({
            id: u.id,
            createdAt: u.createdAt.toISOString(),
            message: u.message,
            spAudience: u.spAudience,
            channels: u.channels,
            delivery: figures.get(u.id) ?? { recipients: 0, sent: 0, pending: 0 },
          })),
      })),
    };
  }

  async createTopic(scope: OrgScope, body: TopicBody) {
    const id = await insertTopic(this.ctx.db, scope, {
      ...body,
      productIds: await this.checkedProducts(scope, body.productIds),
    });
    await markContentChanged(this.ctx, scope);
    return { id };
  }

  async editTopic(scope: OrgScope, topicId: string, body: TopicBody) {
    if (
      !(await updateTopic(this.ctx.db, scope, topicId, {
        ...body,
        productIds: await this.checkedProducts(scope, body.productIds),
      }))
    )
      throw notFound();
    await markContentChanged(this.ctx, scope);
  }

  /** Publishes an update; on the email channel its subscribers are mailed in the background. */
  async publish(scope: OrgScope, topicId: string, body: z.output<typeof publishUpdateBodySchema>) {
    if (!(await topicExists(this.ctx.db, scope, topicId))) throw notFound();
    const channels = [...new Set(body.channels)];
    const id = await insertUpdate(this.ctx.db, scope, {
      topicId,
      message: body.message,
      spAudience: body.spAudience,
      channels,
      type: channels.includes('status_page') ? 'topic' : 'ad_hoc',
    });
    if (channels.includes('status_page')) await markContentChanged(this.ctx, scope);
    if (channels.includes('email')) await this.fanout.enqueue(scope, id);
    return { id };
  }

  async subscribers(scope: OrgScope): Promise<SubscribersResponse> {
    const [rows, blockedDomains] = await Promise.all([
      listSubscribers(this.ctx.db, scope),
      listBlockedDomains(this.ctx.db, scope),
    ]);
    return {
      subscribers: rows.map((s) => ({
        id: s.id,
        email: s.email,
        status: s.status,
        source: s.source,
        createdAt: s.createdAt.toISOString(),
        confirmedAt: s.confirmedAt?.toISOString() ?? null,
      })),
      blockedDomains,
    };
  }

  /** Blocking stops all mail; unblocking leaves the address unsubscribed until it opts in again. */
  async setBlocked(scope: OrgScope, subscriberId: string, blocked: boolean) {
    if (!(await setSubscriberStatus(this.ctx.db, scope, subscriberId, blocked ? 'blocked' : 'unsubscribed')))
      throw notFound();
  }

  async blockDomain(scope: OrgScope, body: z.output<typeof blockedDomainBodySchema>) {
    const row = await insertBlockedDomain(this.ctx.db, scope, body.domain);
    if (!row)
      throw new AppError(409, 'already_blocked', 'This domain is already blocked.', {
        domain: 'This domain is already blocked.',
      });
    return row;
  }

  async unblockDomain(scope: OrgScope, domainId: string) {
    if (!(await deleteBlockedDomain(this.ctx.db, scope, domainId))) throw notFound();
  }

  private async checkedProducts(scope: OrgScope, productIds: string[]) {
    const own = await ownProductIds(this.ctx.db, scope, productIds);
    if (own.length !== new Set(productIds).size) throw notFound('Product not found');
    return own;
  }
}
