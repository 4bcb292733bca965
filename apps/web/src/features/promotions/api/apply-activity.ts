import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshPromotions } from './keys';

/** Applies for an activity (mechanic application): a comment and up to 3 images as data: URLs; the operator decides. */
export const applyActivity = (body: CallBody<'applyActivity'>) => apiCall('applyActivity', { body });

export function useApplyActivity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyActivity, onSuccess: () => refreshPromotions(queryClient) });
}
