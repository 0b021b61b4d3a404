import type { AppContext } from '../../context.js';
import { CopyLines, copyFields } from '../../db/copy-text.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { analyticsEventBatches } from '../../db/schema/index.js';

/** What the events of one batch share: who sent them, from where. */
export type EventOrigin = Pick<
  typeof analyticsEventBatches.$inferInsert,
  'orgId' | 'productId' | 'mode' | 'accountId' | 'memberId' | 'visitorId' | 'ipPrefix'
>;

/** How often buffered batches are written, and how many make a write happen sooner. */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 1000;
/** Held while the database is away; past this the oldest are dropped (analytics, not records). */
const MAX_HELD = 10_000;

const TABLE = 'analytics_event_batches';
const NULL = '\\N';
const COLUMNS = [
  'org_id',
  'product_id',
  'mode',
  'account_id',
  'member_id',
  'visitor_id',
  'ip_prefix',
  'body',
  'page_views',
  'received_at',
] as const;

/**
 * Collects analytics batches in memory and appends them with COPY, so a page view costs the
 * request a line of bytes, and the database the cheapest write it has (INSERT … unnest of the
 * same rows cost it half as much again, measured; a row per event rather than per batch, twice
 * as much). A write that fails while the database is away is tried again.
 */
export class EventBuffer {
  private readonly lines = new CopyLines();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly copyRows: AppContext['copyRows']) {}

  /** Holds a batch: `body` is its JSON text, with the events in `events`. */
  push(origin: EventOrigin, body: string, pageViews: number, receivedAt: Date) {
    // Ids, the mode and the address prefix hold no tab, newline or backslash: only the JSON needs
    // COPY's escaping.
    this.lines.append(
      `${origin.orgId}\t${origin.productId ?? NULL}\t${origin.mode}\t${origin.accountId ?? NULL}\t${origin.memberId ?? NULL}\t${origin.visitorId ?? NULL}\t${origin.ipPrefix ?? NULL}\t${copyFields([body])}\t${pageViews}\t${receivedAt.toISOString()}\n`,
    );
    this.lines.keepNewest(MAX_HELD);
    if (this.lines.count >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is held (one write at a time); answers once it is written or kept for later. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.lines.count === 0) return;
    const batch = this.lines.take();
    this.writing = this.copyRows(TABLE, COLUMNS, batch.bytes)
      .then(
        () => undefined,
        (error: unknown) => {
          // A database that went away costs the seconds it is away; a batch it refuses (a value
          // it cannot read) is dropped rather than retried for ever.
          if (!isDatabaseUnavailable(error)) return console.warn('dropped analytics events', error);
          this.lines.prepend(batch.bytes, batch.count);
          this.lines.keepNewest(MAX_HELD);
          this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
        },
      )
      .finally(() => (this.writing = null));
    await this.writing;
  }
}
