import { useQuery } from '@tanstack/react-query';
import type { PortalView, StaffMe } from '@trust/shared';
import { apiGet } from '@/lib/api';

/**
 * Whether the person looking may edit this trust centre: Main mode and `statuspage:edit` in this
 * organisation (editor spec section 6). Shares the staff app's cache entry for /api/auth/me.
 */
export function useEditorAccess(view: PortalView) {
  const me = useQuery({
    queryKey: ['staff-me'],
    queryFn: () => apiGet<{ staff: StaffMe | null }>('/api/auth/me').then((r) => r.staff),
    enabled: view.mode === 'Main',
    staleTime: 60_000,
  });
  const permissions = me.data?.organisations.find((o) => o.id === view.organisation.id)?.permissions ?? [];
  return {
    canEdit: view.mode === 'Main' && permissions.includes('statuspage:edit'),
    canEditAssets: permissions.includes('assets:edit'),
    features: view.editorFeatures,
  };
}
