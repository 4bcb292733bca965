import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshRg } from './keys';

/** Self-exclusion for the chosen time (or for good), optionally on every brand of the operator. */
export const selfExclude = (token: string, body: CallBody<'rgSelfExclude'>) => apiCall('rgSelfExclude', { token, body });

// on success the session is over: nothing is read again (a refused read would open the login over the block's end)
export function useSelfExclude(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallBody<'rgSelfExclude'>) => selfExclude(token, body), onError: () => refreshRg(queryClient, token) });
}
