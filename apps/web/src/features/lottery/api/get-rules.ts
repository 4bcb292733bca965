import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

/** The game's play types with the brand's odds and stake limits, and its prize table. */
export const getRules = (gameCode: string, signal?: AbortSignal) => apiCall('lotteryRules', { query: { gameCode }, signal });

export const getRulesQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'rules', gameCode],
    queryFn: ({ signal }) => getRules(gameCode, signal),
    staleTime: 10 * 60_000,
  });

export const useRules = (gameCode: string | null) => useQuery({ ...getRulesQueryOptions(gameCode ?? ''), enabled: !!gameCode });
