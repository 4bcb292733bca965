import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member info the member centre shows (nickname, account, VIP label, masked phone and email, upline). */
export const getMemberProfile = (signal?: AbortSignal) => apiCall('memberInfo', { signal });

export const getMemberProfileQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'profile', token], queryFn: ({ signal }) => getMemberProfile(signal), staleTime: 60_000 });

export const useMemberProfile = (token: string) => useQuery(getMemberProfileQueryOptions(token));
