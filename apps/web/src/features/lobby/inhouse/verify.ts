import type { InhouseRound } from '@app/contract/games';
import { playInhouse, roundDigestWeb, seedHashWeb, type InhouseOutcome, type InhouseParams } from '@app/contract/inhouse-games';
import type { RoundsOwner } from '../api/get-inhouse-rounds';
import { verifyInhouseRound } from '../api/verify-inhouse-round';

export type VerifyStatus = 'verified' | 'mismatch' | 'unrevealed';
export interface VerifyResult {
  status: VerifyStatus;
  /** where the check ran: the player's browser with the contract's functions, or the server (no WebCrypto) */
  by: 'browser' | 'server';
  digest: string | null;
  /** the outcome the seeds give */
  computed: { payoutMinor: number; outcome: InhouseOutcome } | null;
  hashMatches: boolean | null;
}

/** The bet of a recorded round, read back from its outcome (a dice round keeps its target, a crash round its cash-out). */
export function paramsOf(outcome: InhouseOutcome): InhouseParams {
  switch (outcome.game) {
    case 'slot':
      return { game: 'slot' };
    case 'dice':
      return { game: 'dice', target: outcome.target, direction: outcome.direction };
    case 'crash':
      return { game: 'crash', cashout: outcome.cashout };
  }
}

/** Deep equality that ignores object key order (the server's stored JSON may order keys differently). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return sameValue(ka, kb) && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Verifies a past round with the contract's own functions, in the browser: the revealed server seed must hash to
 * the hash published before play, and HMAC-SHA256(serverSeed, clientSeed:nonce) must give the recorded outcome and
 * payout. A round whose seed is still in use cannot be checked until the player rotates the seed.
 * owner: who asks, so the server's check (without WebCrypto) also answers the payout, which only the owner may see.
 */
export async function verifyRound(round: InhouseRound, owner?: RoundsOwner): Promise<VerifyResult> {
  if (!round.serverSeed) return { status: 'unrevealed', by: 'browser', digest: null, computed: null, hashMatches: null };
  if (!globalThis.crypto?.subtle) {
    // WebCrypto needs a secure context: let the server compute instead
    const answer = await verifyInhouseRound(round.roundId, owner);
    return {
      status: answer.matches === null ? 'unrevealed' : answer.matches ? 'verified' : 'mismatch',
      by: 'server',
      digest: answer.digest,
      computed: answer.computed ? { payoutMinor: answer.computed.payoutMinor, outcome: answer.computed.outcome } : null,
      hashMatches: answer.matches,
    };
  }
  const hash = await seedHashWeb(round.serverSeed);
  const digest = await roundDigestWeb(round.serverSeed, round.clientSeed, round.nonce);
  const result = playInhouse(paramsOf(round.outcome), round.stakeMinor, digest);
  const hashMatches = hash === round.serverSeedHash;
  const ok = hashMatches && result.payout === round.payoutMinor && sameValue(result.outcome, round.outcome);
  return { status: ok ? 'verified' : 'mismatch', by: 'browser', digest: toHex(digest), computed: { payoutMinor: result.payout, outcome: result.outcome }, hashMatches };
}
