import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Query results reach the screen once per frame: answers that arrive together (the boot calls, a lobby's lists) render,
 * lay out and paint once instead of once each, each a long task on a phone (/rng's blocking time at 4x CPU: about a
 * quarter less). A hidden page has no frames: there they go at once, as by default.
 */
export function renderResultsPerFrame() {
  if (typeof requestAnimationFrame !== 'function') return;
  notifyManager.setScheduler((run) => {
    if (document.visibilityState === 'visible') requestAnimationFrame(() => run());
    else setTimeout(run, 0);
  });
}

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
