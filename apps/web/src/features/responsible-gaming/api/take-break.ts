import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshRg } from './keys';

/** A time-out (or the panic button's 24 hours): the member is logged out until it ends. */
export const takeBreak = (token: string, body: CallBody<'rgTakeBreak'>) => apiCall('rgTakeBreak', { token, body });

// on success the session is over: nothing is read again (a refused read would open the login over the block's end)
export function useTakeBreak(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallBody<'rgTakeBreak'>) => takeBreak(token, body), onError: () => refreshRg(queryClient, token) });
}
