import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { authStore } from '../stores/auth-store';

/** Ends a session on the server; failures do not matter (the session is dropped here either way). */
export const revokeSession = (token: string) => apiCall('logout', { token }).catch(() => null);

/**
 * Logout: the session storage is cleared (merchant keys kept) at once, the server revokes the token, the member's
 * cached data goes, and the visitor goes home.
 */
export async function logout(queryClient: QueryClient, navigate: (to: string) => void) {
  const { token } = authStore.get();
  authStore.signOut();
  if (token) {
    queryClient.removeQueries({ predicate: (q) => q.queryKey.includes(token) });
    await revokeSession(token);
  }
  navigate('/');
}
