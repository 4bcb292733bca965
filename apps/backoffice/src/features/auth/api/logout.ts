import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';

/** Ends this session on the server, then forgets it here (even when the server no longer knew it). */
export async function logout() {
  try {
    await apiCall('operatorLogout');
  } finally {
    authToken.end('signedOut');
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
