import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

export const RECENT_GAMES_COUNT = 20;

/** The member's recently launched games of a category (clientType 3), latest first. */
export const getRecentGames = (gameType: GameType, signal?: AbortSignal) =>
  apiCall('recentGames', { query: { clientType: 3, gameType, pageNo: 1, pageSize: RECENT_GAMES_COUNT }, signal });

export const getRecentGamesQueryOptions = (token: string, gameType: GameType) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'recent', token, gameType],
    queryFn: ({ signal }) => getRecentGames(gameType, signal),
    select: (value) => value.list,
    staleTime: 30_000,
  });

export const useRecentGames = (token: string | null, gameType: GameType) =>
  useQuery({ ...getRecentGamesQueryOptions(token ?? '', gameType), enabled: !!token });
