import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { AnalyticsBatch, AnalyticsEvent, PortalView } from '@trust/shared';
import type { AppContext } from '../../context.js';
import { EVENT_CLOCK_SLACK_MS, analyticsEventBundles } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { hasSessionCookie, type MemberIdentity } from '../../plugins/sessions/plugin.js';
import type { ResolvedTenant } from '../../plugins/tenant/directory.js';
import type { AccessService } from '../access/service.js';
import type { PortalService } from '../portal/service.js';
import { EventBuffer } from './event-buffer.js';

const RETENTION_QUEUE = 'analytics-retention';
const RETENTION_EVERY_MS = 6 * 3600_000;
/** Rows removed per statement, so a large backlog never holds one long delete. */
const RETENTION_CHUNK = 10_000;
const DAY_MS = 86_400_000;
const PUBLIC = { mode: 'Public' } as const;

/**
 * Batches larger than this are written as re-serialised rather than as sent: a browser's batch is
 * a few hundred bytes, and whitespace padding must not cost more storage than the events.
 */
const SENT_KEPT_MAX = 8192;

const IPV4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/;

/**
 * A batch as its bundle keeps it (see BundledBatch): what the server knows in front of the batch
 * as sent, whose keys the strict schema limits to its own; or, when its clock was corrected (or it
 * was padded past SENT_KEPT_MAX), the same re-serialised. Serialising the events again cost a
 * third of recording them.
 */
export function bundledBatch(
  batch: AnalyticsBatch,
  events: AnalyticsEvent[],
  ip: string | null,
  pageViews: number,
  sent: string | undefined,
): string {
  // The journey finds a visitor's bundles by the id's text, as PostgreSQL prints uuids: lower case.
  const visitorId = batch.visitorId?.toLowerCase();
  if (
    sent === undefined ||
    sent.length > SENT_KEPT_MAX ||
    events !== batch.events ||
    visitorId !== batch.visitorId
  )
    return JSON.stringify({ ip: ip ?? undefined, pageViews, visitorId, events });
  // An address is digits, dots, colons and hex letters: nothing JSON escapes.
  return `{${ip === null ? '' : `"ip":"${ip}",`}"pageViews":${pageViews},${sent.slice(sent.indexOf('{') + 1)}`;
}

/** An address with its host part dropped: IPv4 to /24, IPv6 to /48. */
export function truncateIp(ip: string): string | null {
  // The address is the socket's or a trusted proxy's, so four groups of digits are IPv4.
  const v4 = IPV4.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (isIP(ip) === 6) {
    const groups = ip.split('::')[0]!.split(':');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return null;
}

/**
 * The browser's clock is a hint: an event's time is kept within the day before `now`. Most clocks
 * are right, and their events go on as parsed; only those out of range are given a new time.
 */
export function keptToServerClock(events: AnalyticsEvent[], now: number): AnalyticsEvent[] {
  const earliest = now - EVENT_CLOCK_SLACK_MS;
  if (events.every((event) => isBetween(event.at, earliest, now))) return events;
  return events.map((event) =>
    isBetween(event.at, earliest, now)
      ? event
      : { ...event, at: new Date(Date.parse(event.at) > now ? now : earliest).toISOString() },
  );
}

// A function of the module rather than a closure per call: the server runs through tsx, whose
// transform names every closure it creates (a property definition each time).
function isBetween(at: string, earliest: number, latest: number) {
  const time = Date.parse(at);
  return time >= earliest && time <= latest;
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

  /**
   * Records a batch; `sent` is its JSON text as the browser sent it, kept when its clock is right.
   * An anonymous visitor's batch, the common case, is recorded at once when the public view is
   * cached, without the general path's awaits (each a promise the async context of database
   * transactions tracks); otherwise the answer is a promise.
   */
  record(
    request: FastifyRequest,
    tenant: ResolvedTenant,
    batch: AnalyticsBatch,
    sent?: string,
  ): Promise<void> | undefined {
    if (!this.ctx.config.analyticsEnabled) return;
    if (!hasSessionCookie(request)) {
      const view = this.portal.cachedView(tenant, null, PUBLIC);
      if (view) return this.keep(request, tenant, batch, sent, view.data, 'Public', null);
    }
    return this.recordAfterLookups(request, tenant, batch, sent);
  }

  private async recordAfterLookups(
    request: FastifyRequest,
    tenant: ResolvedTenant,
    batch: AnalyticsBatch,
    sent: string | undefined,
  ) {
    const viewer = await this.access.viewer(request, tenant, {
      accountId: batch.accountId,
      permissionProfileId: batch.permissionProfileId,
    });
    const { mode } = viewer;
    if (mode !== 'Public' && mode !== 'AccountExternal') return;
    const view = (await this.portal.view(tenant, null, viewer)).data;
    const member = mode === 'AccountExternal' ? (await request.identity()).member : null;
    this.keep(request, tenant, batch, sent, view, mode, member);
  }

  /** Buffers the batch of a viewer shown `view`, if the batch's product is one of it. */
  private keep(
    request: FastifyRequest,
    tenant: ResolvedTenant,
    batch: AnalyticsBatch,
    sent: string | undefined,
    view: PortalView,
    mode: 'Public' | 'AccountExternal',
    member: MemberIdentity | null,
  ): undefined {
    if (!view.sharedInfo.products.some((p) => p.productId === batch.productId)) throw notFound();
    const now = Date.now();
    const events = keptToServerClock(batch.events, now);
    let pageViews = 0;
    for (const event of events) if (event.type === 'page_view') pageViews++;
    this.buffer.push(
      {
        orgId: tenant.id,
        productId: batch.productId,
        mode,
        accountId: member?.accountId ?? null,
        memberId: member?.memberId ?? null,
      },
      bundledBatch(batch, events, truncateIp(request.ip), pageViews, sent),
      pageViews,
      now,
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
      // A bundle's events all happened before its last batch arrived: none younger than the cutoff goes.
      const rows = await this.ctx.db
        .delete(analyticsEventBundles)
        .where(
          sql`${analyticsEventBundles.id} in (select id from ${analyticsEventBundles} where ${lt(analyticsEventBundles.receivedAt, cutoff)} limit ${RETENTION_CHUNK})`,
        )
        .returning({ id: analyticsEventBundles.id });
      removed += rows.length;
      if (rows.length < RETENTION_CHUNK) return removed;
    }
  }
}
