import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getRealityCheckQueryOptions } from './get-reality-check';

/** The player's reality-check interval (minutes, inside the pack's range); the next check comes that long from now. */
export const setRealityCheckInterval = (token: string, intervalMinutes: number) => apiCall('realityCheckSettings', { body: { intervalMinutes }, token });

export function useSetRealityCheckInterval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: number) => setRealityCheckInterval(token, intervalMinutes),
    onSuccess: (value) => queryClient.setQueryData(getRealityCheckQueryOptions(token).queryKey, value),
  });
}
