import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** A member's moves to other uplines, newest first. */
export const useUplineMoves = (memberId: number) =>
  useQuery({ queryKey: ['players', memberId, 'upline-moves'], queryFn: ({ signal }) => apiCall('operatorUplineMoves', { query: { memberId }, signal }) });

/** Moves a member (and their downline) under another agent of the brand. */
export function useMoveUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'operatorMoveUpline'>) => apiCall('operatorMoveUpline', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
