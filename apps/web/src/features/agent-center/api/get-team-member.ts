import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** One downline member: its node, path, own team, period and lifetime figures. */
export type TeamMemberQuery = CallQuery<'teamMember'>;
export const getTeamMember = (token: string, query: TeamMemberQuery, signal?: AbortSignal) => apiCall('teamMember', { query, signal, token });

export const getTeamMemberQueryOptions = (token: string, query: TeamMemberQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'member', token, query],
    queryFn: ({ signal }) => getTeamMember(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamMember = (token: string, query: TeamMemberQuery, enabled = true) => useQuery({ ...getTeamMemberQueryOptions(token, query), enabled });
