import type { CallBody } from '@app/contract/calls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The spec's daily salary page (dailySalaryContract): accepted contracts of the kind with the running period, offers waiting, payments. */
export const getDailySalaryPage = (token: string, body: CallBody<'dailySalaryContract'>) => apiCall('dailySalaryContract', { body, token });

export const getDailySalaryPageQueryOptions = (token: string, body: CallBody<'dailySalaryContract'>) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'kind-page', 'daily_salary', token, body],
    queryFn: () => getDailySalaryPage(token, body),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
