import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Imposes a stricter responsible-gaming limit (the player is told; an operator never loosens one). */
export const playerLimit = (body: CallBody<'operatorPlayerLimit'>) => apiCall('operatorPlayerLimit', { body });

export function usePlayerLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: playerLimit, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
