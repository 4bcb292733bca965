import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { supportKey } from './keys';

/** The member's conversations with customer service, newest activity first, with unseen replies. */
export const getSupportConversations = (token: string, signal?: AbortSignal) => apiCall('supportConversations', { signal, token });

export const getSupportConversationsQueryOptions = (token: string) =>
  queryOptions({ queryKey: supportKey(token, 'list'), queryFn: ({ signal }) => getSupportConversations(token, signal) });

export const useSupportConversations = (token: string) => useQuery(getSupportConversationsQueryOptions(token));
