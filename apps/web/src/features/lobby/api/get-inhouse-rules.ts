import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** The in-house games' published rules and return to player. */
export const getInhouseRules = (signal?: AbortSignal) => apiCall('inhouseRules', { signal });

export const getInhouseRulesQueryOptions = () =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'inhouse', 'rules'],
    queryFn: ({ signal }) => getInhouseRules(signal),
    select: (value) => value.games,
    staleTime: 30 * 60_000,
  });

export const useInhouseRules = () => useQuery(getInhouseRulesQueryOptions());
