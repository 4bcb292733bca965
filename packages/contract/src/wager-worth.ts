/**
 * What a wager is worth (issue 27), the pure part the server and the play pages share: a bet's house edge from the
 * odds a player chose, and the share of its stake that counts toward bonus wagering, rebates, points, missions and
 * agent figures under the brand's edge floor (the server's modules/wallet/wager-worth.ts has the rest).
 */
import { INHOUSE_RTP, type InhouseParams } from './inhouse-games';

export const FULL_WEIGHT_BP = 10_000;

/** The share of a stake that counts: all of it at or above the floor, edge / floor below, none without an edge. */
export function weightOfEdge(edgeBp: number, floorBp: number): number {
  if (edgeBp <= 0) return 0;
  if (floorBp <= 0 || edgeBp >= floorBp) return FULL_WEIGHT_BP;
  return Math.floor((edgeBp * FULL_WEIGHT_BP) / floorBp);
}

/**
 * An in-house round's edge from the odds the player chose. Dice pays floor(stake x 9900 / winning rolls): the edge is
 * 1 % plus what the rounding down keeps, computed for the stake; crash and the slot have a fixed return.
 */
export function inhouseEdgeBp(params: InhouseParams, stakeMinor: number): number {
  if (params.game === 'dice') {
    const winningRolls = params.direction === 'under' ? params.target : 9_999 - params.target;
    if (winningRolls <= 0 || stakeMinor <= 0) return FULL_WEIGHT_BP;
    const payout = Math.floor((stakeMinor * 9_900) / winningRolls);
    const expectedReturn = (payout * winningRolls) / 10_000;
    return Math.max(0, Math.round(((stakeMinor - expectedReturn) * FULL_WEIGHT_BP) / stakeMinor));
  }
  return Math.round((1 - INHOUSE_RTP[params.game]) * FULL_WEIGHT_BP);
}

/** The part of a stake that counts, rounded down. */
export const countedStake = (stakeMinor: number, weightBp: number) => Math.floor((stakeMinor * weightBp) / FULL_WEIGHT_BP);
