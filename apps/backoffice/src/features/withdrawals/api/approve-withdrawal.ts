import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Approves (or gives the first of two approvals to) a requested withdrawal. */
export const approveWithdrawal = (body: CallBody<'operatorApproveWithdrawal'>) => apiCall('operatorApproveWithdrawal', { body });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveWithdrawal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['withdrawals'] }) });
}
