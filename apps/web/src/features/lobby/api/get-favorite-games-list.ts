import { LOBBY_PAGE_SIZE } from '@app/contract/constants';
import type { GameType } from '@app/contract/system';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';
import { pagedQueryOptions, usePagedQuery } from './paged';

/** The member's favourite games of a category, newest first, in pages of 42. */
export const getFavoriteGamesList = (gameType: GameType, pageNo: number, signal?: AbortSignal) =>
  apiCall('favoriteGamesList', { query: { gameType, pageNo, pageSize: LOBBY_PAGE_SIZE }, signal });

export const getFavoriteGamesListQueryOptions = (token: string, gameType: GameType) =>
  pagedQueryOptions([LOBBY_KEY, 'favorites', 'list', token, gameType], 1, (pageNo, signal) => getFavoriteGamesList(gameType, pageNo, signal));

export const useFavoriteGamesList = (token: string | null, gameType: GameType, enabled: boolean) =>
  usePagedQuery(getFavoriteGamesListQueryOptions(token ?? '', gameType), (pageNo) => getFavoriteGamesList(gameType, pageNo), enabled && !!token);
