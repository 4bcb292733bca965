import type { CallQuery } from '@app/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

type ChatUrlQuery = CallQuery<'chatUrl'>;

/** The URL of the chat room with the spec's b2c, title, language and headerColor applied; the chat window shows it. */
export const getChatUrl = (token: string, query: ChatUrlQuery, signal?: AbortSignal) => apiCall('chatUrl', { signal, token, query });

export const getChatUrlQueryOptions = (token: string, query: ChatUrlQuery) =>
  queryOptions({ queryKey: ['chat', 'url', token, query], queryFn: ({ signal }) => getChatUrl(token, query, signal), staleTime: Infinity });

export const useChatUrl = (token: string, query: ChatUrlQuery) => useQuery(getChatUrlQueryOptions(token, query));
