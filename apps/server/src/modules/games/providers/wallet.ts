import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { demoWallets } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { MAIN_WALLET } from '@app/contract/wallet';
import { playableBalance } from '../../wallet/ledger/balances';
import { creditWin, debitForBet, rollbackBet } from '../../wallet/ledger/bets';
import type { GameRef, PlayerRef } from './types';
import { guardMoney } from '../../responsible-gaming/enforcement';
import { vendorGameEdgeBp, wagerWorth } from '../../wallet/wager-worth';

/*
 * The games' side of the wallet: real money goes through the wallet engineer's ledger (lib/ledger.ts: bets with
 * debitForBet / creditWin / rollbackBet on the MAIN wallet, each its own transaction or a savepoint of the caller's);
 * trial accounts' in-house play uses a separate play-money balance that never touches the ledger.
 */

/** A bet's key in the ledger: unique per member, one per provider round. */
export const betKeyOf = (game: GameRef, roundId: string) => `${game.vendor}:${roundId}`;

/** What the player can stake: main with the active bonuses. */
export async function mainBalance(db: Db, memberId: number) {
  return playableBalance(db, memberId, MAIN_WALLET);
}

/**
 * A real-money bet (in-house rounds and vendor debits), under the member's limits and block (responsible gaming).
 * Its edge is edgeBp when the player chose the odds (in-house), else the game's declared RTP or the category's default.
 */
export async function placeBet(db: Db, player: PlayerRef, game: GameRef, roundId: string, stakeMinor: number, details?: Record<string, unknown>, edgeBp?: number) {
  const edge = edgeBp ?? (await vendorGameEdgeBp(db, { brandId: player.brandId, gameType: game.gameType, rtpBp: game.rtpBp }));
  const worth = await wagerWorth(db, { brandId: player.brandId, gameType: game.gameType, edgeBp: edge });
  const bet = await guardMoney(db, { memberId: player.memberId, movement: 'bet', amountMinor: stakeMinor }, (tx) => debitForBet(tx, {
    brandId: player.brandId,
    memberId: player.memberId,
    betKey: betKeyOf(game, roundId),
    vendor: game.vendor,
    gameType: game.gameType,
    gameCode: game.externalId,
    gameName: game.gameName,
    stakeMinor,
    details: { nodeId: game.nodeId, roundId, ...details },
    worth,
  }), (placed) => !placed.duplicate);
  return bet;
}

export async function settleBet(db: Db, player: PlayerRef, game: GameRef, roundId: string, payoutMinor: number, details?: Record<string, unknown>) {
  return creditWin(db, { memberId: player.memberId, betKey: betKeyOf(game, roundId), payoutMinor, details });
}

export async function cancelBet(db: Db, player: PlayerRef, game: GameRef, roundId: string, reason: string) {
  return rollbackBet(db, { memberId: player.memberId, betKey: betKeyOf(game, roundId), reason });
}

// --- play money ---

/** What a trial account starts with, and gets again when it runs dry. */
export const DEMO_START_BALANCE_MINOR = 200_000;

export async function demoBalance(db: Db, memberId: number, options: { refillBelowMinor?: number } = {}) {
  await db.insert(demoWallets).values({ memberId, balanceMinor: DEMO_START_BALANCE_MINOR }).onConflictDoNothing();
  if (options.refillBelowMinor !== undefined) {
    await db
      .update(demoWallets)
      .set({ balanceMinor: DEMO_START_BALANCE_MINOR, updatedAt: new Date() })
      .where(and(eq(demoWallets.memberId, memberId), sql`${demoWallets.balanceMinor} < ${options.refillBelowMinor}`));
  }
  const [row] = await db.select({ balanceMinor: demoWallets.balanceMinor }).from(demoWallets).where(eq(demoWallets.memberId, memberId));
  return row?.balanceMinor ?? 0;
}

/** Adds (or, negative, takes) play money; never below 0 (INSUFFICIENT_BALANCE like the ledger). */
export async function moveDemo(db: Db, memberId: number, deltaMinor: number) {
  const available = await demoBalance(db, memberId);
  const [row] = await db
    .update(demoWallets)
    .set({ balanceMinor: sql`${demoWallets.balanceMinor} + ${deltaMinor}`, updatedAt: new Date() })
    .where(and(eq(demoWallets.memberId, memberId), gte(demoWallets.balanceMinor, -deltaMinor)))
    .returning({ balanceMinor: demoWallets.balanceMinor });
  if (!row) throw new AppError('INSUFFICIENT_BALANCE', { memberId, wallet: 'DEMO', availableMinor: available });
  return row.balanceMinor;
}
