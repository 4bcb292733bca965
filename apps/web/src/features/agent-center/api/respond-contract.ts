import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAgentCenter } from './keys';

/** The downline accepts or rejects an offer (accepting may terminate its own downline contracts: terminatesOnAccept). */
export const respondContract = (body: CallBody<'respondContract'>) => apiCall('respondContract', { body });

export function useRespondContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: respondContract, onSuccess: () => refreshAgentCenter(queryClient) });
}
