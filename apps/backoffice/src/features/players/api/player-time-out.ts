import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Imposes a time-out of 1 to 90 days (the player is told). */
export const playerTimeOut = (body: CallBody<'operatorPlayerTimeOut'>) => apiCall('operatorPlayerTimeOut', { body });

export function usePlayerTimeOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: playerTimeOut, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
