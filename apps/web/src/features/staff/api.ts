import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessRequestSummary,
  AccountsOverview,
  AddMemberBody,
  ApproveAccessRequestBody,
  DeclineAccessRequestBody,
  CreateAccountBody,
  DomainRuleBody,
  ProfileBody,
  ProfileItemsResponse,
  PortalView,
  PublishUpdateBody,
  SignInBody,
  StaffMe,
  StaffTopic,
  SubscribersResponse,
  TopicBody,
  TrustCenterDocuments,
  UpdateAccountBody,
} from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

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
    queryFn: () =>
      apiGet<{ requests: AccessRequestSummary[] }>(`/api/access/requests?status=${status}`).then(
        (r) => r.requests,
      ),
  });
}

export function useAccountsOverview() {
  return useQuery({ queryKey: ['accounts'], queryFn: () => apiGet<AccountsOverview>('/api/accounts') });
}

export function useDecision() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['access-requests'] }),
      client.invalidateQueries({ queryKey: ['accounts'] }),
    ]);
  return {
    approve: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ApproveAccessRequestBody }) =>
        apiPost<void>(`/api/access/requests/${id}/approve`, body),
      onSuccess: refresh,
    }),
    decline: useMutation({
      mutationFn: ({ id, body }: { id: string; body: DeclineAccessRequestBody }) =>
        apiPost<void>(`/api/access/requests/${id}/decline`, body),
      onSuccess: refresh,
    }),
    reopen: useMutation({
      mutationFn: (id: string) => apiPost<void>(`/api/access/requests/${id}/reopen`),
      onSuccess: refresh,
    }),
  };
}

export function useProfiles() {
  return useQuery({
    queryKey: ['profiles'],
    queryFn: () => apiGet<ProfileItemsResponse>('/api/permission-profiles'),
  });
}

export function useDomainRules() {
  return useQuery({
    queryKey: ['email-domains'],
    queryFn: () =>
      apiGet<{
        rules: { id: string; domain: string; kind: 'approved' | 'blocked'; accountId: string | null }[];
      }>('/api/email-domains').then((r) => r.rules),
  });
}

/** Every change to accounts, profiles or domains, refreshing what the staff pages show. */
export function useAdmin() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      ['accounts', 'profiles', 'email-domains'].map((key) => client.invalidateQueries({ queryKey: [key] })),
    );
  const mutation = <T>(fn: (input: T) => Promise<unknown>) =>
    useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    createAccount: mutation((body: CreateAccountBody) => apiPost('/api/accounts', body)),
    updateAccount: mutation(({ id, body }: { id: string; body: UpdateAccountBody }) =>
      apiSend('PATCH', `/api/accounts/${id}`, body),
    ),
    addMember: mutation(({ accountId, body }: { accountId: string; body: AddMemberBody }) =>
      apiPost(`/api/accounts/${accountId}/members`, body),
    ),
    removeMember: mutation(({ accountId, memberId }: { accountId: string; memberId: string }) =>
      apiSend('DELETE', `/api/accounts/${accountId}/members/${memberId}`),
    ),
    saveProfile: mutation(({ id, body }: { id: string | null; body: ProfileBody }) =>
      id ? apiSend('PUT', `/api/permission-profiles/${id}`, body) : apiPost('/api/permission-profiles', body),
    ),
    addDomain: mutation((body: DomainRuleBody) => apiPost('/api/email-domains', body)),
    removeDomain: mutation((id: string) => apiSend('DELETE', `/api/email-domains/${id}`)),
  };
}

export function useTrustCenterDocuments() {
  return useQuery({
    queryKey: ['documents'],
    queryFn: () => apiGet<TrustCenterDocuments>('/api/documents/trust-center'),
  });
}

/** The organisation's products, as its own trust centre lists them (staff see hidden ones too). */
export function useProducts(orgSlug: string | undefined) {
  return useQuery({
    queryKey: ['products', orgSlug],
    enabled: Boolean(orgSlug),
    queryFn: () => apiGet<PortalView>(`/api/share/${orgSlug}/view`).then((view) => view.sharedInfo.products),
  });
}

export function useStaffTopics() {
  return useQuery({
    queryKey: ['staff-topics'],
    queryFn: () => apiGet<{ topics: StaffTopic[] }>('/api/updates/topics').then((r) => r.topics),
  });
}

export function useSubscribers() {
  return useQuery({
    queryKey: ['subscribers'],
    queryFn: () => apiGet<SubscribersResponse>('/api/updates/subscribers'),
  });
}

/** Every change to topics, updates and subscribers, refreshing what the Updates page shows. */
export function useUpdatesAdmin() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(['staff-topics', 'subscribers'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  const mutation = <T>(fn: (input: T) => Promise<unknown>) =>
    useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    saveTopic: mutation(({ id, body }: { id: string | null; body: TopicBody }) =>
      id ? apiSend('PUT', `/api/updates/topics/${id}`, body) : apiPost('/api/updates/topics', body),
    ),
    publish: mutation(({ topicId, body }: { topicId: string; body: PublishUpdateBody }) =>
      apiPost(`/api/updates/topics/${topicId}/updates`, body),
    ),
    setBlocked: mutation(({ id, blocked }: { id: string; blocked: boolean }) =>
      apiSend('PATCH', `/api/updates/subscribers/${id}`, { blocked }),
    ),
    blockDomain: mutation((domain: string) => apiPost('/api/updates/blocked-domains', { domain })),
    unblockDomain: mutation((id: string) => apiSend('DELETE', `/api/updates/blocked-domains/${id}`)),
  };
}
