import {
  buildResult,
  digitsFromDigest,
  type DrawResult,
  layoutDigitCount,
  type LotteryLayout,
  resultMessage,
} from '@app/contract/lottery-rules';
import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * Verifiable draws (the algorithm is spelled out in packages/contract/src/lottery-rules.ts):
 * the server seed is 32 random bytes as 64 hex characters; its SHA-256 (of the hex text) is stored and published
 * when the draw opens; the result is derived from HMAC-SHA256(seed, `${gameCode}:${drawNo}:${block}`) only, so
 * drawing late (after a restart) or twice gives the same numbers, and anyone can recompute it once the seed is revealed.
 */

export const newDrawSeed = () => randomBytes(32).toString('hex');
export const drawSeedHash = (seed: string) => createHash('sha256').update(seed).digest('hex');

export const FAIRNESS_ALGORITHM =
  'seedHash = SHA-256(serverSeed); digits = bytes < 250 (as byte % 10) of HMAC-SHA256(key = serverSeed, message = gameCode:drawNo:block) for block 0, 1, ...; the digits fill the prize table from the special prize down (5D: the five digits)';

/** The draw's result from its seed: deterministic in (seed, game, draw number, layout). */
export function deriveResult(seed: string, gameCode: string, drawNo: string, layout: LotteryLayout): DrawResult {
  const needed = layoutDigitCount(layout);
  const digits: number[] = [];
  for (let block = 0; digits.length < needed; block++) {
    digits.push(...digitsFromDigest(new Uint8Array(createHmac('sha256', seed).update(resultMessage(gameCode, drawNo, block)).digest())));
  }
  return buildResult(layout, digits);
}

/** Checks a revealed draw: the seed matches its published hash and yields the published result. */
export function verifyDraw(input: { seed: string; seedHash: string; gameCode: string; drawNo: string; layout: LotteryLayout; result: DrawResult | null }) {
  const recomputed = deriveResult(input.seed, input.gameCode, input.drawNo, input.layout);
  return {
    hashMatches: drawSeedHash(input.seed) === input.seedHash,
    recomputed,
    resultMatches: input.result !== null && sameResult(recomputed, input.result),
  };
}

/** Field-by-field equality (a stored jsonb result does not keep key order). */
export function sameResult(a: DrawResult, b: DrawResult): boolean {
  const same = (x: readonly unknown[], y: readonly unknown[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  if (a.kind === 'digits') return b.kind === 'digits' && same(a.digits, b.digits);
  if (b.kind !== 'vn') return false;
  return a.prizes.length === b.prizes.length && a.prizes.every((p, i) => p.prize === b.prizes[i]?.prize && same(p.numbers, b.prizes[i]!.numbers));
}
