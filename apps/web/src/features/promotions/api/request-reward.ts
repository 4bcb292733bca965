import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Requests the reward of a join or claim promotion once qualified; answers the new standing and the grant. */
export const requestReward = (body: CallBody<'requestReward'>) => apiCall('requestReward', { body });

export function useRequestReward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestReward, onSuccess: () => refreshPromotions(queryClient) });
}
