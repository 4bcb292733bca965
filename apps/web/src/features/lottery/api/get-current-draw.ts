import type { OpenedNumeroValue } from '@app/contract/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useFollowGame, useLivePollInterval } from '@/lib/live/use-live';
import { serverOffset } from '../utils/server-clock';
import { LOTTERY_KEY } from './keys';

export interface CurrentDraw extends OpenedNumeroValue {
  /** server time minus this device's time (ms), measured at this answer */
  offset: number;
}

/**
 * The game's current draw, the latest result and the next slot: openedNumero for members, the visitors' call
 * (lotteryCurrentDraw) otherwise. The answer's serverTime gives the clock offset the countdowns use.
 */
export async function getCurrentDraw(gameCode: string, member: boolean, signal?: AbortSignal): Promise<CurrentDraw> {
  const sentAt = Date.now();
  // two literal call names: the build swaps each apiCall name for its route
  const value = member ? await apiCall('openedNumero', { query: { gameCode }, signal }) : await apiCall('lotteryCurrentDraw', { query: { gameCode }, signal });
  return { ...value, offset: serverOffset(value.serverTime, sentAt, Date.now()) };
}

/** Every game's current-draw queries (refetched after the push channel reconnects). */
export const currentDrawsQueryRoot = [LOTTERY_KEY, 'current'] as const;
/** Every session's current-draw query of a game (the push channel's draw events refresh them). */
export const currentDrawQueryRoot = (gameCode: string) => [...currentDrawsQueryRoot, gameCode] as const;

export const getCurrentDrawQueryOptions = (gameCode: string, token: string | null) =>
  queryOptions({
    queryKey: [...currentDrawQueryRoot(gameCode), token ?? ''],
    queryFn: ({ signal }) => getCurrentDraw(gameCode, !!token, signal),
    // a returning tab or a waking device asks again: the offset and the draw are fresh after sleep
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

/**
 * The screen follows the game on the push channel: while it is up, a new draw or a result refreshes the query and the
 * poll (pollMs, while a result is awaited) is off; while it is down the query polls as asked.
 */
export function useCurrentDraw(gameCode: string | null, token: string | null, pollMs: number | false) {
  useFollowGame(gameCode);
  return useQuery({ ...getCurrentDrawQueryOptions(gameCode ?? '', token), enabled: !!gameCode, refetchInterval: useLivePollInterval(pollMs) });
}
