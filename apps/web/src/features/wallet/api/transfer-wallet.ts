import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshWallet } from './keys';

/** Main -> vendor, vendor -> main, or every vendor wallet back to main (recallAll). */
export const transferWallet = (body: CallBody<'walletTransfer'>) => apiCall('walletTransfer', { body });

export function useTransferWallet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferWallet, onSuccess: () => refreshWallet(queryClient) });
}
