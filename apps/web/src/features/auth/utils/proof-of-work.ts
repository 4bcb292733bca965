import { searchNonce } from './pow-search';

/**
 * Solves a proof-of-work challenge without freezing the page: in a Web Worker, or where there is none (tests, very
 * old browsers) on the main thread in small asynchronous rounds. `onProgress` gets 0..1.
 */
export function solveChallenge(challenge: string, difficulty: number, onProgress: (progress: number) => void, signal?: AbortSignal) {
  if (typeof Worker === 'undefined') return searchNonce(challenge, difficulty, onProgress, signal);
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('aborted', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<{ progress?: number; nonce?: string; error?: string }>) => {
      const { progress, nonce, error } = event.data;
      if (progress !== undefined) onProgress(progress);
      else {
        stop();
        if (nonce) resolve(nonce);
        else reject(new Error(error ?? 'proof of work failed'));
      }
    };
    worker.onerror = (event) => {
      stop();
      // a worker that cannot start (blocked by policy): solve here instead
      event.preventDefault();
      searchNonce(challenge, difficulty, onProgress, signal).then(resolve, reject);
    };
    worker.postMessage({ challenge, difficulty });
  });
}
