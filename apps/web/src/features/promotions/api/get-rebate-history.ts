import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';

/** The member's rebate claims, newest first, a page at a time, each with its lines per game category. */
export type RebateHistoryQuery = CallQuery<'rebateHistory'>;
export const getRebateHistory = (token: string, query: RebateHistoryQuery, signal?: AbortSignal) =>
  apiCall('rebateHistory', { query, signal, token });

export const getRebateHistoryQueryOptions = (token: string, query: RebateHistoryQuery) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'rebate-history', token, query],
    queryFn: ({ signal }) => getRebateHistory(token, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useRebateHistory = (token: string, query: RebateHistoryQuery) => useQuery(getRebateHistoryQueryOptions(token, query));
