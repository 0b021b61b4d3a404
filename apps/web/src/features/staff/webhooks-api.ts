import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhookEndpoint, WebhookEndpointInput, WebhooksResponse } from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

const KEY = ['webhooks'];

/** Endpoints and recent deliveries; refreshed while a delivery is still being tried. */
export const useWebhooks = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<WebhooksResponse>('/api/webhooks'),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 3000 : false,
  });

export function useWebhookActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  return {
    add: useMutation({
      mutationFn: (input: WebhookEndpointInput) => apiPost<CreatedWebhookEndpoint>('/api/webhooks', input),
      onSuccess,
    }),
    setEnabled: useMutation({
      mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
        apiSend<void>('PATCH', `/api/webhooks/${id}`, { enabled }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiSend<void>('DELETE', `/api/webhooks/${id}`),
      onSuccess,
    }),
    redeliver: useMutation({
      mutationFn: (deliveryId: string) => apiPost<void>(`/api/webhooks/deliveries/${deliveryId}/redeliver`),
      onSuccess,
    }),
  };
}
