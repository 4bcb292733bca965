import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshWallet } from './keys';

/** Main wallet -> the upline's main wallet, with the payment password (encrypted call). */
export const transferToUpline = (body: CallBody<'transferToUpline'>) => apiCall('transferToUpline', { body });

export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferToUpline, onSuccess: () => refreshWallet(queryClient) });
}
