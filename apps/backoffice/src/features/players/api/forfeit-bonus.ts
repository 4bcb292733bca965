import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Forfeits an active bonus with a note. */
export const forfeitBonus = (body: CallBody<'operatorForfeitBonus'>) => apiCall('operatorForfeitBonus', { body });

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forfeitBonus, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
