import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Claims the member's ticket of a raffle; answers the new standing (with the ticket number). */
export const claimRaffle = (body: CallBody<'claimRaffle'>) => apiCall('claimRaffle', { body });

export function useClaimRaffle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimRaffle, onSuccess: () => refreshPromotions(queryClient) });
}
