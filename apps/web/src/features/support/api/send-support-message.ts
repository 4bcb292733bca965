import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { supportKey } from './keys';

/** Writes in an open conversation (text and an optional picture). */
export const sendSupportMessage = (token: string, body: CallBody<'supportSend'>) => apiCall('supportSend', { token, body });

export function useSendSupportMessage(token: string, conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallBody<'supportSend'>, 'conversationId'>) => sendSupportMessage(token, { ...body, conversationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey(token, 'thread', conversationId) }),
  });
}
