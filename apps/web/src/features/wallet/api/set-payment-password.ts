import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Sets the payment password, or changes it with the old one (encrypted call). */
export const setPaymentPassword = (body: CallBody<'setPaymentPassword'>) => apiCall('setPaymentPassword', { body });

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'withdraw-settings'] }),
  });
}
