import { useQuery } from '@tanstack/react-query';
import type { AccountActivity, AnalyticsDashboard, AnalyticsQuery, RequesterJourney } from '@trust/shared';
import { apiGet } from '@/lib/api';
import { queryString } from '@/lib/query-string';

export const useAnalytics = (query: AnalyticsQuery) =>
  useQuery({
    queryKey: ['analytics', queryString(query)],
    queryFn: () => apiGet<AnalyticsDashboard>(`/api/analytics?${queryString(query)}`),
    placeholderData: (previous) => previous,
  });

export const useAccountActivity = (accountId: string | null) =>
  useQuery({
    queryKey: ['analytics-account', accountId],
    queryFn: () => apiGet<AccountActivity>(`/api/analytics/accounts/${accountId}`),
    enabled: accountId !== null,
  });

export const useRequesterJourney = (requestId: string) =>
  useQuery({
    queryKey: ['requester-journey', requestId],
    queryFn: () => apiGet<RequesterJourney>(`/api/access/requests/${requestId}/journey`),
  });
