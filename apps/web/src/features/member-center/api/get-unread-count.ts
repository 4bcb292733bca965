import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

/** Unread platform messages (the messages entry's count). */
export const getUnreadCount = (signal?: AbortSignal) => apiCall('unreadCount', { signal });

export const getUnreadCountQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'unread', token], queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 0, refetchInterval: 60_000 });

export const useUnreadCount = (token: string) => useQuery(getUnreadCountQueryOptions(token));
