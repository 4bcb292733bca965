import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshLoyalty } from './keys';

/** Claims a ready mission's reward (points, cash or a bonus), once per mission and period. */
export const claimMission = (body: CallBody<'claimMission'>) => apiCall('claimMission', { body });

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimMission, onSettled: () => refreshLoyalty(queryClient) });
}
