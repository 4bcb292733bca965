import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** The node ids the member marked, every category at once: the hearts of every tile need them. */
export const getFavoriteGames = (signal?: AbortSignal) => apiCall('favoriteGames', { query: {}, signal });

export const getFavoriteGamesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'favorites', 'ids', token],
    queryFn: ({ signal }) => getFavoriteGames(signal),
    staleTime: 5 * 60_000,
  });

const EMPTY: ReadonlySet<number> = new Set();

/** The member's favourites as a set; empty for visitors and trial accounts (they have none). */
export function useFavoriteIds(token: string | null, enabled: boolean): ReadonlySet<number> {
  const query = useQuery({ ...getFavoriteGamesQueryOptions(token ?? ''), enabled: enabled && !!token, select: (value) => new Set(value.content) });
  return query.data ?? EMPTY;
}
