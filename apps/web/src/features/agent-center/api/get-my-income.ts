import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** Salary and dividend credited to the agent in the period, paged, with totals per kind. */
export type MyIncomeQuery = CallQuery<'myIncome'>;
export const getMyIncome = (token: string, query: MyIncomeQuery, signal?: AbortSignal) => apiCall('myIncome', { query, signal, token });

export const getMyIncomeQueryOptions = (token: string, query: MyIncomeQuery) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'income', token, query],
    queryFn: ({ signal }) => getMyIncome(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useMyIncome = (token: string, query: MyIncomeQuery, enabled = true) => useQuery({ ...getMyIncomeQueryOptions(token, query), enabled });
