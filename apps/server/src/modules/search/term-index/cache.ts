import type { Db } from '../../../db/client.js';
import type { ContentEvents } from '../../../platform/content-events.js';
import { loadEnglishWords } from '../english-words.js';
import { OrgTermIndex } from './org-index.js';

/**
 * Positions held across all organisations' indexes. Measured with the rows' ids, an index costs
 * about 17 bytes a position: 50,000 entries and 10,000 passages hold 4.6 million, 78 MB. This keeps
 * the whole cache near 200 MB; the organisations searched longest ago go first. While an index is
 * rebuilt after a change, the outdated one is held too, for seconds.
 */
const MEMORY_BUDGET = 12_000_000;
/** A search waits this long at most for its organisation's index being built. */
const WAIT_MS = 100;
/** Changes in a burst (an editor saving entry after entry) rebuild an index once. */
const REBUILD_DELAY_MS = 500;

interface Entry {
  pending: Promise<OrgTermIndex>;
  ready?: OrgTermIndex;
}

/**
 * Each organisation's term index, built at its first search and rebuilt after every change to
 * its content (the events that drop cached views). A search waits a little for an index being
 * built, and not at all for an organisation whose last build took longer: it then searches in SQL
 * alone, so a large organisation's rebuild never stalls its visitors.
 */
export class TermIndexCache {
  /** In order of last use, oldest first. */
  private readonly entries = new Map<string, Entry>();
  private readonly buildMs = new Map<string, number>();
  private readonly rebuilds = new Map<string, NodeJS.Timeout>();
  /**
   * Organisations whose index alone would take more than the whole budget: searched in SQL alone
   * until their content next changes (the next search after it tries again).
   */
  private readonly tooLarge = new Set<string>();
  /** An index a change outdated, kept until the rebuild it started is done (see `latest`). */
  private readonly outdated = new Map<string, OrgTermIndex>();

  constructor(
    private readonly db: Db,
    events: ContentEvents,
    private readonly memoryBudget = MEMORY_BUDGET,
  ) {
    events.subscribe((orgId) => {
      if (orgId !== null) return this.changed(orgId);
      this.entries.clear();
      this.tooLarge.clear();
      this.outdated.clear();
    });
  }

  /** The organisation's index if it is built, or gets built within a short wait; otherwise null. */
  async get(orgId: string): Promise<OrgTermIndex | null> {
    if (this.tooLarge.has(orgId)) return null;
    const entry = this.use(orgId);
    if (entry.ready) return entry.ready;
    const waitMs = (this.buildMs.get(orgId) ?? 0) > WAIT_MS ? 0 : WAIT_MS;
    return this.within(entry.pending, waitMs);
  }

  /**
   * The organisation's index or, while a change has it rebuilt, the one from before the change:
   * for what may lag a change by a second, such as staff's spelling corrections over every entry.
   * Never for what a visitor finds or is corrected to: the outdated index may hold words of an
   * entry just made internal.
   */
  async latest(orgId: string): Promise<OrgTermIndex | null> {
    return (await this.get(orgId)) ?? this.outdated.get(orgId) ?? null;
  }

  /** The organisation's index once built, however long that takes (benchmarks start warm). */
  async built(orgId: string): Promise<OrgTermIndex> {
    return this.use(orgId).pending;
  }

  private use(orgId: string): Entry {
    let entry = this.entries.get(orgId);
    if (entry) this.entries.delete(orgId);
    else entry = this.start(orgId);
    this.entries.set(orgId, entry);
    return entry;
  }

  private async within(pending: Promise<OrgTermIndex>, waitMs: number): Promise<OrgTermIndex | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    try {
      return await Promise.race([pending, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A searched organisation's index is rebuilt soon after a change, before its next visitor asks. */
  private changed(orgId: string) {
    this.tooLarge.delete(orgId);
    const ready = this.entries.get(orgId)?.ready;
    if (ready) this.outdated.set(orgId, ready);
    if (!this.entries.delete(orgId) && !this.rebuilds.has(orgId)) return;
    clearTimeout(this.rebuilds.get(orgId));
    const timer = setTimeout(() => {
      this.rebuilds.delete(orgId);
      if (!this.entries.has(orgId)) this.entries.set(orgId, this.start(orgId));
    }, REBUILD_DELAY_MS);
    timer.unref();
    this.rebuilds.set(orgId, timer);
  }

  private start(orgId: string): Entry {
    // Spelling correction asks it of words no content holds; a failed read is retried on the spot.
    loadEnglishWords().catch(() => undefined);
    const started = performance.now();
    const entry: Entry = { pending: OrgTermIndex.load(this.db, orgId) };
    entry.pending.then(
      (index) => {
        this.outdated.delete(orgId);
        this.buildMs.set(orgId, performance.now() - started);
        if (index.weight > this.memoryBudget) {
          this.tooLarge.add(orgId);
          if (this.entries.get(orgId) === entry) this.entries.delete(orgId);
          return;
        }
        entry.ready = index;
        this.keepWithinBudget();
      },
      // A failed build (the database away) is forgotten: the next search tries again.
      () => {
        if (this.entries.get(orgId) === entry) this.entries.delete(orgId);
      },
    );
    return entry;
  }

  private keepWithinBudget() {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.ready?.weight ?? 0;
    for (const [orgId, entry] of this.entries) {
      if (total <= this.memoryBudget) break;
      total -= entry.ready?.weight ?? 0;
      this.entries.delete(orgId);
    }
  }
}
