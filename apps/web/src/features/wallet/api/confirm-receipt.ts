import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** The player's answer to a paid-out withdrawal: received, not received (with proof) or partly received. */
export const confirmReceipt = (body: CallBody<'withdrawReceipt'>) => apiCall('withdrawReceipt', { body });

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'withdrawals'] }),
  });
}
