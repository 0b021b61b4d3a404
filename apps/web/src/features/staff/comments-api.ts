import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentThreadDetail, CommentThreadList, StaffCommentBody } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

const THREADS = ['comment-threads'];
/** New comments show up without a reload while staff have the app open. */
const REFRESH_MS = 30_000;

export function useCommentThreads() {
  return useQuery({
    queryKey: THREADS,
    queryFn: () => apiGet<CommentThreadList>('/api/comments/threads'),
    refetchInterval: REFRESH_MS,
  });
}

/** One thread; opening it marks it read for the organisation. */
export function useCommentThread(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...THREADS, id],
    queryFn: async () => {
      const detail = await apiGet<CommentThreadDetail>(`/api/comments/threads/${id}`);
      if (detail.thread.unread) {
        await apiPost<void>(`/api/comments/threads/${id}/read`);
        void client.invalidateQueries({ queryKey: THREADS, exact: true });
      }
      return detail;
    },
    enabled: Boolean(id),
    refetchInterval: REFRESH_MS,
  });
}

/** Answers a thread, showing the answer at once. */
export function useReply(id: string, author: string) {
  const client = useQueryClient();
  const key = [...THREADS, id];
  return useMutation({
    mutationFn: (content: string) =>
      apiPost<Comment>(`/api/comments/threads/${id}/comments`, { content } satisfies StaffCommentBody),
    onMutate: async (content) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CommentThreadDetail>(key);
      if (before) {
        const pending: Comment = {
          id: crypto.randomUUID(),
          itemUid: before.thread.item.uid,
          productId: before.thread.product.id,
          realAccId: before.thread.account.id,
          content,
          timestamp: new Date().toISOString(),
          author,
          member: null,
          orgMem: { displayName: author },
        };
        client.setQueryData<CommentThreadDetail>(key, { ...before, comments: [...before.comments, pending] });
      }
      return { before };
    },
    onError: (_error, _content, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: THREADS }),
  });
}
