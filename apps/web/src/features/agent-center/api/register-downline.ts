import type { CallBody } from '@app/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { refreshAgentCenter } from './keys';

/** Registers a member (type 0) or a sub-agent under the agent (encrypted, like register). */
export const registerDownline = (body: CallBody<'registerDownline'>) => apiCall('registerDownline', { body });

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerDownline, onSuccess: () => refreshAgentCenter(queryClient) });
}
