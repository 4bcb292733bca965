import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage, type PackLanguage } from '@/lib/i18n';
import { loyaltyKey } from './keys';

export type PointRewardsQuery = CallQuery<'pointRewards'>;
/** The points mall's catalogue, a page at a time, optionally of one category, with what blocks each item for the member. */
export const getPointRewards = (token: string, query: PointRewardsQuery, signal?: AbortSignal) => apiCall('pointRewards', { query, signal, token });

// names and descriptions come in the Language header's language
export const getPointRewardsQueryOptions = (token: string, query: PointRewardsQuery, language: PackLanguage) =>
  queryOptions({
    queryKey: loyaltyKey('rewards', token, language, query),
    queryFn: ({ signal }) => getPointRewards(token, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const usePointRewards = (token: string, query: PointRewardsQuery) => useQuery(getPointRewardsQueryOptions(token, query, useLanguage()));
