import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** How often the header and the menu ask for the unread count while the chat window is shut. */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

/** The member's unread chat messages (the spec's unReadCount). */
export const getChatUnread = (token: string, signal?: AbortSignal) => apiCall('chatUnread', { signal, token });

export const getChatUnreadQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['chat', 'unread', token], queryFn: ({ signal }) => getChatUnread(token, signal), staleTime: 10_000, refetchInterval: CHAT_UNREAD_REFRESH_MS });

/** The unread count for members of a brand with the chat room; off (no request) otherwise. */
export const useChatUnread = (token: string | null, enabled: boolean) =>
  useQuery({ ...getChatUnreadQueryOptions(token ?? ''), enabled: enabled && Boolean(token) });
