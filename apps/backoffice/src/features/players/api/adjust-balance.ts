import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Credits or debits the main wallet with a category and reason; the requestId makes a repeated submit post once. */
export const adjustBalance = (body: CallBody<'operatorAdjustBalance'>) => apiCall('operatorAdjustBalance', { body });

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustBalance, onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }) });
}
