import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Resolves a receipt claim, refunding an amount to the player. */
export const resolveWithdrawal = (body: CallBody<'operatorResolveWithdrawal'>) => apiCall('operatorResolveWithdrawal', { body });

export function useResolveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }) });
}
