import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

export type DepositOrdersQuery = CallQuery<'depositOrders'>;
export const getDepositOrders = (query: DepositOrdersQuery, signal?: AbortSignal) => apiCall('depositOrders', { query, signal });

export const getDepositOrdersQueryOptions = (token: string, query: DepositOrdersQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'deposit-orders', token, query],
    queryFn: ({ signal }) => getDepositOrders(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useDepositOrders = (token: string, query: DepositOrdersQuery) => useQuery(getDepositOrdersQueryOptions(token, query));
