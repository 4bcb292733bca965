import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** Figures per downline member for the period, paged, with totals. */
export type TeamProfitLossQuery = CallQuery<'teamProfitLoss'>;
export const getTeamProfitLoss = (token: string, query: TeamProfitLossQuery, signal?: AbortSignal) => apiCall('teamProfitLoss', { query, signal, token });

export const getTeamProfitLossQueryOptions = (token: string, query: TeamProfitLossQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'profit-loss', token, query],
    queryFn: ({ signal }) => getTeamProfitLoss(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamProfitLoss = (token: string, query: TeamProfitLossQuery, enabled = true) => useQuery({ ...getTeamProfitLossQueryOptions(token, query), enabled });
