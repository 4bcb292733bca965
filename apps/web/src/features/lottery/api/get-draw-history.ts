import { LOTTERY_NUMERO_COUNT } from '@app/contract/lottery-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

/** The last draws with results, newest first (the spec's numero count: 100). */
export const getDrawHistory = (gameCode: string, signal?: AbortSignal) =>
  apiCall('vnOpenedNumeros', { query: { gameCode, count: LOTTERY_NUMERO_COUNT }, signal });

export const getDrawHistoryQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [LOTTERY_KEY, 'history', gameCode],
    queryFn: ({ signal }) => getDrawHistory(gameCode, signal),
    select: (value) => value.list,
    staleTime: 30_000,
  });

export const useDrawHistory = (gameCode: string) => useQuery(getDrawHistoryQueryOptions(gameCode));
