import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLivePollInterval } from '@/lib/live/use-live';
import { MEMBER_CENTER_KEY } from './keys';

/** Unread platform messages (the messages entry's count). */
export const getUnreadCount = (signal?: AbortSignal) => apiCall('unreadCount', { signal });

const UNREAD_REFRESH_MS = 60_000;

export const getUnreadCountQueryOptions = (token: string) =>
  queryOptions({ queryKey: [MEMBER_CENTER_KEY, 'unread', token], queryFn: ({ signal }) => getUnreadCount(signal), staleTime: 0, refetchInterval: UNREAD_REFRESH_MS });

/** Polled every minute, or written by the push channel's messages events while it is up (no timer then). */
export const useUnreadCount = (token: string) => useQuery({ ...getUnreadCountQueryOptions(token), refetchInterval: useLivePollInterval(UNREAD_REFRESH_MS) });
