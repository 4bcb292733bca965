import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshRg } from './keys';

/** Confirms a raise or removal whose cooling-off is over. */
export const confirmLimit = (token: string, body: CallBody<'rgConfirmLimit'>) => apiCall('rgConfirmLimit', { token, body });

export function useConfirmLimit(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallBody<'rgConfirmLimit'>) => confirmLimit(token, body), onSettled: () => refreshRg(queryClient, token) });
}
