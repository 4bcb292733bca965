import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** A deposit order with the provider's pay page (payUrl). */
export const createDeposit = (body: CallBody<'depositCreate'>) => apiCall('depositCreate', { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'deposit-orders'] }),
  });
}
