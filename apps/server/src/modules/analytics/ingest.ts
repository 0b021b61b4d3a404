import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { AnalyticsBatch } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { AccessService } from '../access/service.js';
import type { PortalService } from '../portal/service.js';
import { EventBuffer } from './event-buffer.js';

const RETENTION_QUEUE = 'analytics-retention';
const RETENTION_EVERY_MS = 6 * 3600_000;
/** Rows removed per statement, so a large backlog never holds one long delete. */
const RETENTION_CHUNK = 10_000;
const DAY_MS = 86_400_000;

/** An address with its host part dropped: IPv4 to /24, IPv6 to /48. */
export function truncateIp(ip: string): string | null {
  const address = ip.replace(/^::ffff:/, '');
  if (isIP(address) === 4) return address.replace(/\.\d+$/, '.0');
  if (isIP(address) === 6) {
    const groups = address.split('::')[0]!.split(':');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return null;
}

/**
 * The portal's analytics events: who (visitor id, or the member and account), what, when. Staff
 * editing or previewing are not visitors and are not counted.
 */
export class AnalyticsIngest {
  private readonly buffer: EventBuffer;

  constructor(
    private readonly ctx: AppContext,
    private readonly access: AccessService,
    private readonly portal: PortalService,
  ) {
    this.buffer = new EventBuffer(ctx.copyRows);
  }

  async record(request: FastifyRequest, tenant: ResolvedTenant, batch: AnalyticsBatch): Promise<void> {
    if (!this.ctx.config.analyticsEnabled) return;
    const viewer = await this.access.viewer(request, tenant, {
      accountId: batch.accountId,
      permissionProfileId: batch.permissionProfileId,
    });
    if (viewer.mode !== 'Public' && viewer.mode !== 'AccountExternal') return;
    const view = (await this.portal.view(tenant, null, viewer)).data;
    if (!view.sharedInfo.products.some((p) => p.productId === batch.productId)) throw notFound();
    const member = viewer.mode === 'AccountExternal' ? (await request.identity()).member : null;
    const now = Date.now();
    this.buffer.push(
      {
        orgId: tenant.id,
        productId: batch.productId,
        mode: viewer.mode,
        accountId: member?.accountId ?? null,
        memberId: member?.memberId ?? null,
        visitorId: batch.visitorId ?? null,
        ipPrefix: truncateIp(request.ip),
      },
      batch.events.map((event) => ({
        type: event.type,
        data: event.data,
        // The browser's clock is a hint: kept within the last day and never in the future.
        occurredAt: new Date(Math.min(now, Math.max(now - DAY_MS, Date.parse(event.at)))),
      })),
    );
  }

  /** Writes what is buffered (at shutdown, and for tests). */
  flush() {
    return this.buffer.flush();
  }

  /** Removes events past the retention period now, and every few hours from now on. */
  async startRetention() {
    await this.ctx.jobs.work(RETENTION_QUEUE, async () => {
      await this.removeExpired();
    });
    const queue = () =>
      this.ctx.jobs
        .send(RETENTION_QUEUE, {}, { singletonKey: 'analytics-retention' })
        .catch((error: unknown) => console.warn('could not queue analytics retention', error));
    await queue();
    setInterval(() => void queue(), RETENTION_EVERY_MS).unref();
  }

  async removeExpired(): Promise<number> {
    const cutoff = new Date(Date.now() - this.ctx.config.analyticsRetentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const rows = await this.ctx.db
        .delete(analyticsEvents)
        .where(
          sql`${analyticsEvents.id} in (select id from ${analyticsEvents} where ${lt(analyticsEvents.occurredAt, cutoff)} limit ${RETENTION_CHUNK})`,
        )
        .returning({ id: analyticsEvents.id });
      removed += rows.length;
      if (rows.length < RETENTION_CHUNK) return removed;
    }
  }
}
