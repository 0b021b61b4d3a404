import { LRUCache } from 'lru-cache';
import type { ContentEvents } from '../../platform/content-events.js';
import type { SearchScope } from './search-scope.js';

/**
 * Questions remembered across all organisations, and for how long at most. A search result is up
 * to 40 matches with snippets (some tens of kilobytes), so this bounds the memory to tens of MB.
 */
const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 10 * 60_000;

/** What a computation returns: its value, and whether the same question may be answered from it again. */
export interface Computed<T> {
  value: T;
  cacheable: boolean;
}

/**
 * Search results and answers per viewer scope and question. Visitors ask the same few things
 * ('SOC 2', 'encryption at rest'), and the answer only changes when the content does, so repeated
 * questions are answered from memory. A scope object lives as long as its cached portal view, which
 * is rebuilt at every content revision, so an entry can never outlive the content it was computed
 * from; content events also drop an organisation's entries at once. Requests that ask together
 * share one computation; a failed one is forgotten so the next request tries again.
 */
export class SearchResultCache {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  private readonly scopeIds = new WeakMap<SearchScope, number>();
  private nextScopeId = 0;

  constructor(events: ContentEvents) {
    events.subscribe((orgId) => {
      if (orgId === null) return this.entries.clear();
      for (const key of [...this.entries.keys()]) if (key.startsWith(`${orgId}|`)) this.entries.delete(key);
    });
  }

  /** `question`: what tells questions apart, such as `planKey`. */
  get<T>(
    scope: SearchScope,
    kind: 'search' | 'answer',
    question: string,
    compute: () => Promise<Computed<T>>,
  ) {
    const key = `${scope.orgId}|${this.scopeId(scope)}|${kind}|${normalise(question)}`;
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const pending = compute().then(
      ({ value, cacheable }) => {
        if (!cacheable && this.entries.peek(key) === pending) this.entries.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.entries.peek(key) === pending) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, pending);
    return pending;
  }

  private scopeId(scope: SearchScope): number {
    let id = this.scopeIds.get(scope);
    if (id === undefined) this.scopeIds.set(scope, (id = this.nextScopeId++));
    return id;
  }
}

/** Case and spacing do not change what a question finds (the index folds both). */
const normalise = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();
