import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getRealityCheckQueryOptions } from './get-reality-check';

/** Continue: the due check is answered; play resumes in every tab. */
export const acknowledgeRealityCheck = (token: string) => apiCall('realityCheckAcknowledge', { body: {}, token });

export function useAcknowledgeRealityCheck(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeRealityCheck(token),
    onSuccess: (value) => queryClient.setQueryData(getRealityCheckQueryOptions(token).queryKey, value),
  });
}
