import { SEARCH_GROUP_LABELS, SEARCH_LIMITS, SEARCH_RESULT_TYPES, type SearchResult } from '@trust/shared';

export interface ResultGroup {
  type: SearchResult['type'];
  label: string;
  shown: SearchResult[];
  /** Results of the group not shown until '...N more' is chosen. */
  more: number;
}

/** Groups by type in a fixed order; each shows its first 3 unless expanded. */
export function groupResults(results: SearchResult[], expanded: ReadonlySet<string>): ResultGroup[] {
  return SEARCH_RESULT_TYPES.map((type) => {
    const all = results.filter((r) => r.type === type);
    const shown = expanded.has(type) ? all : all.slice(0, SEARCH_LIMITS.perGroup);
    return { type, label: SEARCH_GROUP_LABELS[type], shown, more: all.length - shown.length };
  }).filter((g) => g.shown.length > 0);
}

/** The results in the order the list shows them: what arrow keys walk through. */
export const visibleResults = (groups: ResultGroup[]) => groups.flatMap((g) => g.shown);
