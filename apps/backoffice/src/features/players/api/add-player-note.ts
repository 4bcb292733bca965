import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';
import { getPlayerNotesQueryOptions } from './get-player-notes';

export const addPlayerNote = (body: CallBody<'operatorAddPlayerNote'>) => apiCall('operatorAddPlayerNote', { body });

/** Adds an operator's note; the player's notes are asked again. */
export function useAddPlayerNote(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addPlayerNote({ memberId, text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPlayerNotesQueryOptions(memberId).queryKey }),
  });
}
