import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PortalView } from '@trust/shared';
import { apiGet } from '@/lib/api';

/** The portal view of one product; the server's first view seeds the cache so the first paint needs no request. */
export function usePortalView(orgSlug: string, productId: string, initial: PortalView) {
  return useQuery({
    queryKey: ['portal-view', orgSlug, productId],
    queryFn: ({ signal }) => apiGet<PortalView>(`/api/share/${encodeURIComponent(orgSlug)}/view/${productId}`, { signal }),
    initialData: productId === initial.product.productId ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
