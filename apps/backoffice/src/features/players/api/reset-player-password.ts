import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Gives the player a temporary password, shown once to the operator. */
export const resetPlayerPassword = (body: CallBody<'operatorResetPlayerPassword'>) => apiCall('operatorResetPlayerPassword', { body });

export function useResetPlayerPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPlayerPassword, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
