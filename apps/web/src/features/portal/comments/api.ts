import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentBody, CommentList, MemberMe } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

const commentsUrl = (org: string) => `/api/share/${encodeURIComponent(org)}/comments`;
const key = (org: string, itemUid: string) => ['comments', org, itemUid];

/** The signed-in member's account's thread on one item. */
export function useItemComments(org: string, itemUid: string, productId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(org, itemUid),
    queryFn: ({ signal }) =>
      apiGet<CommentList>(`${commentsUrl(org)}?${new URLSearchParams({ itemUid, productId })}`, {
        signal,
      }).then((r) => r.comments),
    enabled,
  });
}

/** Posts a comment, showing it at once (visitor spec section 4: posting is optimistic). */
export function usePostComment(
  org: string,
  itemUid: string,
  productId: string,
  member: MemberMe | null | undefined,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiPost<Comment>(commentsUrl(org), { itemUid, productId, content } satisfies CommentBody),
    onMutate: async (content) => {
      await client.cancelQueries({ queryKey: key(org, itemUid) });
      const before = client.getQueryData<Comment[]>(key(org, itemUid));
      const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';
      const pending: Comment = {
        id: crypto.randomUUID(),
        itemUid,
        productId,
        content,
        timestamp: new Date().toISOString(),
        realAccId: member?.accountId ?? '',
        author: name,
        member: member
          ? {
              accountId: member.accountId,
              firstName: member.firstName,
              lastName: member.lastName,
              name,
              email: member.email,
              createdAt: new Date().toISOString(),
            }
          : null,
        orgMem: null,
      };
      client.setQueryData<Comment[]>(key(org, itemUid), [...(before ?? []), pending]);
      return { before };
    },
    onError: (_error, _content, context) => client.setQueryData(key(org, itemUid), context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key(org, itemUid) }),
  });
}
