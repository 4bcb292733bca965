import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLivePollInterval } from '@/lib/live/use-live';

/** How often the header and the menu ask for the unread count while the push channel is down (it says when to ask). */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

export const chatUnreadQueryRoot = ['chat', 'unread'] as const;

/** The member's unread chat messages (the spec's unReadCount). */
export const getChatUnread = (token: string, signal?: AbortSignal) => apiCall('chatUnread', { signal, token });

export const getChatUnreadQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...chatUnreadQueryRoot, token], queryFn: ({ signal }) => getChatUnread(token, signal), staleTime: 10_000 });

/** The unread count for members of a brand with the chat room; off (no request) otherwise. Polled only without push. */
export const useChatUnread = (token: string | null, enabled: boolean) =>
  useQuery({ ...getChatUnreadQueryOptions(token ?? ''), enabled: enabled && Boolean(token), refetchInterval: useLivePollInterval(CHAT_UNREAD_REFRESH_MS) });
