import { searchNonce } from './pow-search';

/** Solves a human-verification challenge off the main thread; posts { progress } updates, then { nonce } or { error }. */
const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown): void };
scope.onmessage = (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  const { challenge, difficulty } = event.data;
  searchNonce(challenge, difficulty, (progress) => scope.postMessage({ progress })).then(
    (nonce) => scope.postMessage({ nonce }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
