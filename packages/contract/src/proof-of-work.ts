/**
 * Human verification by proof of work, with Web Crypto only: find a nonce such that
 * SHA-256(challenge + nonce) (UTF-8 of the concatenated strings) starts with `difficulty` zero bits.
 * The server issues the challenge and checks the answer with the same function.
 */

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

async function hash(challenge: string, nonce: string) {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(challenge + nonce));
  return new Uint8Array(digest);
}

/** True when the nonce solves the challenge at the difficulty. */
export async function checkProofOfWork(challenge: string, nonce: string, difficulty: number): Promise<boolean> {
  if (!/^[0-9a-z]{1,32}$/.test(nonce)) return false;
  return leadingZeroBits(await hash(challenge, nonce)) >= difficulty;
}

/** Finds a nonce (base-36 counter). At difficulty d it takes about 2^d hashes. */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  options: { signal?: AbortSignal; maxIterations?: number } = {},
): Promise<string> {
  const max = options.maxIterations ?? 2 ** Math.min(difficulty + 8, 40);
  for (let i = 0; i < max; i++) {
    if (options.signal?.aborted) throw new Error('aborted');
    const nonce = i.toString(36);
    if (leadingZeroBits(await hash(challenge, nonce)) >= difficulty) return nonce;
  }
  throw new Error('no nonce found');
}
