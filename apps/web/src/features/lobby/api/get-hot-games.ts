import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** How many hot games the strip shows. */
export const HOT_GAMES_COUNT = 24;

export interface HotGamesQuery {
  gameType: GameType;
  vassalage: string;
  merchantCode: string;
  /** the interface language (EN or TY) */
  language: string;
}

/** Hot games of a category (and vendor): the spec's query (merchantCode, isPlatform 2, vassalage, platform, language). */
export const getHotGames = ({ gameType, vassalage, merchantCode, language }: HotGamesQuery, signal?: AbortSignal) =>
  apiCall('hotGames', {
    query: {
      isPlatform: 2,
      platform: 'html5-desktop',
      gameType,
      vassalage: vassalage || undefined,
      merchantCode: merchantCode || undefined,
      language: language === 'EN' || language === 'TY' ? language : undefined,
      count: HOT_GAMES_COUNT,
    },
    signal,
  });

export const getHotGamesQueryOptions = (query: HotGamesQuery) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'hot', query.gameType, query.vassalage, query.language],
    queryFn: ({ signal }) => getHotGames(query, signal),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });

export const useHotGames = (query: HotGamesQuery) => useQuery(getHotGamesQueryOptions(query));
