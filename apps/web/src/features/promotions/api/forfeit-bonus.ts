import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Forfeits an active bonus: its balance is lost, and withdrawals are no longer blocked by it. */
export const forfeitBonus = (bonusId: number) => apiCall('forfeitBonus', { body: { bonusId } });

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forfeitBonus, onSuccess: () => refreshPromotions(queryClient) });
}
