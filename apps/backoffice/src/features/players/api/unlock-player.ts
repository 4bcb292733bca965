import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Lifts a login lock. */
export const unlockPlayer = (body: CallBody<'operatorUnlockPlayer'>) => apiCall('operatorUnlockPlayer', { body });

export function useUnlockPlayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlockPlayer, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
