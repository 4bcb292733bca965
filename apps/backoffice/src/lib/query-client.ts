import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry only what may heal by itself (the network); a server answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.code === 'NETWORK_ERROR',
      },
      mutations: { retry: false },
    },
  });
}
