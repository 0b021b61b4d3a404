import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Partner, PartnerInput } from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

const KEY = ['partners'];

export function usePartners() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<{ partners: Partner[] }>('/api/partners').then((r) => r.partners),
  });
}

export function usePartnerActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    add: useMutation({
      mutationFn: (input: PartnerInput) => apiPost<Partner>('/api/partners', input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiSend<void>('DELETE', `/api/partners/${id}`),
      onSuccess: refresh,
    }),
  };
}
