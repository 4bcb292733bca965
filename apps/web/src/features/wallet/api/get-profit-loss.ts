import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Profit and loss by day, week or month (periods start at the client's local midnight). */
export type ProfitLossQuery = CallQuery<'profitLoss'>;
export const getProfitLoss = (query: ProfitLossQuery, signal?: AbortSignal) => apiCall('profitLoss', { query, signal });

export const getProfitLossQueryOptions = (token: string, query: ProfitLossQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'profit-loss', token, query],
    queryFn: ({ signal }) => getProfitLoss(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useProfitLoss = (token: string, query: ProfitLossQuery) => useQuery(getProfitLossQueryOptions(token, query));
