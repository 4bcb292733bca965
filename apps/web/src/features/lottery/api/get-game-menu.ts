import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY, type PrizeMode } from './keys';

/** The spec's lottery game groups of a prize mode (gameGroupCode, labelName, gameMenus), device 'WEB'. */
export const getGameMenu = (prizeMode: PrizeMode, signal?: AbortSignal) => apiCall('vnGameMenu', { query: { prizeMode, device: 'WEB' }, signal });

export const getGameMenuQueryOptions = (prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'menu', prizeMode],
    queryFn: ({ signal }) => getGameMenu(prizeMode, signal),
    staleTime: 5 * 60_000,
  });

export const useGameMenu = (prizeMode: PrizeMode) => useQuery(getGameMenuQueryOptions(prizeMode));
