import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PortalView } from '@trust/shared';
import { apiGet } from '@/lib/api';

/** The portal view of one product; the server's first view seeds the cache so the first paint needs no request. */
export function usePortalView(
  orgSlug: string,
  productId: string,
  identity: URLSearchParams,
  initial: PortalView,
) {
  const query = identity.size ? `?${identity}` : '';
  return useQuery({
    queryKey: ['portal-view', orgSlug, productId, query],
    queryFn: ({ signal }) =>
      apiGet<PortalView>(`/api/share/${encodeURIComponent(orgSlug)}/view/${productId}${query}`, { signal }),
    initialData: productId === initial.product.productId ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
