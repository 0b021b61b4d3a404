import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  INTEGRATION_MESSAGES as M,
  INTEGRATION_PROVIDERS,
  INTEGRATIONS_PLAN,
  type IntegrationProvider,
  type IntegrationState,
} from '@trust/shared';
import type { AppContext, OrgScope } from '../../context.js';
import { integrationConnections, organisations, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { recordChange, type Actor } from '../audit/audit-log.js';
import { hackerOneProvider, ProviderFailure, statuspageProvider, type LiveProvider } from './providers.js';

const REFRESH_QUEUE = 'refresh-integration';

/** What each provider's connect failure reads, by kind (editor spec section 8). */
const CONNECT_ERRORS: Record<IntegrationProvider, { field: string; notFound: string; other: string }> = {
  hackerone: { field: 'page', notFound: M.hackeroneNotFound, other: M.hackeroneUnknown },
  statuspage: { field: 'link', notFound: M.statuspageInvalid, other: M.statuspageInvalid },
};

/**
 * HackerOne and Statuspage for a product (issue 15, part 6): connecting reads the provider once (a
 * failure leaves it disconnected); a job reads connected ones again every few minutes and keeps
 * the last good answer, which is all visitors ever get, so a slow or failing provider never slows
 * or breaks the portal. Staff see the answer's age and the last failure.
 */
export class IntegrationService {
  private readonly providers: Record<IntegrationProvider, LiveProvider<unknown>>;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: AppContext) {
    const settings = ctx.config.integrations;
    this.providers = { hackerone: hackerOneProvider(settings), statuspage: statuspageProvider(settings) };
  }

  async start() {
    await this.ctx.jobs.work<{ productId: string; provider: IntegrationProvider }>(
      REFRESH_QUEUE,
      ({ productId, provider }) => this.refresh(productId, provider),
      { batchSize: 5, concurrency: 5 },
    );
    const every = this.ctx.config.integrations.refreshSeconds * 1000;
    this.sweeper = setInterval(() => void this.queueDue().catch(() => undefined), Math.min(every, 60_000));
    this.sweeper.unref();
  }

  stop() {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  private async allowed(scope: OrgScope): Promise<boolean> {
    const [org] = await this.ctx.db
      .select({ plan: organisations.plan })
      .from(organisations)
      .where(eq(organisations.id, scope.orgId));
    return org?.plan === 'growth' || org?.plan === 'enterprise';
  }

  private async product(scope: OrgScope, productId: string) {
    const [row] = await this.ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, scope.orgId), eq(products.id, productId)));
    if (!row) throw notFound();
  }

  private where(scope: OrgScope, productId: string, provider: IntegrationProvider) {
    return and(
      eq(integrationConnections.orgId, scope.orgId),
      eq(integrationConnections.productId, productId),
      eq(integrationConnections.provider, provider),
    );
  }

  async states(scope: OrgScope, productId: string): Promise<IntegrationState[]> {
    await this.product(scope, productId);
    const allowed = await this.allowed(scope);
    const rows = await this.ctx.db
      .select()
      .from(integrationConnections)
      .where(
        and(eq(integrationConnections.orgId, scope.orgId), eq(integrationConnections.productId, productId)),
      );
    return INTEGRATION_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        allowed,
        connected: Boolean(row),
        link: row?.link ?? null,
        showInCard: row?.showInCard ?? true,
        fetchedAt: row?.fetchedAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
        lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
      };
    });
  }

  /** Reads the provider once without saving (the Statuspage check before connecting). */
  async preview(scope: OrgScope, provider: IntegrationProvider, link: string) {
    if (!(await this.allowed(scope)))
      throw new AppError(403, 'plan_upgrade_required', M.upgrade(INTEGRATIONS_PLAN));
    return this.readForConnect(provider, link);
  }

  private async readForConnect(provider: IntegrationProvider, link: string) {
    const errors = CONNECT_ERRORS[provider];
    try {
      return await this.providers[provider].read(link);
    } catch (error) {
      const kind = error instanceof ProviderFailure ? error.kind : 'unavailable';
      const message = kind === 'not_found' ? errors.notFound : errors.other;
      throw new AppError(400, kind === 'not_found' ? 'NOT_FOUND' : 'UNKNOWN', message, {
        [errors.field]: message,
      });
    }
  }

  async connect(
    scope: OrgScope,
    actor: Actor,
    {
      productId,
      provider,
      link,
      showInCard,
    }: {
      productId: string;
      provider: IntegrationProvider;
      link: string;
      showInCard: boolean;
    },
  ) {
    if (!(await this.allowed(scope)))
      throw new AppError(403, 'plan_upgrade_required', M.upgrade(INTEGRATIONS_PLAN));
    await this.product(scope, productId);
    const data = await this.readForConnect(provider, link);
    const values = { link, showInCard, data, fetchedAt: new Date(), lastError: null, lastErrorAt: null };
    await this.ctx.db
      .insert(integrationConnections)
      .values({ orgId: scope.orgId, productId, provider, ...values })
      .onConflictDoUpdate({
        target: [integrationConnections.productId, integrationConnections.provider],
        set: values,
        setWhere: eq(integrationConnections.orgId, scope.orgId),
      });
    await recordChange(this.ctx, scope, actor, {
      action: 'integration.connect',
      target: `product:${productId}/${provider}`,
      before: null,
      after: { link, showInCard },
    });
    return data;
  }

  async disconnect(scope: OrgScope, actor: Actor, productId: string, provider: IntegrationProvider) {
    await this.product(scope, productId);
    const removed = await this.ctx.db
      .delete(integrationConnections)
      .where(this.where(scope, productId, provider))
      .returning({ link: integrationConnections.link });
    if (removed.length === 0) throw notFound();
    await recordChange(this.ctx, scope, actor, {
      action: 'integration.disconnect',
      target: `product:${productId}/${provider}`,
      before: { link: removed[0]!.link },
      after: null,
    });
  }

  /** The last good answer for visitors, with the card setting; null when there is none. */
  async liveData(scope: OrgScope, productId: string, provider: IntegrationProvider) {
    const [row] = await this.ctx.db
      .select()
      .from(integrationConnections)
      .where(this.where(scope, productId, provider));
    if (!row?.data || !(await this.allowed(scope))) return null;
    return { data: row.data, showInCard: row.showInCard };
  }

  /** Reads one connection again: a good answer replaces the kept one, a failure is only noted. */
  async refresh(productId: string, provider: IntegrationProvider) {
    const { db } = this.ctx;
    const key = and(
      eq(integrationConnections.productId, productId),
      eq(integrationConnections.provider, provider),
    );
    const [row] = await db.select().from(integrationConnections).where(key);
    if (!row) return;
    const adapter = this.providers[provider];
    try {
      const data = await adapter.read(row.link);
      await db
        .update(integrationConnections)
        .set({ data, fetchedAt: new Date(), lastError: null, lastErrorAt: null })
        .where(and(key, eq(integrationConnections.link, row.link)));
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      await db
        .update(integrationConnections)
        .set({ lastError: M.temporary(adapter.hostOf(row.link)), lastErrorAt: new Date() })
        .where(and(key, eq(integrationConnections.link, row.link)));
    }
  }

  /** Queues a refresh of every connection whose answer is older than the refresh interval. */
  async queueDue(): Promise<number> {
    const seconds = this.ctx.config.integrations.refreshSeconds;
    const due = await this.ctx.db
      .select({ productId: integrationConnections.productId, provider: integrationConnections.provider })
      .from(integrationConnections)
      .where(
        or(
          isNull(integrationConnections.fetchedAt),
          lt(integrationConnections.fetchedAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      )
      .limit(200);
    for (const { productId, provider } of due)
      await this.ctx.jobs.send(REFRESH_QUEUE, { productId, provider });
    return due.length;
  }
}
