import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Betting records: filters by date range, vendor and game type; totals of the whole match. */
export type BetRecordsQuery = CallQuery<'betRecords'>;
export const getBetRecords = (query: BetRecordsQuery, signal?: AbortSignal) => apiCall('betRecords', { query, signal });

export const getBetRecordsQueryOptions = (token: string, query: BetRecordsQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'bet-records', token, query],
    queryFn: ({ signal }) => getBetRecords(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useBetRecords = (token: string, query: BetRecordsQuery) => useQuery(getBetRecordsQueryOptions(token, query));
