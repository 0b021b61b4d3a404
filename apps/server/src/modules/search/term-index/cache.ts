import type { Db } from '../../../db/client.js';
import type { ContentEvents } from '../../../platform/content-events.js';
import { OrgTermIndex } from './org-index.js';

/**
 * Positions held across all organisations' indexes, about a dozen bytes each: some 250 MB. An
 * organisation of 50,000 entries and 10,000 passages holds about 3 million.
 */
const MEMORY_BUDGET = 20_000_000;

interface Entry {
  pending: Promise<OrgTermIndex>;
  ready?: OrgTermIndex;
}

/**
 * Each organisation's term index, built on its first search and dropped at every content change
 * (the same events that drop cached views). A search waits a little for an index being built;
 * past that it searches in SQL alone, so a large organisation's rebuild never stalls its visitors.
 */
export class TermIndexCache {
  /** In order of last use, oldest first. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    events: ContentEvents,
  ) {
    events.subscribe((orgId) => (orgId === null ? this.entries.clear() : this.entries.delete(orgId)));
  }

  /** The organisation's index if it is built, or gets built, within `waitMs`; otherwise null. */
  async get(orgId: string, waitMs: number): Promise<OrgTermIndex | null> {
    let entry = this.entries.get(orgId);
    if (entry) this.entries.delete(orgId);
    else entry = this.start(orgId);
    this.entries.set(orgId, entry);
    if (entry.ready) return entry.ready;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    try {
      return await Promise.race([entry.pending, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private start(orgId: string): Entry {
    const entry: Entry = { pending: OrgTermIndex.load(this.db, orgId) };
    entry.pending.then(
      (index) => {
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
    // The newest entry stays even alone over the budget: evicting it would rebuild it at every search.
    const newest = [...this.entries.keys()].at(-1);
    for (const [orgId, entry] of this.entries) {
      if (total <= MEMORY_BUDGET || orgId === newest) break;
      total -= entry.ready?.weight ?? 0;
      this.entries.delete(orgId);
    }
  }
}
