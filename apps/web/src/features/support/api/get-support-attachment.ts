import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { supportKey } from './keys';

/** A message's picture as a data: URL (an <img> request cannot carry the session token). */
export const getSupportAttachment = (token: string, messageId: number, signal?: AbortSignal) => apiCall('supportAttachment', { signal, token, query: { messageId } });

export const getSupportAttachmentQueryOptions = (token: string, messageId: number) =>
  queryOptions({ queryKey: supportKey(token, 'attachment', messageId), queryFn: ({ signal }) => getSupportAttachment(token, messageId, signal), staleTime: Infinity });

export const useSupportAttachment = (token: string, messageId: number) => useQuery(getSupportAttachmentQueryOptions(token, messageId));
