import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_REQUEST_TIMEOUT_MS, type AccessRequestBody, type AccessRequestResponse, type ExtendAccessResult, type MemberMe } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

const base = (org: string) => `/api/share/${encodeURIComponent(org)}`;

export const postAccessRequest = (org: string, body: AccessRequestBody) =>
  apiPost<AccessRequestResponse>(`${base(org)}/access/request`, body, { signal: AbortSignal.timeout(ACCESS_REQUEST_TIMEOUT_MS) });

export const postLoginRequest = (org: string, productId: string, email: string) =>
  apiPost<{ status: 'LinkSent' }>(`${base(org)}/products/${productId}/login`, { email, productId });

/** The signed-in account member of this organisation, or null. */
export function useMember(org: string, enabled: boolean) {
  return useQuery({
    queryKey: ['member', org],
    queryFn: () => apiGet<{ member: MemberMe | null }>(`${base(org)}/me`).then((r) => r.member),
    enabled,
    staleTime: Infinity,
  });
}

export function useWelcomed(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<void>(`${base(org)}/me/welcome`),
    onSuccess: () => client.setQueryData<MemberMe | null>(['member', org], (m) => (m ? { ...m, showWelcome: false } : m)),
  });
}

export const logout = () => apiPost<void>('/api/statuspage/share/auth/logout');

/** The email last used here, so forms can offer it again (visitor spec section 4). */
const LAST_EMAIL_KEY = 'trust:last-email';
export const rememberEmail = (email: string) => {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, email);
  } catch {
    /* storage may be off; remembering is a convenience */
  }
};
export const rememberedEmail = () => {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
};

export const postExtendAccess = (org: string, email: string) =>
  apiPost<{ result: ExtendAccessResult }>(`/api/statuspage/share/${encodeURIComponent(org)}/external/extend-access`, { email }).then((r) => r.result);
