import type { CallValue } from '@app/contract/calls';
import { CHAT_HISTORY_PAGE } from '@app/contract/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export type ChatHistoryPage = CallValue<'chatHistory'>;

/** A page of a room's history, oldest first: the newest page, or the one before a message id. */
export const getChatHistory = (token: string, roomId: string, beforeId?: number, signal?: AbortSignal) =>
  apiCall('chatHistory', { signal, token, query: { roomId, pageSize: CHAT_HISTORY_PAGE, ...(beforeId ? { beforeId } : {}) } });

/** every room's history of a session (a reconnect refetches them all) */
export const chatHistoriesKey = (token: string) => ['chat', 'history', token] as const;
export const chatHistoryKey = (token: string, roomId: string) => [...chatHistoriesKey(token), roomId] as const;

/** Pages go back in time: page 0 is the newest, each next page is older (the list shows them reversed). */
export const getChatHistoryQueryOptions = (token: string, roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatHistoryKey(token, roomId),
    queryFn: ({ pageParam, signal }) => getChatHistory(token, roomId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatHistoryPage) => (last.hasMore ? last.list[0]?.id : undefined),
    staleTime: Infinity,
  });

export const useChatHistory = (token: string, roomId: string) => useInfiniteQuery(getChatHistoryQueryOptions(token, roomId));
