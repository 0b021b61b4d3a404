import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCESS_REQUEST_TIMEOUT_MS,
  type AccessRequestBody,
  type AccessRequestResponse,
  type ExtendAccessResult,
  type MemberMe,
  type NdaStatus,
} from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

const base = (org: string) => `/api/share/${encodeURIComponent(org)}`;

export const postAccessRequest = (org: string, body: AccessRequestBody) =>
  apiPost<AccessRequestResponse>(`${base(org)}/access/request`, body, {
    signal: AbortSignal.timeout(ACCESS_REQUEST_TIMEOUT_MS),
  });

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
    onSuccess: () =>
      client.setQueryData<MemberMe | null>(['member', org], (m) => (m ? { ...m, showWelcome: false } : m)),
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
  apiPost<{ result: ExtendAccessResult }>(
    `/api/statuspage/share/${encodeURIComponent(org)}/external/extend-access`,
    { email },
  ).then((r) => r.result);

export function useNda(org: string, enabled: boolean) {
  return useQuery({
    queryKey: ['nda', org],
    queryFn: () => apiGet<NdaStatus>(`${base(org)}/nda`),
    enabled,
    staleTime: Infinity,
  });
}

export function useAcceptNda(org: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<void>(`${base(org)}/nda/accept`, { name, agree: true }),
    // Accepting opens restricted items: the view and the NDA status change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['nda', org] }),
        client.invalidateQueries({ queryKey: ['portal-view', org] }),
      ]),
  });
}

/** Downloads the signed NDA, naming the file as the server does (content-disposition). */
export async function downloadSignedNda(org: string) {
  const response = await fetch(`${base(org)}/download-signed-clickwrap-nda`, { method: 'POST' });
  if (!response.ok) throw new Error(`NDA download failed: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'NDA.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
