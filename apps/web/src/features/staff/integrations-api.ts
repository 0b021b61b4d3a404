import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationProvider, IntegrationState } from '@trust/shared';
import { apiGet, apiPost, apiSend } from '@/lib/api';

/** A product's integrations as staff see them; refreshed every half minute (the job runs meanwhile). */
export function useIntegrations(productId: string | undefined) {
  return useQuery({
    queryKey: ['integrations', productId],
    enabled: Boolean(productId),
    queryFn: () =>
      apiGet<{ integrations: IntegrationState[] }>(`/api/integrations?productId=${productId}`).then(
        (answer) => answer.integrations,
      ),
    refetchInterval: 30_000,
  });
}

export function useIntegrationCalls(productId: string) {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['integrations', productId] });
  return {
    connect: useMutation({
      mutationFn: (input: { provider: IntegrationProvider; link: string; showInCard: boolean }) =>
        input.provider === 'hackerone'
          ? apiPost('/api/integrations/hackerone/connect', { productId, page: input.link })
          : apiPost('/api/integrations/statuspageio/connect', {
              productId,
              link: input.link,
              showInCard: input.showInCard,
            }),
      onSuccess: done,
    }),
    disconnect: useMutation({
      mutationFn: (provider: IntegrationProvider) =>
        apiSend('DELETE', `/api/integrations/${provider}?productId=${productId}`),
      onSuccess: done,
    }),
  };
}
