import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Confirms by hand an order a provider cannot confirm: the amount must equal the order's, with the evidence. */
export const confirmDeposit = (body: CallBody<'operatorConfirmDeposit'>) => apiCall('operatorConfirmDeposit', { body });

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmDeposit, onSettled: () => queryClient.invalidateQueries({ queryKey: ['deposits'] }) });
}
