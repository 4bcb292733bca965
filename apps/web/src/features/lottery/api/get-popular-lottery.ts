import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY, type PrizeMode } from './keys';

/** The spec's popular lottery count. */
export const POPULAR_LOTTERY_COUNT = 20;

/** Popular lottery games (count 20, prizeMode, device, language). */
export const getPopularLottery = (prizeMode: PrizeMode, language: string, signal?: AbortSignal) =>
  apiCall('popularGames', {
    query: { count: POPULAR_LOTTERY_COUNT, prizeMode, device: 'WEB', language: language === 'EN' || language === 'TY' ? language : undefined },
    signal,
  });

export const getPopularLotteryQueryOptions = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'popular', prizeMode, language],
    queryFn: ({ signal }) => getPopularLottery(prizeMode, language, signal),
    // games with a code open here; the special account type's entry opens the external lottery window
    select: (value) => value.list.filter((g) => g.gameCode || g.accountTypeName),
    staleTime: 5 * 60_000,
  });

export const usePopularLottery = (prizeMode: PrizeMode, language: string) => useQuery(getPopularLotteryQueryOptions(prizeMode, language));
