import type { AppContext } from '../../context.js';
import { copyLine } from '../../db/copy-text.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { analyticsEvents } from '../../db/schema/index.js';

export type EventRow = Omit<typeof analyticsEvents.$inferInsert, 'id'>;

/** How often buffered events are written, and how many make a write happen sooner. */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 2000;
/** Held while the database is away; past this the oldest are dropped (analytics, not records). */
const MAX_HELD = 20_000;

const TABLE = 'analytics_events';
const COLUMNS = [
  'org_id',
  'product_id',
  'type',
  'mode',
  'account_id',
  'member_id',
  'visitor_id',
  'ip_prefix',
  'data',
  'occurred_at',
] as const;

/** An event as the line COPY reads, in COLUMNS' order. */
function lineOf(row: EventRow): string {
  return copyLine([
    row.orgId,
    row.productId ?? null,
    row.type,
    row.mode,
    row.accountId ?? null,
    row.memberId ?? null,
    row.visitorId ?? null,
    row.ipPrefix ?? null,
    JSON.stringify(row.data ?? {}),
    row.occurredAt.toISOString(),
  ]);
}

/**
 * Collects analytics events in memory and appends them with COPY, so a page view costs the
 * request a line of text, and the database the cheapest write it has (an INSERT of the same rows
 * cost it three times as much). A write that fails while the database is away is tried again.
 */
export class EventBuffer {
  private lines: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly copyRows: AppContext['copyRows']) {}

  push(rows: EventRow[]) {
    for (const row of rows) this.lines.push(lineOf(row));
    if (this.lines.length > MAX_HELD) this.lines.splice(0, this.lines.length - MAX_HELD);
    if (this.lines.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is held (one write at a time); answers once it is written or kept for later. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.lines.length === 0) return;
    const batch = this.lines;
    this.lines = [];
    this.writing = this.copyRows(TABLE, COLUMNS, batch.join(''))
      .then(
        () => undefined,
        (error: unknown) => {
          // A database that went away costs the seconds it is away; a batch it refuses (an
          // organisation deleted meanwhile) is dropped rather than retried for ever.
          if (!isDatabaseUnavailable(error)) return console.warn('dropped analytics events', error);
          this.lines = [...batch, ...this.lines].slice(-MAX_HELD);
          this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
        },
      )
      .finally(() => (this.writing = null));
    await this.writing;
  }
}
