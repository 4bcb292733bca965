import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Suspends, reactivates or closes a player's account with a reason (sessions end). */
export const setPlayerStatus = (body: CallBody<'operatorSetPlayerStatus'>) => apiCall('operatorSetPlayerStatus', { body });

export function useSetPlayerStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPlayerStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
