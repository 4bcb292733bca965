import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The member's avatar image. */
export const getMemberAvatar = (signal?: AbortSignal) => apiCall('memberIcon', { signal });

export const getMemberAvatarQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'avatar', token], queryFn: ({ signal }) => getMemberAvatar(signal), staleTime: 10 * 60_000 });

export const useMemberAvatar = (token: string) => useQuery(getMemberAvatarQueryOptions(token));
