import { useQuery } from '@tanstack/react-query';
import type { PendingRequestResponse } from '@trust/shared';
import { ApiError, apiGet } from '@/lib/api';

/**
 * The access request this browser sent and that waits for review, per organisation, so that a
 * later 'Request access' shows it waiting instead of offering the form again.
 */
interface RememberedRequest {
  requestId: string;
  email: string;
}

const keyOf = (org: string) => `trust:pending-request:${org}`;

export function rememberPendingRequest(org: string, request: RememberedRequest) {
  try {
    localStorage.setItem(keyOf(org), JSON.stringify(request));
  } catch {
    /* storage may be off: the form is offered again, and the server answers pending_request */
  }
}

export function forgetPendingRequest(org: string) {
  try {
    localStorage.removeItem(keyOf(org));
  } catch {
    /* nothing to forget */
  }
}

function rememberedRequest(org: string): RememberedRequest | null {
  try {
    const stored = JSON.parse(
      localStorage.getItem(keyOf(org)) ?? 'null',
    ) as Partial<RememberedRequest> | null;
    return stored?.requestId && stored.email ? { requestId: stored.requestId, email: stored.email } : null;
  } catch {
    return null;
  }
}

/**
 * The remembered request while the organisation has not decided it: its email, or null. A decided
 * or unknown request is forgotten. While the answer is on its way, `isPending` is true.
 */
export function useWaitingRequest(org: string, enabled: boolean) {
  return useQuery({
    queryKey: ['waiting-request', org],
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const remembered = rememberedRequest(org);
      if (!remembered) return null;
      try {
        const { status } = await apiGet<PendingRequestResponse>(
          `/api/share/${encodeURIComponent(org)}/access/request/${remembered.requestId}`,
        );
        if (status === 'pending') return remembered.email;
      } catch (error) {
        // Offline or failing: offer the form; the server still answers pending_request.
        if (!(error instanceof ApiError && error.status === 404)) return null;
      }
      forgetPendingRequest(org);
      return null;
    },
  });
}
