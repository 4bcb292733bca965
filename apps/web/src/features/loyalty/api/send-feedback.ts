import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { loyaltyKey } from './keys';

/** Sends feedback (a category, the text within the brand's word bounds, an optional screenshot as a data: URL). */
export const sendFeedback = (body: CallBody<'feedback'>) => apiCall('feedback', { body });

/** After sending, every page of the member's feedback history is read again. */
export function useSendFeedback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKey('feedback', token) }) });
}
