import type { CallQuery } from '@app/contract/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { MEMBER_CENTER_KEY } from './keys';

export type MessagesQuery = CallQuery<'messages'>;
/** Platform messages, newest first, with the unread count. */
export const getMessages = (query: MessagesQuery, signal?: AbortSignal) => apiCall('messages', { query, signal });

/** Every messages query of a member: what a read invalidates. */
export const messagesQueryRoot = (token: string) => [MEMBER_CENTER_KEY, 'messages', token] as const;

// the language is in the key: the server answers each message in the Language header's language
export const getMessagesQueryOptions = (token: string, query: MessagesQuery, language: string) =>
  queryOptions({
    queryKey: [...messagesQueryRoot(token), query, language],
    queryFn: ({ signal }) => getMessages(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMessages = (token: string, query: MessagesQuery) => useQuery(getMessagesQueryOptions(token, query, useLanguage()));
