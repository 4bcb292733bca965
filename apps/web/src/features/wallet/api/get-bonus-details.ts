import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Bonus details: bonuses, rebates and other credits, with their total. */
export type BonusDetailsQuery = CallQuery<'bonusDetails'>;
export const getBonusDetails = (query: BonusDetailsQuery, signal?: AbortSignal) => apiCall('bonusDetails', { query, signal });

export const getBonusDetailsQueryOptions = (token: string, query: BonusDetailsQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'bonus-details', token, query],
    queryFn: ({ signal }) => getBonusDetails(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useBonusDetails = (token: string, query: BonusDetailsQuery) => useQuery(getBonusDetailsQueryOptions(token, query));
