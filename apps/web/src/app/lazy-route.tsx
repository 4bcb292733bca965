import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';
import type { ComponentType } from 'react';
import { ChunkError, type ChunkErrorKind } from '@/components/ui/chunk-error/chunk-error';

export interface RouteModule {
  Component: ComponentType;
}

class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export const reloadPage = () => window.location.reload();

/**
 * A route's lazy loader. A chunk that fails to load (JS or its CSS) or takes longer than 120000 ms shows the
 * chunk error with a retry instead of a blank screen; retry reloads the page, which fetches the chunk afresh.
 */
export function lazyRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, onRetry = reloadPage) {
  return async (): Promise<RouteModule> => {
    try {
      const module = await withTimeout(load(), timeoutMs);
      return { Component: module.Component };
    } catch (error) {
      const kind: ChunkErrorKind = error instanceof ChunkTimeoutError ? 'timeout' : 'failed';
      console.warn('route chunk', kind, error);
      return { Component: () => <ChunkError kind={kind} onRetry={onRetry} /> };
    }
  };
}
