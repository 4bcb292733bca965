import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { supportKey } from './keys';

/** One conversation and its messages, oldest first (reading it marks the replies seen). */
export const getSupportThread = (token: string, conversationId: number, signal?: AbortSignal) => apiCall('supportThread', { signal, token, query: { conversationId } });

export const getSupportThreadQueryOptions = (token: string, conversationId: number) =>
  queryOptions({ queryKey: supportKey(token, 'thread', conversationId), queryFn: ({ signal }) => getSupportThread(token, conversationId, signal) });

export const useSupportThread = (token: string, conversationId: number) => useQuery(getSupportThreadQueryOptions(token, conversationId));
