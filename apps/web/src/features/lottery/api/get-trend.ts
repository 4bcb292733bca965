import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const TREND_COUNT = 30;

/** Trend of the last draws: headlines, lô frequencies (VN) or digit frequencies per position (5D). */
export const getTrend = (gameCode: string, signal?: AbortSignal) => apiCall('lotteryTrend', { query: { gameCode, count: TREND_COUNT }, signal });

export const getTrendQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'trend', gameCode],
    queryFn: ({ signal }) => getTrend(gameCode, signal),
    staleTime: 30_000,
  });

export const useTrend = (gameCode: string) => useQuery(getTrendQueryOptions(gameCode));
