import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshRg } from './keys';

/** Sets, lowers, raises or removes a limit (a raise or removal waits its cooling-off). */
export const setLimit = (token: string, body: CallBody<'rgSetLimit'>) => apiCall('rgSetLimit', { token, body });

export function useSetLimit(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: CallBody<'rgSetLimit'>) => setLimit(token, body), onSettled: () => refreshRg(queryClient, token) });
}
