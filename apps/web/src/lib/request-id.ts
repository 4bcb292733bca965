import { useCallback, useRef } from 'react';

/** An idempotency key for a money-moving call or a ticket (the contract's requestId: 8 to 64 of [A-Za-z0-9_.:-]). */
export function newRequestId(prefix = 'web') {
  const bytes = new Uint8Array(12);
  // getRandomValues works outside secure contexts too (randomUUID does not)
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One request id per intended movement (a wallet request, a lottery ticket): asking again for the same request (a retry after a lost answer) gives the
 * same id, so the server moves the money once; a different request, or `done()` after an answer, gives a new one.
 */
export function useRequestId(prefix?: string) {
  const current = useRef<{ fingerprint: string; id: string } | null>(null);
  const idFor = useCallback(
    (fingerprint: string) => {
      if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, id: newRequestId(prefix) };
      return current.current.id;
    },
    [prefix],
  );
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, done };
}
