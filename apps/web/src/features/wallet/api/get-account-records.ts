import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Account records: the member's ledger entries, by transaction type and date range. */
export type AccountRecordsQuery = CallQuery<'accountRecords'>;
export const getAccountRecords = (query: AccountRecordsQuery, signal?: AbortSignal) => apiCall('accountRecords', { query, signal });

export const getAccountRecordsQueryOptions = (token: string, query: AccountRecordsQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'account-records', token, query],
    queryFn: ({ signal }) => getAccountRecords(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAccountRecords = (token: string, query: AccountRecordsQuery) => useQuery(getAccountRecordsQueryOptions(token, query));
