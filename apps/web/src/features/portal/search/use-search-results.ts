import { useDebouncedValue } from '@mantine/hooks';
import { track } from '../analytics/track';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_LIMITS } from '@trust/shared';
import { usePortal } from '../context';
import type { ComplianceUpdateTopic } from '@trust/shared';
import { useServerSearch } from './api';
import { buildLocalIndex } from './local-index';
import type { FoundResults } from './local-search';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'done' | 'error';

/**
 * The results for a term: the server's index for members and previews (debounced 500 ms), else
 * local fuzzy search over the page (debounced 100 ms). Loading turns 'stalled' after 300 ms.
 * `searching` false (Ask AI mode): the term is a question being written, and nothing searches it.
 */
export function useSearchResults(typed: string, topics: ComplianceUpdateTopic[], searching = true) {
  const { view } = usePortal();
  const server = view.features.serverSearch;
  const term = searching ? typed : '';
  const [debounced] = useDebouncedValue(
    term.trim(),
    server ? SEARCH_LIMITS.semanticDebounceMs : SEARCH_LIMITS.localDebounceMs,
  );
  const localSearch = useMemo(() => (server ? null : buildLocalIndex(view, topics)), [server, view, topics]);
  const remote = useServerSearch(view.organisation.slug, view.product.productId, debounced, server);
  const { results, answered } = useMemo((): FoundResults => {
    if (!debounced || !term.trim()) return { results: [], answered: false };
    if (localSearch) return localSearch(debounced);
    const found = remote.data ?? [];
    return { results: found, answered: found.length > 0 };
  }, [debounced, term, localSearch, remote.data]);

  // 'Query entered': the visitor stopped typing for a moment (visitor spec section 7).
  useEffect(() => {
    const entered = typed.trim();
    if (!entered) return;
    const timer = setTimeout(
      () => track('search_entered', { term: entered.slice(0, 300), server }),
      SEARCH_LIMITS.queryEnteredEventMs,
    );
    return () => clearTimeout(timer);
  }, [typed, server]);

  const pending = term.trim() !== '' && (debounced !== term.trim() || (server && remote.isFetching));
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!pending) return setStalled(false);
    const timer = setTimeout(() => setStalled(true), SEARCH_LIMITS.stalledAfterMs);
    return () => clearTimeout(timer);
  }, [pending]);

  const status: SearchStatus = !term.trim()
    ? 'idle'
    : pending
      ? stalled
        ? 'stalled'
        : 'loading'
      : server && remote.isError
        ? 'error'
        : 'done';
  return { results, answered, status, local: !server };
}
