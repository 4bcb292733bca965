import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_QUERY_ROOT } from '@/config/query-keys';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';

/** The reward centre: promotions to act on or waiting on a decision, the member's bonuses and applications. */
export const getRewardCenter = (token: string, signal?: AbortSignal) => apiCall('rewardCenter', { signal, token });

export const getRewardCenterQueryOptions = (token: string, language: PackLanguage) =>
  queryOptions({
    queryKey: [...PROMOTIONS_QUERY_ROOT, 'reward-center', token, language],
    queryFn: ({ signal }) => getRewardCenter(token, signal),
    staleTime: 0,
  });

export const useRewardCenter = (token: string) => useQuery(getRewardCenterQueryOptions(token, useLanguage()));
