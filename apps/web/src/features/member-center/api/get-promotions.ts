import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { listOf } from '../utils/later-data';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's available promotions (rewards and the REFERRAL programme; promotions issue). */
export const getPromotions = async (signal?: AbortSignal) => listOf(await apiCall('promotions', { signal }));

export const getPromotionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'promotions', token], queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });

export const usePromotions = (token: string) => useQuery(getPromotionsQueryOptions(token));
