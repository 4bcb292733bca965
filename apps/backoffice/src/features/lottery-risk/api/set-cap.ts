import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { CallBody } from '@/lib/api-types';

/** Sets (or, with capMinor null, removes) the cap on a pick of a game's play type for a brand. */
export const setLotteryCap = (body: CallBody<'operatorSetLotteryCap'>) => apiCall('operatorSetLotteryCap', { body });

export function useSetLotteryCap() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLotteryCap, onSettled: () => queryClient.invalidateQueries({ queryKey: ['lottery-risk', 'exposure'] }) });
}
