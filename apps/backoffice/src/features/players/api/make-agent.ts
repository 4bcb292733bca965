import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Makes a player an agent (top-level, or a sub-agent of their upline agent); their sessions end. */
export function useMakeAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorMakeAgent'>) => apiCall('operatorMakeAgent', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
