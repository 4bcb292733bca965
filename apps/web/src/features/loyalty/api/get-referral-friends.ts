import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

export type ReferralFriendsQuery = CallQuery<'referralFriends'>;
/** The friends who registered through the member's invite (masked), newest first, with their status and reward. */
export const getReferralFriends = (token: string, query: ReferralFriendsQuery, signal?: AbortSignal) => apiCall('referralFriends', { query, signal, token });

export const getReferralFriendsQueryOptions = (token: string, query: ReferralFriendsQuery) =>
  queryOptions({
    queryKey: loyaltyKey('referral-friends', token, query),
    queryFn: ({ signal }) => getReferralFriends(token, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useReferralFriends = (token: string, query: ReferralFriendsQuery) => useQuery(getReferralFriendsQueryOptions(token, query));
