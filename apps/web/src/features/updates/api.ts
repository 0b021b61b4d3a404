import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplianceUpdatesResponse, SubscribeBody } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

/** Compliance update topics of a product (and of all products), without refetching on focus. */
export function useComplianceUpdates(
  orgSlug: string,
  productId: string,
  initial: { productId: string; data: ComplianceUpdatesResponse },
) {
  return useQuery({
    queryKey: ['compliance-updates', orgSlug, productId],
    queryFn: ({ signal }) =>
      apiGet<ComplianceUpdatesResponse>(
        `/api/share/${encodeURIComponent(orgSlug)}/compliance-update?productIds=${productId}`,
        { signal },
      ),
    initialData: productId === initial.productId ? initial.data : undefined,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

export const postSubscribe = (orgSlug: string, body: SubscribeBody) =>
  apiPost<void>(`/api/share/${encodeURIComponent(orgSlug)}/subscribe`, body);
export const postUnsubscribe = (orgSlug: string, token: string) =>
  apiPost<{ email: string }>(`/api/share/${encodeURIComponent(orgSlug)}/unsubscribe`, { token });
