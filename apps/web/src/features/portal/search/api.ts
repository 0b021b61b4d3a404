import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  SEARCH_LIMITS,
  type AnswerFeedback,
  type AnswerResponse,
  type KbQueryInput,
  type KbQueryResponse,
  type LocalSearchLog,
  type SearchResponse,
} from '@trust/shared';
import { apiPost } from '@/lib/api';
import { pageQuery } from '@/lib/page-query';

/** The preview or account identity of the page, which server search carries on (params omitted if empty). */
function identityQuery() {
  const page = pageQuery();
  const query = new URLSearchParams();
  for (const key of ['permissionProfileId', 'accountId']) {
    const value = page.get(key);
    if (value) query.set(key, value);
  }
  return query.size ? `?${query}` : '';
}

const base = (orgSlug: string) => `/api/share/${encodeURIComponent(orgSlug)}`;

/** Server search (members and previews): `POST {base}/search`, reading data.result.matches. */
export function useServerSearch(orgSlug: string, productId: string, term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['search', orgSlug, productId, term, identityQuery()],
    queryFn: async ({ signal }) =>
      (
        await apiPost<SearchResponse>(
          `${base(orgSlug)}/search${identityQuery()}`,
          { query: { term, filters: { products: [productId] } } },
          { signal },
        )
      ).data.result.matches,
    enabled: enabled && term.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** Ask AI: `POST {base}/search/answer`, reading data.result.answer and data.result.sources. */
export function useAnswer(orgSlug: string, productId: string, term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['answer', orgSlug, productId, term, identityQuery()],
    queryFn: async ({ signal }) =>
      (
        await apiPost<AnswerResponse>(
          `${base(orgSlug)}/search/answer${identityQuery()}`,
          { query: { term, filters: { product: productId } } },
          { signal },
        )
      ).data.result,
    enabled: enabled && term.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The knowledge-base dialog's table. */
export function useKnowledgeBaseQuery(orgSlug: string, body: KbQueryInput) {
  return useQuery({
    queryKey: ['kb', orgSlug, body, identityQuery()],
    queryFn: ({ signal }) =>
      apiPost<KbQueryResponse>(`${base(orgSlug)}/kb/query${identityQuery()}`, body, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });
}

/**
 * Tells the server what a visitor searched for in the browser's own index, once the term has
 * stood still (so as-you-type prefixes are not remembered), for staff's 'Questions asked'.
 */
export function useLocalSearchLog(
  orgSlug: string,
  productId: string,
  term: string,
  resultCount: number,
  answered: boolean,
  enabled: boolean,
) {
  const logged = useRef('');
  useEffect(() => {
    const trimmed = term.trim();
    if (!enabled || trimmed.length < SEARCH_LIMITS.localLogMinLength || trimmed === logged.current) return;
    const timer = setTimeout(() => {
      logged.current = trimmed;
      const body: LocalSearchLog = {
        query: { term: trimmed, filters: { products: [productId] } },
        resultCount,
        answered,
      };
      // Best effort: a lost log line must never disturb the search.
      apiPost(`${base(orgSlug)}/search/log`, body).catch(() => undefined);
    }, SEARCH_LIMITS.localLogDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, orgSlug, productId, term, resultCount, answered]);
}

/** The asker's rating of Ask AI's answer: `POST {base}/search/answer/feedback`. */
export const rateAnswer = (orgSlug: string, feedback: AnswerFeedback) =>
  apiPost<void>(`${base(orgSlug)}/search/answer/feedback`, feedback);
