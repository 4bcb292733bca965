import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The downline's bets placed in the period, paged, with totals. */
export type TeamBetsQuery = CallQuery<'teamBets'>;
export const getTeamBets = (token: string, query: TeamBetsQuery, signal?: AbortSignal) => apiCall('teamBets', { query, signal, token });

export const getTeamBetsQueryOptions = (token: string, query: TeamBetsQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'bets', token, query],
    queryFn: ({ signal }) => getTeamBets(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamBets = (token: string, query: TeamBetsQuery, enabled = true) => useQuery({ ...getTeamBetsQueryOptions(token, query), enabled });
