import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The direct members of the agent or of one node of its downline (parentId), a page at a time. */
export type TeamTreeQuery = CallQuery<'teamTree'>;
export const getTeamTree = (token: string, query: TeamTreeQuery, signal?: AbortSignal) => apiCall('teamTree', { query, signal, token });

export const getTeamTreeQueryOptions = (token: string, query: TeamTreeQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'tree', token, query],
    queryFn: ({ signal }) => getTeamTree(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamTree = (token: string, query: TeamTreeQuery, enabled = true) => useQuery({ ...getTeamTreeQueryOptions(token, query), enabled });
