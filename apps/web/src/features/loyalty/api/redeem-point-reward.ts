import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshLoyalty } from './keys';

/** Redeems units of a catalogue item for points, confirmed with the payment password; the operator then decides. */
export const redeemPointReward = (body: CallBody<'redeemPointReward'>) => apiCall('redeemPointReward', { body });

export function useRedeemPointReward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemPointReward, onSuccess: () => refreshLoyalty(queryClient) });
}
