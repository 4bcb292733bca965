import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshWallet } from './keys';

/** Requests a withdrawal to a bound card (encrypted call); the amount is held from the main wallet. */
export const createWithdrawal = (body: CallBody<'withdrawCreate'>) => apiCall('withdrawCreate', { body });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWithdrawal, onSuccess: () => refreshWallet(queryClient) });
}
