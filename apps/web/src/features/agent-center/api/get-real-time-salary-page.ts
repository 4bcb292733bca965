import type { CallBody } from '@app/contract/calls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The spec's real time salary page (realTimeSalaryContract): accepted contracts of the kind with the running period, offers waiting, payments. */
export const getRealTimeSalaryPage = (token: string, body: CallBody<'realTimeSalaryContract'>) => apiCall('realTimeSalaryContract', { body, token });

export const getRealTimeSalaryPageQueryOptions = (token: string, body: CallBody<'realTimeSalaryContract'>) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'kind-page', 'real_time_salary', token, body],
    queryFn: () => getRealTimeSalaryPage(token, body),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
