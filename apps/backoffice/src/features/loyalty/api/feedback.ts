import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallValue } from '@/lib/api-types';
import { loyaltyKeys } from './keys';

export type Feedback = CallValue<'operatorFeedback'>['list'][number];

/** Players' feedback of the brand: waiting for an answer (open) or answered, newest first. */
export const useFeedback = (brandId: string, open: boolean) =>
  useQuery({
    queryKey: [...loyaltyKeys.area(brandId, 'feedback'), open],
    queryFn: ({ signal }) => apiCall('operatorFeedback', { query: { brandId, open: open ? 'true' : 'false', limit: 200 }, signal }),
    enabled: brandId !== '',
  });

/** A feedback's screenshot as a data: URL (never a page of its own), read when the operator opens it. */
export const useFeedbackImage = (id: number | null) =>
  useQuery({
    queryKey: ['loyalty', 'feedback-image', id],
    queryFn: async ({ signal }) => {
      const file = await apiCall('operatorFeedbackImage', { query: { id: id! }, signal });
      return `data:${file.contentType};base64,${file.base64}`;
    },
    enabled: id !== null,
    staleTime: Infinity,
  });

/** Answers a feedback once; the player reads it in their messages too. */
export function useReplyFeedback(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; text: string }) => apiCall('operatorReplyFeedback', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.area(brandId, 'feedback') }),
  });
}
