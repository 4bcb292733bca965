import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAfterTransfer } from './keys';

/** Main wallet to a downline member's main wallet (encrypted; idempotent by requestId). */
export const transferToDownline = (body: CallBody<'transferToDownline'>) => apiCall('transferToDownline', { body });

export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferToDownline, onSuccess: () => refreshAfterTransfer(queryClient) });
}
