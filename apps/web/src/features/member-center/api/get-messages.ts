import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MEMBER_CENTER_KEY } from './keys';

export type MessagesQuery = CallQuery<'messages'>;
/** Platform messages, newest first, with the unread count. */
export const getMessages = (query: MessagesQuery, signal?: AbortSignal) => apiCall('messages', { query, signal });

export const getMessagesQueryOptions = (token: string, query: MessagesQuery) =>
  queryOptions({
    queryKey: [MEMBER_CENTER_KEY, 'messages', token, query],
    queryFn: ({ signal }) => getMessages(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (token: string, query: MessagesQuery) => useQuery(getMessagesQueryOptions(token, query));
