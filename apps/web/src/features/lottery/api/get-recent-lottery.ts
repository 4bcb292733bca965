import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY, type PrizeMode } from './keys';

export const RECENT_LOTTERY_COUNT = 5;

/** The member's lottery games by their last bet, latest first (members only). */
export const getRecentLottery = (prizeMode: PrizeMode, signal?: AbortSignal) =>
  apiCall('vnGameMenuRecent', { query: { prizeMode, device: 'WEB', count: RECENT_LOTTERY_COUNT }, signal });

export const getRecentLotteryQueryOptions = (token: string, prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'recent', token, prizeMode],
    queryFn: ({ signal }) => getRecentLottery(prizeMode, signal),
    select: (value) => value.list,
    staleTime: 30_000,
  });

export const useRecentLottery = (token: string | null, prizeMode: PrizeMode) =>
  useQuery({ ...getRecentLotteryQueryOptions(token ?? '', prizeMode), enabled: !!token });
