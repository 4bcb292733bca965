import type { CallBody } from '@app/contract/calls';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { AGENT_QUERY_ROOT } from './keys';

/** The spec's dividend page (dividendRequest): accepted contracts of the kind with the running period, offers waiting, payments. */
export const getDividendPage = (token: string, body: CallBody<'dividendRequest'>) => apiCall('dividendRequest', { body, token });

export const getDividendPageQueryOptions = (token: string, body: CallBody<'dividendRequest'>) =>
  queryOptions({
    queryKey: [...AGENT_QUERY_ROOT, 'kind-page', 'dividend', token, body],
    queryFn: () => getDividendPage(token, body),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
