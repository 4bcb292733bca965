import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

export type WithdrawalsQuery = CallQuery<'withdrawals'>;
export const getWithdrawals = (query: WithdrawalsQuery, signal?: AbortSignal) => apiCall('withdrawals', { query, signal });

/** How often the list asks again while a withdrawal waits for the operator (approval, payout). */
export const WITHDRAWALS_POLL_MS = 30_000;
const waiting = new Set(['requested', 'approved']);

export const getWithdrawalsQueryOptions = (token: string, query: WithdrawalsQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'withdrawals', token, query],
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((w) => waiting.has(w.status)) ? WITHDRAWALS_POLL_MS : false),
  });

export const useWithdrawals = (token: string, query: WithdrawalsQuery) => useQuery(getWithdrawalsQueryOptions(token, query));
