import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/**
 * The play page's session: game, balance, stake limits and the seed state. It authenticates with the launch token of
 * the game URL (?session=), never with the login token.
 */
export const getInhouseSession = (session: string, signal?: AbortSignal) =>
  apiCall('inhouseSession', { body: { session }, token: null, signal });

export const getInhouseSessionQueryOptions = (session: string) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'inhouse', 'session', session],
    queryFn: ({ signal }) => getInhouseSession(session, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useInhouseSession = (session: string) => useQuery({ ...getInhouseSessionQueryOptions(session), enabled: session !== '' });
