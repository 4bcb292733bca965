import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry only what may heal by itself (the network); a server answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.code === 'NETWORK_ERROR',
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
      },
    },
  });
}
