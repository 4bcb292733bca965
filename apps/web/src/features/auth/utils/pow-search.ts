import { leadingZeroBits } from '@app/contract/proof-of-work';

/** Hashes per round: many digests in flight at once keep Web Crypto busy; each round yields to the event loop. */
const BATCH = 128;

/**
 * Finds a nonce (base-36 counter, the contract's format) such that SHA-256(challenge + nonce) has `difficulty`
 * leading zero bits, reporting progress as the chance a nonce should have been found by now (0..1).
 */
export async function searchNonce(
  challenge: string,
  difficulty: number,
  onProgress: (progress: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  const expected = 2 ** difficulty;
  const max = 2 ** Math.min(difficulty + 8, 40);
  for (let start = 0; start < max; start += BATCH) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, k) => crypto.subtle.digest('SHA-256', encoder.encode(challenge + (start + k).toString(36)))),
    );
    for (let k = 0; k < BATCH; k++) if (leadingZeroBits(new Uint8Array(digests[k]!)) >= difficulty) return (start + k).toString(36);
    onProgress(1 - Math.exp(-(start + BATCH) / expected));
  }
  throw new Error('no nonce found');
}
