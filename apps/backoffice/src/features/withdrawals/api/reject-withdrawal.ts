import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Rejects a requested or approved withdrawal with a reason; the amount returns to the player. */
export const rejectWithdrawal = (body: CallBody<'operatorRejectWithdrawal'>) => apiCall('operatorRejectWithdrawal', { body });

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }) });
}
