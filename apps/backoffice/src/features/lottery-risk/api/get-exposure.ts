import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type ExposureQuery = CallQuery<'operatorLotteryExposure'>;
export type Exposure = CallValue<'operatorLotteryExposure'>;
export type ExposureRow = NonNullable<Exposure['draw']>['list'][number];
export type RiskGame = CallValue<'operatorLotteryRiskGames'>['list'][number];

export const getRiskGames = (signal?: AbortSignal) => apiCall('operatorLotteryRiskGames', { signal });
export const useRiskGames = () => useQuery(queryOptions({ queryKey: ['lottery-risk', 'games'], queryFn: ({ signal }) => getRiskGames(signal), staleTime: 5 * 60_000 }));

export const getExposure = (query: ExposureQuery, signal?: AbortSignal) => apiCall('operatorLotteryExposure', { query, signal });

/** The open draw's exposure of a game for a brand, read again every 10 seconds while bets come in. */
export const useExposure = (query: ExposureQuery | null) =>
  useQuery({
    queryKey: ['lottery-risk', 'exposure', query],
    queryFn: ({ signal }) => getExposure(query!, signal),
    enabled: query !== null,
    refetchInterval: 10_000,
  });
