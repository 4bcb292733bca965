import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshRg } from './keys';

/** Drops a pending raise or removal; the limit in force stays. */
export const cancelLimitChange = (token: string, body: CallBody<'rgCancelLimitChange'>) => apiCall('rgCancelLimitChange', { token, body });

export function useCancelLimitChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallBody<'rgCancelLimitChange'>) => cancelLimitChange(token, body), onSettled: () => refreshRg(queryClient, token) });
}
