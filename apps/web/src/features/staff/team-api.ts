import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  Checklist,
  EndedSessions,
  InviteStaffBody,
  RoleBody,
  Team,
  TotpSetup,
} from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

export const useChecklist = () =>
  useQuery({ queryKey: ['checklist'], queryFn: () => apiGet<Checklist>('/api/settings/checklist') });

export const useTeam = () => useQuery({ queryKey: ['team'], queryFn: () => apiGet<Team>('/api/team') });

/** Team changes: each refreshes the team and the first steps (inviting ticks 'Invite your team'). */
export function useTeamActions() {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['team'] }),
      client.invalidateQueries({ queryKey: ['checklist'] }),
    ]);
  return {
    invite: useMutation({
      mutationFn: (body: InviteStaffBody) => apiPost<void>('/api/team/invitations', body),
      onSuccess,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
        apiSend<void>('PATCH', `/api/team/members/${userId}`, { roleId }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => apiSend<void>('DELETE', `/api/team/members/${userId}`),
      onSuccess,
    }),
    saveRole: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: RoleBody }) =>
        id
          ? apiSend<void>('PUT', `/api/team/roles/${id}`, body)
          : apiPost<{ id: string }>('/api/team/roles', body).then(() => undefined),
      onSuccess,
    }),
    deleteRole: useMutation({
      mutationFn: (id: string) => apiSend<void>('DELETE', `/api/team/roles/${id}`),
      onSuccess,
    }),
  };
}

export const useAccountSecurity = () =>
  useQuery({ queryKey: ['account-security'], queryFn: () => apiGet<AccountSecurity>('/api/auth/security') });

export function useAccountActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: ['account-security'] });
  return {
    endSession: useMutation({
      mutationFn: (id: string) => apiSend<void>('DELETE', `/api/auth/sessions/${id}`),
      onSuccess,
    }),
    endOtherSessions: useMutation({
      mutationFn: () => apiPost<EndedSessions>('/api/auth/sessions/end-others'),
      onSuccess,
    }),
    startTotp: () => apiPost<TotpSetup>('/api/auth/totp/setup'),
    enableTotp: useMutation({
      mutationFn: (body: { setupToken: string; code: string }) =>
        apiPost<{ recoveryCodes: string[] }>('/api/auth/totp/enable', body),
      onSuccess,
    }),
    disableTotp: useMutation({
      mutationFn: (password: string) => apiPost<void>('/api/auth/totp/disable', { password }),
      onSuccess,
    }),
  };
}
