import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestSummary, AccountsOverview, ApproveAccessRequestBody, SignInBody, StaffMe } from '@trust/shared';
import { apiGet, apiPost } from '@/lib/api';

export const staffMeQuery = {
  queryKey: ['staff-me'],
  queryFn: () => apiGet<{ staff: StaffMe | null }>('/api/auth/me').then((r) => r.staff),
  staleTime: 60_000,
};

export const useStaffMe = () => useQuery(staffMeQuery);

export const signIn = (body: SignInBody) => apiPost<void>('/api/auth/sign-in', body);
export const signOut = () => apiPost<void>('/api/auth/sign-out');

export type RequestStatus = 'pending' | 'approved' | 'declined';

export function useAccessRequests(status: RequestStatus) {
  return useQuery({
    queryKey: ['access-requests', status],
    queryFn: () => apiGet<{ requests: AccessRequestSummary[] }>(`/api/access/requests?status=${status}`).then((r) => r.requests),
  });
}

export function useAccountsOverview() {
  return useQuery({ queryKey: ['accounts'], queryFn: () => apiGet<AccountsOverview>('/api/accounts') });
}

export function useDecision() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ['access-requests'] }), client.invalidateQueries({ queryKey: ['accounts'] })]);
  return {
    approve: useMutation({ mutationFn: ({ id, body }: { id: string; body: ApproveAccessRequestBody }) => apiPost<void>(`/api/access/requests/${id}/approve`, body), onSuccess: refresh }),
    decline: useMutation({ mutationFn: (id: string) => apiPost<void>(`/api/access/requests/${id}/decline`), onSuccess: refresh }),
  };
}
