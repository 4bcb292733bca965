import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /lgw/games/game_menus: each game category with its vendors (ESPORTS already split out of SPORTS). */
export const getGameMenus = (signal?: AbortSignal) => apiCall('gameMenus', { signal });

export const getGameMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'menus'],
    queryFn: ({ signal }) => getGameMenus(signal),
    staleTime: 5 * 60_000,
  });

export const useGameMenus = () => useQuery(getGameMenusQueryOptions());
