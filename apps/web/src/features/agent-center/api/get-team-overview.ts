import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The team's figures for a period and its last 30 business days (the chart). */
export type TeamOverviewQuery = CallQuery<'teamOverview'>;
export const getTeamOverview = (token: string, query: TeamOverviewQuery, signal?: AbortSignal) => apiCall('teamOverview', { query, signal, token });

export const getTeamOverviewQueryOptions = (token: string, query: TeamOverviewQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'overview', token, query],
    queryFn: ({ signal }) => getTeamOverview(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamOverview = (token: string, query: TeamOverviewQuery, enabled = true) => useQuery({ ...getTeamOverviewQueryOptions(token, query), enabled });
