import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplianceUpdatesResponse, SubscribeBody } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

/**
 * Compliance update topics of a product (and of all products), by its slug, as the viewer sees them:
 * a staff preview's identity (accountId, permissionProfileId) goes along. Not refetched on focus.
 */
export function useComplianceUpdates(
  orgSlug: string,
  product: { productId: string; productSlug: string },
  identity: URLSearchParams,
  initial: { productId: string; data: ComplianceUpdatesResponse },
) {
  const query = new URLSearchParams(identity);
  query.set('productSlugs', product.productSlug);
  return useQuery({
    queryKey: ['compliance-updates', orgSlug, product.productId, identity.toString()],
    queryFn: ({ signal }) =>
      apiGet<ComplianceUpdatesResponse>(
        `/api/share/${encodeURIComponent(orgSlug)}/compliance-update?${query}`,
        {
          signal,
        },
      ),
    initialData: product.productId === initial.productId ? initial.data : undefined,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

export const postSubscribe = (orgSlug: string, body: SubscribeBody) =>
  apiPost<void>(`/api/share/${encodeURIComponent(orgSlug)}/subscribe`, body);
export const postUnsubscribe = (orgSlug: string, token: string) =>
  apiPost<{ email: string }>(`/api/share/${encodeURIComponent(orgSlug)}/unsubscribe`, { token });
