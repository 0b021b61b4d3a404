import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { ByteBuilder, CopyLines, copyFields } from '../../db/copy-text.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { analyticsEventBundles } from '../../db/schema/index.js';

/** Bundles taken for one write, under the id that makes it happen once. */
interface HeldWrite {
  id: string;
  bytes: Buffer;
  count: number;
}

/** Who sent a batch: batches of the same sender are written as one bundle. */
export type EventSender = Pick<
  typeof analyticsEventBundles.$inferInsert,
  'orgId' | 'productId' | 'mode' | 'accountId' | 'memberId'
>;

/** How often bundles are written, and how many bytes of batches make a write happen sooner. */
const FLUSH_MS = 1000;
const FLUSH_BYTES = 1 << 20;
/** Held while the database is away; past this the oldest bundles are dropped (analytics, not records). */
const MAX_HELD_BYTES = 32 << 20;

/** Where bundles go, and the columns of a bundle's COPY line (see `OpenBundle.line`). */
export const BUNDLE_TABLE = 'analytics_event_bundles';
const NULL = '\\N';
export const BUNDLE_COLUMNS = [
  'org_id',
  'product_id',
  'mode',
  'account_id',
  'member_id',
  'body',
  'page_views',
  'received_at',
] as const;

/** The batches of one sender gathered since the last write: the body of one bundle row. */
class OpenBundle {
  /** Where each batch's COPY-escaped JSON lies in the buffer's arena: start and end, in turn. */
  readonly ranges: number[] = [];
  pageViews = 0;
  receivedAt = 0;

  constructor(readonly sender: EventSender) {}

  /** The bundle as a line of COPY's text format, its batches read from `arena`. */
  line(arena: ByteBuilder): (string | Buffer)[] {
    const s = this.sender;
    // Ids and the mode hold no tab, newline or backslash; the batches were escaped as added.
    const parts: (string | Buffer)[] = [
      `${s.orgId}\t${s.productId ?? NULL}\t${s.mode}\t${s.accountId ?? NULL}\t${s.memberId ?? NULL}\t{"batches":[`,
    ];
    for (let i = 0; i < this.ranges.length; i += 2) {
      if (i > 0) parts.push(',');
      parts.push(arena.slice(this.ranges[i]!, this.ranges[i + 1]!));
    }
    parts.push(`]}\t${this.pageViews}\t${new Date(this.receivedAt).toISOString()}\n`);
    return parts;
  }
}

/**
 * Collects analytics batches in memory and appends them with COPY, a bundle per sender a second:
 * a page view costs the request a few bytes copied, and the database a share of one row. (A row
 * per batch cost the database two to four times as much per visit, measured by bench/event-recording
 * and by COPY alone, and a row per event twice that again.) A write that fails while the database
 * is away is tried again, once it is back, and lands once.
 */
export class EventBuffer {
  private readonly open = new Map<string, OpenBundle>();
  /** The open bundles' batches, one after another; its memory is kept from second to second. */
  private readonly arena = new ByteBuilder();
  /** Bundles closed and not yet written. */
  private readonly lines = new CopyLines();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  /**
   * A write that failed while the database was away, tried again before anything newer under the
   * same id: it may have committed before the connection dropped (see `Database.copyRows`).
   */
  private retry: HeldWrite | null = null;

  constructor(private readonly copyRows: AppContext['copyRows']) {}

  /** Holds a batch: `json` is its text as a bundle keeps it (see BundledBatch). */
  push(sender: EventSender, json: string, pageViews: number, receivedAt: number) {
    const key = `${sender.orgId}|${sender.productId}|${sender.mode}|${sender.accountId}|${sender.memberId}`;
    let bundle = this.open.get(key);
    if (!bundle) this.open.set(key, (bundle = new OpenBundle(sender)));
    const start = this.arena.used;
    this.arena.append(copyFields([json]));
    bundle.ranges.push(start, this.arena.used);
    bundle.pageViews += pageViews;
    bundle.receivedAt = Math.max(bundle.receivedAt, receivedAt);
    if (this.arena.used >= FLUSH_BYTES) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is held (one write at a time); answers once it is written or kept for later. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const bundle of this.open.values()) this.lines.appendParts(bundle.line(this.arena));
    this.open.clear();
    this.arena.clear();
    this.keepWithinMemory();
    // Another flush may take what is held while this one waits: it waits for that write too.
    for (;;) {
      while (this.writing) await this.writing;
      const write = this.retry ?? (this.lines.count > 0 ? { id: randomUUID(), ...this.lines.take() } : null);
      if (!write) return;
      this.retry = null;
      await (this.writing = this.write(write).finally(() => (this.writing = null)));
      if (this.retry) return;
    }
  }

  private async write(write: HeldWrite) {
    try {
      await this.copyRows(BUNDLE_TABLE, BUNDLE_COLUMNS, write.bytes, write.id);
      this.lines.giveBack(write.bytes);
    } catch (error) {
      // A database that went away costs the seconds it is away; bundles it refuses (a value
      // it cannot read) are dropped rather than retried for ever.
      if (!isDatabaseUnavailable(error)) return console.warn('dropped analytics events', error);
      this.retry = write;
      this.keepWithinMemory();
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS * 5).unref();
    }
  }

  /** Drops the oldest bundles held (a write to retry first) past `MAX_HELD_BYTES`. */
  private keepWithinMemory() {
    if (this.retry && this.retry.bytes.length + this.lines.bytes > MAX_HELD_BYTES) this.retry = null;
    this.lines.keepNewestBytes(MAX_HELD_BYTES - (this.retry?.bytes.length ?? 0));
  }
}
