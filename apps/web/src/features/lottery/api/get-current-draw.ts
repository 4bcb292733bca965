import type { OpenedNumeroValue } from '@app/contract/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
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

export const getCurrentDrawQueryOptions = (gameCode: string, token: string | null) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'current', gameCode, token ?? ''],
    queryFn: ({ signal }) => getCurrentDraw(gameCode, !!token, signal),
    // a returning tab or a waking device asks again: the offset and the draw are fresh after sleep
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

export const useCurrentDraw = (gameCode: string | null, token: string | null, pollMs: number | false) =>
  useQuery({ ...getCurrentDrawQueryOptions(gameCode ?? '', token), enabled: !!gameCode, refetchInterval: pollMs });
