import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** A manual transfer's receipt picture: the order then waits for finance (submitted). */
export const sendDepositReceipt = (body: CallBody<'depositReceipt'>) => apiCall('depositReceipt', { body });

export function useSendDepositReceipt(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDepositReceipt,
    onSuccess: (order) => {
      queryClient.setQueryData([WALLET_KEY, 'deposit-order', token, order.orderNo], order);
      return queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'deposit-orders'] });
    },
  });
}
