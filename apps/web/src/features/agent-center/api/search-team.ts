import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** Downline members whose username contains the text, with the path down to them. */
export type TeamSearchQuery = CallQuery<'teamSearch'>;
export const getTeamSearch = (token: string, query: TeamSearchQuery, signal?: AbortSignal) => apiCall('teamSearch', { query, signal, token });

export const getTeamSearchQueryOptions = (token: string, query: TeamSearchQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'search', token, query],
    queryFn: ({ signal }) => getTeamSearch(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamSearch = (token: string, query: TeamSearchQuery, enabled = true) => useQuery({ ...getTeamSearchQueryOptions(token, query), enabled });
