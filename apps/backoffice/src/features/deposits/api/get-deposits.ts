import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type DepositsQuery = CallQuery<'operatorDeposits'>;
export type DepositRow = CallValue<'operatorDeposits'>['list'][number];

export const getDeposits = (query: DepositsQuery, signal?: AbortSignal) => apiCall('operatorDeposits', { query, signal });

/** One page of deposit orders; the previous page stays on screen while the next loads. */
export const getDepositsQueryOptions = (query: DepositsQuery) =>
  queryOptions({ queryKey: ['deposits', 'list', query], queryFn: ({ signal }) => getDeposits(query, signal), placeholderData: keepPreviousData });

export const useDeposits = (query: DepositsQuery) => useQuery(getDepositsQueryOptions(query));
