import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Grants a bonus with its wagering, validity and max bet; the requestId makes a repeated submit grant once. */
export const grantBonus = (body: CallBody<'operatorGrantBonus'>) => apiCall('operatorGrantBonus', { body });

export function useGrantBonus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantBonus, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
