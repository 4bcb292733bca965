import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export const logoutOthers = () => apiCall('operatorLogoutOthers');

/** Ends every other session of this operator (this browser's stays). */
export function useLogoutOthers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logoutOthers, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }) });
}
