import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Joins a promotion (mechanic join, or a reload that asks for joining first); answers the new standing. */
export const promotionJoin = (body: CallBody<'promotionJoin'>) => apiCall('promotionJoin', { body });

export function usePromotionJoin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: promotionJoin, onSuccess: () => refreshPromotions(queryClient) });
}
