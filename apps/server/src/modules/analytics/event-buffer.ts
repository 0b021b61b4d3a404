import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { analyticsEvents } from '../../db/schema/index.js';

type Row = typeof analyticsEvents.$inferInsert;

/** How often buffered events are written, and how many make a write happen sooner. */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 2000;
/** Held while the database is away; past this the oldest are dropped (analytics, not records). */
const MAX_HELD = 20_000;

/**
 * Collects analytics events in memory and writes them in multi-row inserts, so a page view costs
 * the request a push onto an array. A write that fails while the database is away is tried again.
 */
export class EventBuffer {
  private rows: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  push(rows: Row[]) {
    this.rows.push(...rows);
    if (this.rows.length > MAX_HELD) this.rows.splice(0, this.rows.length - MAX_HELD);
    if (this.rows.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is held (one write at a time); answers once it is written or kept for later. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.rows.length === 0) return;
    const batch = this.rows;
    this.rows = [];
    this.writing = this.db
      .execute(insertAll(batch))
      .then(
        () => undefined,
        (error: unknown) => {
          // A database that went away costs the seconds it is away; a batch it refuses (an
          // organisation deleted meanwhile) is dropped rather than retried for ever.
          if (!isDatabaseUnavailable(error)) return console.warn('dropped analytics events', error);
          this.rows = [...batch, ...this.rows].slice(-MAX_HELD);
          this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
        },
      )
      .finally(() => (this.writing = null));
    await this.writing;
  }
}

/**
 * One statement whatever the batch's size: each column goes as one array parameter and `unnest`
 * turns them into rows. A multi-row VALUES list would bind ten parameters per event, and building
 * and parsing those cost the embedded database more than the rows themselves.
 */
function insertAll(rows: Row[]) {
  const column = <T>(value: (row: Row) => T) => sql.param(rows.map(value));
  return sql`insert into ${analyticsEvents} (org_id, product_id, type, mode, account_id, member_id, visitor_id, ip_prefix, data, occurred_at)
    select * from unnest(
      ${column((r) => r.orgId)}::uuid[], ${column((r) => r.productId ?? null)}::uuid[],
      ${column((r) => r.type)}::text[], ${column((r) => r.mode)}::text[],
      ${column((r) => r.accountId ?? null)}::uuid[], ${column((r) => r.memberId ?? null)}::uuid[],
      ${column((r) => r.visitorId ?? null)}::uuid[], ${column((r) => r.ipPrefix ?? null)}::text[],
      ${column((r) => JSON.stringify(r.data ?? {}))}::jsonb[], ${column((r) => r.occurredAt)}::timestamptz[])`;
}
