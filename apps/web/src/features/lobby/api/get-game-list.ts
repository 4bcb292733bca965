import { LOBBY_PAGE_SIZE } from '@app/contract/constants';
import type { CallQuery } from '@app/contract/calls';
import type { GameType } from '@app/contract/system';
import { apiCall } from '@/lib/api-client';
import { LOBBY_KEY } from './keys';
import { pagedQueryOptions, usePagedQuery } from './paged';

/** The grid's filters, as the lobby URL carries them ('' = not set). */
export interface GameListFilters {
  gameType?: GameType;
  vassalage?: string;
  keyword?: string;
  gameClassify?: string;
  /** a decimal amount: games playable at this stake */
  minBet?: string;
}

export const getGameList = (query: CallQuery<'gameList'>, signal?: AbortSignal) => apiCall('gameList', { query, signal });

const clean = (filters: GameListFilters) => ({
  gameType: filters.gameType,
  vassalage: filters.vassalage || undefined,
  keyword: filters.keyword?.trim() || undefined,
  gameClassify: filters.gameClassify || undefined,
  minBet: filters.minBet || undefined,
});

const pageFetcher = (filters: GameListFilters) => (pageNo: number, signal?: AbortSignal) =>
  getGameList({ ...clean(filters), pageNo, pageSize: LOBBY_PAGE_SIZE }, signal);

/**
 * Pages of 42 (the spec's lobby page size) from `startPage` on: later pages load as the grid scrolls, earlier ones
 * on request (a lobby URL may start at ?page=N). The catalogue changes rarely: loaded pages stay fresh.
 */
export const getGameListQueryOptions = (filters: GameListFilters, startPage = 1) => ({
  ...pagedQueryOptions([LOBBY_KEY, 'games', clean(filters), startPage], startPage, pageFetcher(filters)),
  staleTime: 5 * 60_000,
});

export const useGameList = (filters: GameListFilters, { startPage = 1, enabled = true }: { startPage?: number; enabled?: boolean } = {}) =>
  usePagedQuery(getGameListQueryOptions(filters, startPage), pageFetcher(filters), enabled);
