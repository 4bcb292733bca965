import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Marks an approved withdrawal as paid out. */
export const disburseWithdrawal = (body: CallBody<'operatorDisburseWithdrawal'>) => apiCall('operatorDisburseWithdrawal', { body });

export function useDisburseWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disburseWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }) });
}
