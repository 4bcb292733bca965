import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type WithdrawalsQuery = CallQuery<'operatorWithdrawals'>;
export type WithdrawalRow = CallValue<'operatorWithdrawals'>['list'][number];

export const getWithdrawals = (query: WithdrawalsQuery, signal?: AbortSignal) => apiCall('operatorWithdrawals', { query, signal });

/** One page of the withdrawals queue; the previous page stays on screen while the next loads. */
export const getWithdrawalsQueryOptions = (query: WithdrawalsQuery) =>
  queryOptions({ queryKey: ['withdrawals', 'list', query], queryFn: ({ signal }) => getWithdrawals(query, signal), placeholderData: keepPreviousData });

export const useWithdrawals = (query: WithdrawalsQuery) => useQuery(getWithdrawalsQueryOptions(query));
