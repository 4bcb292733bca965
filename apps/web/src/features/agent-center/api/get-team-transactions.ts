import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The downline's account records (ledger entries) in the period, paged, with money in and out. */
export type TeamTransactionsQuery = CallQuery<'teamTransactions'>;
export const getTeamTransactions = (token: string, query: TeamTransactionsQuery, signal?: AbortSignal) => apiCall('teamTransactions', { query, signal, token });

export const getTeamTransactionsQueryOptions = (token: string, query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'transactions', token, query],
    queryFn: ({ signal }) => getTeamTransactions(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useTeamTransactions = (token: string, query: TeamTransactionsQuery, enabled = true) => useQuery({ ...getTeamTransactionsQueryOptions(token, query), enabled });
