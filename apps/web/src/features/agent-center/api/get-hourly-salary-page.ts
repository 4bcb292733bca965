import type { CallBody } from '@app/contract/calls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The spec's hourly salary page (hourlySalaryContract): accepted contracts of the kind with the running period, offers waiting, payments. */
export const getHourlySalaryPage = (token: string, body: CallBody<'hourlySalaryContract'>) => apiCall('hourlySalaryContract', { body, token });

export const getHourlySalaryPageQueryOptions = (token: string, body: CallBody<'hourlySalaryContract'>) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'kind-page', 'hourly_salary', token, body],
    queryFn: () => getHourlySalaryPage(token, body),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
