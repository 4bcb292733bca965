import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { messagesQueryRoot } from './get-messages';
import { getUnreadCountQueryOptions } from './get-unread-count';

/** Marks messages (or all of them) as read; the unread count follows. */
export const readMessages = (body: CallBody<'readMessages'>) => apiCall('readMessages', { body });

export function useReadMessages(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: (value) => {
      queryClient.setQueryData(getUnreadCountQueryOptions(token).queryKey, { count: value.unread });
      return queryClient.invalidateQueries({ queryKey: messagesQueryRoot(token) });
    },
  });
}
