import { useCallback, useRef } from 'react';

/** An idempotency key for a ticket (the contract's requestId: 8 to 64 of [A-Za-z0-9_.:-]). */
export function newRequestId(prefix = 'lot') {
  const bytes = new Uint8Array(12);
  // getRandomValues works outside secure contexts too (randomUUID does not)
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One request id per ticket: asking again for the same ticket (a retry after a lost answer) gives the same id, so
 * the server books it once; another ticket, or `done()` after an answer, gives a new one.
 */
export function useTicketRequestId() {
  const current = useRef<{ fingerprint: string; id: string } | null>(null);
  const idFor = useCallback((fingerprint: string) => {
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, id: newRequestId() };
    return current.current.id;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, done };
}
