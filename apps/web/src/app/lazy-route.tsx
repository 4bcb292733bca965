import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PackLanguage } from '@/lib/i18n';
import { ChunkError, type ChunkErrorKind } from '@/components/ui/chunk-error/chunk-error';
import { ChunkTimeoutError, withChunkTimeout } from '@/components/ui/chunk-error/chunk-timeout';
import { withTexts } from '@/lib/feature-texts';

/** What the boot knows when it asks for the first screen's data, before React renders. */
export interface FirstScreen {
  queryClient: QueryClient;
  url: URL;
  merchantCode: string;
  /** the interface language */
  language: PackLanguage;
  /** the session's token (null for a visitor) */
  token: string | null;
}

export interface RouteModule {
  Component: ComponentType;
  /**
   * Asks for the data the screen shows first, with the boot calls: the boot waits for it (up to a limit) before the
   * first render, which then draws the screen once, with its data, instead of once per answer.
   */
  prefetch?: (first: FirstScreen) => Promise<unknown>;
}

export const reloadPage = () => window.location.reload();

/**
 * A screen's loader for React.lazy. A chunk that fails to load (JS or its CSS) or takes longer than 120000 ms shows
 * the chunk error with a retry instead of a blank screen; retry reloads the page, which fetches the chunk afresh.
 */
export function lazyRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, onRetry = reloadPage) {
  return async (): Promise<{ default: ComponentType }> => {
    try {
      // the screen's module, and its texts in the shown language, which it asked for as it loaded
      const module = await withChunkTimeout(withTexts(load), timeoutMs);
      return { default: module.Component };
    } catch (error) {
      const kind: ChunkErrorKind = error instanceof ChunkTimeoutError ? 'timeout' : 'failed';
      console.warn('route chunk', kind, error);
      return { default: () => <ChunkError kind={kind} onRetry={onRetry} /> };
    }
  };
}
