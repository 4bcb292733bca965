import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallQuery, CallValue } from '@/lib/api-types';

export type RewardsReport = CallValue<'operatorRewardsReport'>;

/** The rewards report of a brand over a range of its business days. */
export const useRewardsReport = (query: CallQuery<'operatorRewardsReport'> | null) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', 'rewards', query],
      queryFn: ({ signal }) => apiCall('operatorRewardsReport', { query: query!, signal }),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
