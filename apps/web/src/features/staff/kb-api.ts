import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerCorrection,
  AskedQuestions,
  DismissQuestionBody,
  KbEntryInput,
  KbBulkChange,
  KbImport,
  KbSimilar,
  StaffKbList,
  StaffKbListQuery,
} from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

const listUrl = (query: StaffKbListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/kb/entries?${params}`;
};

export const fetchKbEntries = (query: StaffKbListQuery) => apiGet<StaffKbList>(listUrl(query));

/** One page of the staff's knowledge base; the previous page stays while the next loads. */
/** While the server is still checking entries for conflicts, the list is asked for again this often. */
const REVIEW_POLL_MS = 3000;

export function useKbEntries(query: StaffKbListQuery) {
  return useQuery({
    queryKey: ['kb-entries', query],
    queryFn: () => fetchKbEntries(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.reviewPending ? REVIEW_POLL_MS : false),
  });
}

/** Entries that may already answer `question` (none asked for while it is blank). */
export function useSimilarEntries(question: string, except: string | undefined) {
  const params = new URLSearchParams({ question, ...(except ? { except } : {}) });
  return useQuery({
    queryKey: ['kb-entries', 'similar', question, except],
    queryFn: () => apiGet<KbSimilar>(`/api/kb/similar?${params}`),
    enabled: question.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useAskedQuestions(
  page: number,
  pageSize: number,
  view: { grouped: boolean; dismissed: boolean },
) {
  const query = `page=${page}&pageSize=${pageSize}&grouped=${view.grouped}&dismissed=${view.dismissed}`;
  return useQuery({
    queryKey: ['kb-questions', query],
    queryFn: () => apiGet<AskedQuestions>(`/api/kb/questions?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** Every change to entries refreshes the list, the questions (they link to entries) and the portal. */
export function useKnowledgeBaseAdmin() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      ['kb-entries', 'kb-questions', 'portal-view'].map((key) =>
        client.invalidateQueries({ queryKey: [key] }),
      ),
    );
  const mutation = <T, R = unknown>(fn: (input: T) => Promise<R>) =>
    useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    save: mutation(async ({ id, body }: { id: string | null; body: KbEntryInput }): Promise<void> =>
      id
        ? apiSend<void>('PUT', `/api/kb/entries/${id}`, body)
        : void (await apiPost('/api/kb/entries', body)),
    ),
    remove: mutation((id: string) => apiSend<void>('DELETE', `/api/kb/entries/${id}`)),
    import: mutation((body: KbImport) => apiPost<{ created: number }>('/api/kb/import', body)),
    bulk: mutation((body: KbBulkChange) => apiPost<{ changed: number }>('/api/kb/entries/bulk', body)),
    answerQuestion: mutation(({ questionId, body }: { questionId: string; body: KbEntryInput }) =>
      apiPost<{ id: string }>(`/api/kb/questions/${questionId}/entry`, body),
    ),
    correctAnswer: mutation(({ questionId, ...correction }: AnswerCorrection & { questionId: string }) =>
      apiSend<void>('PUT', `/api/kb/questions/${questionId}/entry`, correction satisfies AnswerCorrection),
    ),
    dismissQuestion: mutation(({ questionId, dismissed }: { questionId: string; dismissed: boolean }) =>
      apiSend<void>('PUT', `/api/kb/questions/${questionId}/dismissed`, {
        dismissed,
      } satisfies DismissQuestionBody),
    ),
  };
}
