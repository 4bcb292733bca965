import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';

/** The rebate the member can claim now: valid bets per game category since the last claim, their rates and amounts. */
export const getRebateSummary = (token: string, signal?: AbortSignal) => apiCall('rebateSummary', { signal, token });

export const getRebateSummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'rebate-summary', token],
    queryFn: ({ signal }) => getRebateSummary(token, signal),
    staleTime: 0,
  });

export const useRebateSummary = (token: string) => useQuery(getRebateSummaryQueryOptions(token));
