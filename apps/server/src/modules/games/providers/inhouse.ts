import type { BrandConfig } from '@app/contract/brand';
import type { InhouseRound } from '@app/contract/games';
import { type InhouseGame, type InhouseOutcome, type InhouseParams, playInhouse } from '@app/contract/inhouse-games';
import { minorToMajor } from '@app/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fairSeeds, gameWins, inhouseRounds } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { scaledAmountMinor } from '../../../lib/currency-scale';
import { maskUsername } from '../../../lib/masks';
import { claimSpinSlot } from '../../player-activity/pacing';
import { activeSeed, fairnessOf, roundDigest, seedHash, type SeedRow } from './fairness';
import type { GameProvider, GameRef, PlayerRef, WalletAnswer } from './types';
import { inhouseEdgeBp } from '../../wallet/wager-worth';
import { cancelBet, demoBalance, mainBalance, moveDemo, placeBet, settleBet } from './wallet';

/** The largest stake of an in-house round: 1,000.00 of a two-decimal currency, scaled for the brand's (inhouseMaxStakeMinor). */
export const INHOUSE_MAX_STAKE_MINOR = 100_000;
/** The largest stake at the size of the brand's currency: ₱1,000.00, $1,000.00, 1.000.000 ₫. */
export const inhouseMaxStakeMinor = (brand: Pick<BrandConfig, 'id' | 'currency'>) => scaledAmountMinor(INHOUSE_MAX_STAKE_MINOR, brand);

/**
 * Our own games. Its wallet movements are the ledger's bets on the MAIN wallet (play money for trial accounts);
 * playRound below uses debit and credit inside one transaction so a round settles whole or not at all.
 */
export function inhouseProvider(db: Db): GameProvider {
  return {
    id: 'inhouse',
    launchPath: ({ game, token, language }) => `/inhouse-play/${game.externalId}?session=${token}&lang=${language}`,
    balance: (player) => (player.demo ? demoBalance(db, player.memberId) : mainBalance(db, player.memberId)),
    async debit({ player, game, roundId, amountMinor, edgeBp }): Promise<WalletAnswer> {
      if (player.demo) return { balanceMinor: await moveDemo(db, player.memberId, -amountMinor), duplicate: false, betId: null };
      const bet = await placeBet(db, player, game, roundId, amountMinor, undefined, edgeBp);
      return { balanceMinor: bet.balanceMinor, duplicate: bet.duplicate, betId: bet.betId };
    },
    async credit({ player, game, roundId, amountMinor }): Promise<WalletAnswer> {
      if (player.demo) {
        const balanceMinor = amountMinor > 0 ? await moveDemo(db, player.memberId, amountMinor) : await demoBalance(db, player.memberId);
        return { balanceMinor, duplicate: false, betId: null };
      }
      const bet = await settleBet(db, player, game, roundId, amountMinor);
      return { balanceMinor: bet.balanceMinor, duplicate: bet.duplicate, betId: bet.betId };
    },
    async rollback({ player, game, roundId }): Promise<WalletAnswer> {
      if (player.demo) return { balanceMinor: await demoBalance(db, player.memberId), duplicate: true, betId: null };
      const bet = await cancelBet(db, player, game, roundId, 'inhouse rollback');
      return { balanceMinor: bet.balanceMinor, duplicate: bet.duplicate, betId: bet.betId };
    },
  };
}

type RoundRow = typeof inhouseRounds.$inferSelect;

/** JSON equality that ignores key order (jsonb stores keys in its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** A round as its player sees it (`digits`: the decimal places of its brand's currency). */
export function roundView(row: RoundRow, seed: Pick<SeedRow, 'serverSeed' | 'serverSeedHash' | 'revealedAt'>, digits: number): InhouseRound {
  return {
    roundId: row.roundId,
    game: row.game as InhouseGame,
    nodeId: row.gameId,
    stake: minorToMajor(row.stakeMinor, digits),
    stakeMinor: row.stakeMinor,
    payout: minorToMajor(row.payoutMinor, digits),
    payoutMinor: row.payoutMinor,
    multiplier: Math.floor((row.payoutMinor * 10_000) / row.stakeMinor) / 10_000,
    outcome: row.outcome as InhouseOutcome,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    demo: row.demo,
    createdAt: row.createdAt.getTime(),
  };
}

export interface PlayRoundInput {
  player: PlayerRef & { username: string };
  game: GameRef;
  roundId: string;
  stakeMinor: number;
  params: InhouseParams;
  /** the brand's pacing: no round sooner than this after the member's previous one (null: none) */
  minSpinMs?: number | null;
  /** the decimal places of the player's brand's currency (the round's answer) */
  digits: number;
}

/**
 * Plays one round: takes the next nonce of the member's seed, computes the outcome from the digest, and in one
 * transaction debits the stake, credits the payout (the ledger's bet, settled), records the round and advances
 * the nonce. Idempotent by the member's round id: a retry returns the recorded round and moves nothing.
 * INSUFFICIENT_BALANCE rolls everything back (the nonce is not used).
 */
export async function playRound(db: Db, input: PlayRoundInput) {
  const { player, game, roundId, stakeMinor, params } = input;
  return db.transaction(async (tx) => {
    // the seed row lock serialises one member's rounds, so the replay check below cannot race
    const seed = await activeSeed(tx, player.memberId, { lock: true });
    const provider = inhouseProvider(tx);
    // round ids are the member's own keys: another member's round with this id is none of this member's business
    const [existing] = await tx
      .select()
      .from(inhouseRounds)
      .where(and(eq(inhouseRounds.memberId, player.memberId), eq(inhouseRounds.roundId, roundId)));
    if (existing) {
      if (existing.stakeMinor !== stakeMinor || !sameJson(existing.params, params)) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', { roundId });
      }
      const [usedSeed] = await tx.select().from(fairSeeds).where(eq(fairSeeds.id, existing.seedId));
      return { round: roundView(existing, usedSeed!, input.digits), balanceMinor: await provider.balance(player), fairness: fairnessOf(seed), duplicate: true };
    }
    // a replay above is answered at any pace; a new round claims its start (given back if the round fails)
    if (input.minSpinMs) await claimSpinSlot(tx, player.memberId, input.minSpinMs);

    const nonce = seed.nextNonce;
    const result = playInhouse(params, stakeMinor, roundDigest(seed.serverSeed, seed.clientSeed, nonce));
    const move = { player, game, roundId, txId: `${roundId}:debit`, amountMinor: stakeMinor };
    // the odds the player chose set the round's edge (a dice at 98 % win chance keeps 1 % like any other target)
    const debit = await provider.debit({ ...move, edgeBp: inhouseEdgeBp(params, stakeMinor) });
    const credit = await provider.credit({ ...move, txId: `${roundId}:credit`, amountMinor: result.payout });
    const [row] = await tx
      .insert(inhouseRounds)
      .values({
        roundId,
        memberId: player.memberId,
        brandId: player.brandId,
        gameId: game.nodeId,
        game: params.game,
        seedId: seed.id,
        clientSeed: seed.clientSeed,
        nonce,
        stakeMinor,
        payoutMinor: result.payout,
        params,
        outcome: result.outcome,
        demo: player.demo,
        betId: debit.betId,
      })
      .returning();
    const [nextSeed] = await tx.update(fairSeeds).set({ nextNonce: nonce + 1 }).where(eq(fairSeeds.id, seed.id)).returning();
    if (!player.demo && result.payout > stakeMinor) {
      await tx.insert(gameWins).values({
        brandId: player.brandId,
        memberId: player.memberId,
        betId: debit.betId,
        gameId: game.nodeId,
        player: maskUsername(player.username),
        prizeMinor: result.payout,
        multiplierBp: Math.floor((result.payout * 10_000) / stakeMinor),
        wonAt: new Date(),
      });
    }
    return { round: roundView(row!, seed, input.digits), balanceMinor: credit.balanceMinor, fairness: fairnessOf(nextSeed!), duplicate: false };
  });
}

/** Recomputes a round from its seeds (the verify call and the tests). */
export function recompute(serverSeed: string, clientSeed: string, nonce: number, stakeMinor: number, params: InhouseParams) {
  const digest = roundDigest(serverSeed, clientSeed, nonce);
  return { digest: Buffer.from(digest).toString('hex'), serverSeedHash: seedHash(serverSeed), result: playInhouse(params, stakeMinor, digest) };
}
