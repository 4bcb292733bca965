import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';

/** The category's new vendors (GCSGAME_newGameVendor), kept a few minutes like the vendor list. */
export const getNewVendorsQueryOptions = (gameType: GameType) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'newVendors', gameType],
    queryFn: ({ signal }) => apiCall('newGameVendor', { query: { gameType }, signal }),
    select: (value) => value.list,
    staleTime: 5 * 60_000,
  });

export const useNewVendors = (gameType: GameType, enabled: boolean) => useQuery({ ...getNewVendorsQueryOptions(gameType), enabled });

/** The category's game announcements (value.promotion) in the interface language. */
export const getGameAnnouncementsQueryOptions = (gameType: GameType, language: string) =>
  queryOptions({
    queryKey: [LOBBY_KEY, 'announcements', gameType, language],
    queryFn: ({ signal }) =>
      apiCall('gameAnnouncements', { query: { gameType, language: language === 'EN' || language === 'TY' ? language : undefined }, signal }),
    select: (value) => value.promotion,
    staleTime: 5 * 60_000,
  });

export const useGameAnnouncements = (gameType: GameType, language: string, enabled: boolean) =>
  useQuery({ ...getGameAnnouncementsQueryOptions(gameType, language), enabled });
