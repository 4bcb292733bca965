import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAgentCenter } from './keys';

/** Either side ends an accepted contract. */
export const terminateContract = (body: CallBody<'terminateContract'>) => apiCall('terminateContract', { body });

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: terminateContract, onSuccess: () => refreshAgentCenter(queryClient) });
}
