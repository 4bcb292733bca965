import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { supportKey } from './keys';

/** Opens a conversation on a topic with its first message (text and an optional picture). */
export const openSupportConversation = (token: string, body: CallBody<'supportOpen'>) => apiCall('supportOpen', { token, body });

export function useOpenSupportConversation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'supportOpen'>) => openSupportConversation(token, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey(token, 'list') }),
  });
}
