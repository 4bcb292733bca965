import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { WALLET_KEY } from './keys';

/** Binds a card (encrypted call: the account number never travels in clear). */
export const bindBankCard = (body: CallBody<'bindBankCard'>) => apiCall('bindBankCard', { body });

export function useBindBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindBankCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'bank-cards'] }),
  });
}
