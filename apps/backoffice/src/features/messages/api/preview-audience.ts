import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody, CallValue } from '@/lib/api-types';

export type AudienceCount = CallValue<'operatorPreviewMessageAudience'>;
export type AudienceCountBody = CallBody<'operatorPreviewMessageAudience'>;

/**
 * Counts an audience before it is sent: the players it holds, those who would get the message, those left out by
 * reason, and usernames that are no player of the brand. A mutation, not a query: it runs when the operator asks.
 */
export const usePreviewMessageAudience = () => useMutation({ mutationFn: (body: AudienceCountBody) => apiCall('operatorPreviewMessageAudience', { body }) });
