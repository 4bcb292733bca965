import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Claims the rebate of the summary, once per request id (a retry of the same request pays nothing twice). */
export const claimRebate = (requestId: string) => apiCall('claimRebate', { body: { requestId } });

export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimRebate, onSuccess: () => refreshPromotions(queryClient) });
}
