import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

export type PointTransactionsQuery = CallQuery<'pointTransactions'>;
/** Every change of the member's points (earned, spent, converted...), newest first, with the balance after it. */
export const getPointTransactions = (token: string, query: PointTransactionsQuery, signal?: AbortSignal) =>
  apiCall('pointTransactions', { query, signal, token });

export const getPointTransactionsQueryOptions = (token: string, query: PointTransactionsQuery) =>
  queryOptions({
    queryKey: loyaltyKey('point-transactions', token, query),
    queryFn: ({ signal }) => getPointTransactions(token, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePointTransactions = (token: string, query: PointTransactionsQuery) => useQuery(getPointTransactionsQueryOptions(token, query));
