import type { GameType } from '@app/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLivePollInterval } from '@/lib/live/use-live';
import { LOBBY_KEY } from './keys';

/** How many recent wins the board shows, and how often it asks again. */
export const WINNERS_COUNT = 20;
export const WINNERS_REFRESH_MS = 15_000;

/** The latest real wins from the ledger (players masked), of every category or of one. */
export const getWinnerBoard = (gameType: GameType | undefined, signal?: AbortSignal) =>
  apiCall('winnerBoard', { query: { pageSize: WINNERS_COUNT, ...(gameType ? { gameType } : {}) }, signal });

/** Every category's board (the push channel's winners events refresh them). */
export const winnerBoardQueryRoot = [LOBBY_KEY, 'winners'] as const;

/**
 * Asked again every 15 s while the page is visible: TanStack Query pauses the interval while the tab is hidden
 * (refetchIntervalInBackground false), so a background tab costs the server nothing. While the push channel is up the
 * timer is off and the brand's winners events refresh the board.
 */
export const getWinnerBoardQueryOptions = (gameType?: GameType) =>
  queryOptions({
    queryKey: [...winnerBoardQueryRoot, gameType ?? 'all'],
    queryFn: ({ signal }) => getWinnerBoard(gameType, signal),
    select: (value) => value.list,
    staleTime: WINNERS_REFRESH_MS,
    refetchInterval: WINNERS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useWinnerBoard = (gameType?: GameType) => useQuery({ ...getWinnerBoardQueryOptions(gameType), refetchInterval: useLivePollInterval(WINNERS_REFRESH_MS) });
