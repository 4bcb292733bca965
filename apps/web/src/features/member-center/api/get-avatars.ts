import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** The avatars a member may choose (the generated one and the built-in pictures) and the current choice. */
export const getAvatars = (signal?: AbortSignal) => apiCall('avatarList', { signal });

export const getAvatarsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'avatars', token], queryFn: ({ signal }) => getAvatars(signal), staleTime: 10 * 60_000 });

export const useAvatars = (token: string) => useQuery(getAvatarsQueryOptions(token));
