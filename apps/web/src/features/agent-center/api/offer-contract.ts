import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAgentCenter } from './keys';

/** Offers a dividend or salary contract to a direct downline agent. */
export const offerContract = (body: CallBody<'offerContract'>) => apiCall('offerContract', { body });

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerContract, onSuccess: () => refreshAgentCenter(queryClient) });
}
