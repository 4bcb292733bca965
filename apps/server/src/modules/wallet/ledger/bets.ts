/**
 * The bet lifecycle on the ledger (games and lottery): a bet debits the stake into the vendor's GAME_FLOAT account,
 * a win pays back from it, a rollback returns the stake. Each call is one transaction, idempotent by bet key.
 */
import { MAIN_WALLET } from '@app/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bets, ledgerTransactions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { playableBalance } from './balances';
import { applyStakePlan, closeBetOnBonuses, payoutLegs, planStake, playableAfterStake, type BetBonus, type StakePlan } from './bonus-wallets';
import { gameFloatAccount, memberBalanceAfter, postTransaction } from './posting';
import { countedStake, FULL_WEIGHT_BP, type WagerWorth } from '../wager-worth';

export interface DebitForBetInput {
  brandId: string;
  memberId: number;
  /** the caller's unique id of this bet (provider round or lottery ticket id); the bet's idempotency key */
  betKey: string;
  /** vendor code (vassalage) */
  vendor: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  stakeMinor: number;
  /** the wallet to take the stake from and pay the win to: MAIN (default) or the vendor's wallet code */
  wallet?: string;
  details?: Record<string, unknown>;
  /**
   * the bet's expected house edge and the share of its stake that counts as a wager (wager-worth.ts); every game and
   * lottery path passes it. Without it (direct ledger tests) the edge is unknown and the whole stake counts.
   */
  worth?: WagerWorth;
}

export interface BetResult {
  betId: number;
  /** null when no money moved (a lost bet's settlement) */
  transactionId: number | null;
  /** true: this bet key was already handled this way; nothing moved now */
  duplicate: boolean;
  /** the bet wallet's balance after the call */
  balanceMinor: number;
  status: 'open' | 'settled' | 'cancelled';
}


/**
 * Places a bet: records it (status open) and takes the stake from the member's wallet into the vendor's
 * GAME_FLOAT account, in one transaction. INSUFFICIENT_BALANCE when the wallet cannot cover the stake (no bet row then).
 * A second call with the same betKey returns the first bet with duplicate: true.
 */
export async function debitForBet(db: Db, input: DebitForBetInput): Promise<BetResult> {
  if (!Number.isSafeInteger(input.stakeMinor) || input.stakeMinor <= 0) throw new AppError('INVALID_AMOUNT', { field: 'stake', reason: 'not_positive' });
  const wallet = input.wallet ?? MAIN_WALLET;
  return db.transaction(async (tx) => {
    const plan = await stakePlanOrRetry(tx, input, wallet);
    const [bet] = await tx
      .insert(bets)
      .values({
        brandId: input.brandId,
        memberId: input.memberId,
        vendor: input.vendor,
        gameType: input.gameType,
        gameCode: input.gameCode,
        gameName: input.gameName,
        wallet,
        stakeMinor: input.stakeMinor,
        betKey: input.betKey,
        details: input.details ?? {},
        bonus: plan.bonus,
        edgeBp: input.worth?.edgeBp ?? null,
        wagerWeightBp: input.worth?.wagerWeightBp ?? FULL_WEIGHT_BP,
      })
      .onConflictDoNothing({ target: [bets.memberId, bets.betKey] })
      .returning({ id: bets.id });
    if (!bet) {
      const [first] = await tx.select().from(bets).where(and(eq(bets.memberId, input.memberId), eq(bets.betKey, input.betKey)));
      if (!first || first.stakeMinor !== input.stakeMinor || first.vendor !== input.vendor) throw new AppError('IDEMPOTENCY_KEY_REUSED', { betKey: input.betKey });
      const [placed] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, input.memberId), eq(ledgerTransactions.idempotencyKey, `bet:${input.betKey}`)));
      return { betId: first.id, transactionId: placed?.id ?? null, duplicate: true, balanceMinor: await playableBalance(tx, input.memberId, first.wallet), status: first.status as BetResult['status'] };
    }
    const posted = await postTransaction(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: 'bet',
      idempotencyKey: `bet:${input.betKey}`,
      reference: input.betKey,
      meta: { betId: bet.id, vendor: input.vendor, gameCode: input.gameCode },
      legs: [...plan.legs, { memberId: null, code: gameFloatAccount(input.vendor), amountMinor: input.stakeMinor }],
    });
    await applyStakePlan(tx, plan);
    // a released bonus moved to main inside applyStakePlan: read the wallets again then
    const balanceMinor = plan.completes.length ? await playableBalance(tx, input.memberId, wallet) : (playableAfterStake(plan, input.stakeMinor) ?? memberBalanceAfter(posted, input.memberId, wallet));
    return { betId: bet.id, transactionId: posted.transactionId, duplicate: false, balanceMinor, status: 'open' };
  });
}

/** The stake's plan; a retry of a bet already placed skips the checks (the insert below answers it as a duplicate). */
async function stakePlanOrRetry(tx: Db, input: DebitForBetInput, wallet: string): Promise<StakePlan> {
  try {
    return await planStake(tx, { memberId: input.memberId, wallet, gameType: input.gameType, stakeMinor: input.stakeMinor, wagerWeightBp: input.worth?.wagerWeightBp ?? FULL_WEIGHT_BP });
  } catch (error) {
    const [placed] = await tx.select({ id: bets.id }).from(bets).where(and(eq(bets.memberId, input.memberId), eq(bets.betKey, input.betKey)));
    if (placed) return { legs: [], bonus: null, completes: [] };
    throw error;
  }
}

async function lockBet(tx: Db, memberId: number, betKey: string) {
  const [bet] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.betKey, betKey)))
    .for('update');
  if (!bet) throw new AppError('NOT_FOUND', { betKey });
  return bet;
}

export interface CreditWinInput {
  memberId: number;
  betKey: string;
  /** what the bet pays back, stake included; 0 for a lost bet */
  payoutMinor: number;
  /** the stake that counts for turnover when less than its wager weight allows (e.g. a drawn bet); never more */
  validBetMinor?: number;
  details?: Record<string, unknown>;
}

/**
 * Settles an open bet: pays payoutMinor (may be 0) from the vendor's GAME_FLOAT into the bet's wallet and marks the
 * bet settled. A second settlement of the same bet returns duplicate: true; a cancelled bet answers INVALID_STATE.
 */
export async function creditWin(db: Db, input: CreditWinInput): Promise<BetResult> {
  if (!Number.isSafeInteger(input.payoutMinor) || input.payoutMinor < 0) throw new AppError('INVALID_AMOUNT', { field: 'payout', reason: 'not_positive' });
  return db.transaction(async (tx) => {
    const bet = await lockBet(tx, input.memberId, input.betKey);
    if (bet.status === 'settled') {
      return { betId: bet.id, transactionId: null, duplicate: true, balanceMinor: await playableBalance(tx, bet.memberId, bet.wallet), status: 'settled' as const };
    }
    if (bet.status !== 'open') throw new AppError('INVALID_STATE', { status: bet.status });
    let transactionId: number | null = null;
    let balanceMinor: number;
    if (input.payoutMinor > 0) {
      const posted = await postTransaction(tx, {
        brandId: bet.brandId,
        memberId: bet.memberId,
        kind: 'win',
        idempotencyKey: `win:${input.betKey}`,
        reference: input.betKey,
        meta: { betId: bet.id, vendor: bet.vendor, gameCode: bet.gameCode },
        legs: [
          { memberId: null, code: gameFloatAccount(bet.vendor), amountMinor: -input.payoutMinor },
          ...(await payoutLegs(tx, { memberId: bet.memberId, wallet: bet.wallet, stakeMinor: bet.stakeMinor, amountMinor: input.payoutMinor, bonus: bet.bonus as BetBonus | null })),
        ],
      });
      transactionId = posted.transactionId;
      balanceMinor = bet.bonus ? await playableBalance(tx, bet.memberId, bet.wallet) : memberBalanceAfter(posted, bet.memberId, bet.wallet);
    } else {
      balanceMinor = await playableBalance(tx, bet.memberId, bet.wallet);
    }
    const counted = countedStake(bet.stakeMinor, bet.wagerWeightBp);
    const validBet = Math.max(0, Math.min(counted, input.validBetMinor ?? counted));
    await tx
      .update(bets)
      .set({
        status: 'settled',
        payoutMinor: input.payoutMinor,
        validBetMinor: validBet,
        settledAt: new Date(),
        ...(input.details ? { details: { ...(bet.details as object), ...input.details } } : {}),
      })
      .where(eq(bets.id, bet.id));
    await closeBetOnBonuses(tx, bet.bonus as BetBonus | null, false);
    return { betId: bet.id, transactionId, duplicate: false, balanceMinor, status: 'settled' as const };
  });
}

/**
 * Cancels an open bet and gives the stake back (kind rollback). A second call returns duplicate: true;
 * a settled bet answers INVALID_STATE (resettlement is not supported).
 */
export async function rollbackBet(db: Db, input: { memberId: number; betKey: string; reason?: string }): Promise<BetResult> {
  return db.transaction(async (tx) => {
    const bet = await lockBet(tx, input.memberId, input.betKey);
    if (bet.status === 'cancelled') {
      return { betId: bet.id, transactionId: null, duplicate: true, balanceMinor: await playableBalance(tx, bet.memberId, bet.wallet), status: 'cancelled' as const };
    }
    if (bet.status !== 'open') throw new AppError('INVALID_STATE', { status: bet.status });
    const posted = await postTransaction(tx, {
      brandId: bet.brandId,
      memberId: bet.memberId,
      kind: 'rollback',
      idempotencyKey: `rollback:${input.betKey}`,
      reference: input.betKey,
      meta: { betId: bet.id, reason: input.reason ?? null },
      legs: [
        { memberId: null, code: gameFloatAccount(bet.vendor), amountMinor: -bet.stakeMinor },
        ...(await payoutLegs(tx, { memberId: bet.memberId, wallet: bet.wallet, stakeMinor: bet.stakeMinor, amountMinor: bet.stakeMinor, bonus: bet.bonus as BetBonus | null, exact: true })),
      ],
    });
    await tx.update(bets).set({ status: 'cancelled', settledAt: new Date() }).where(eq(bets.id, bet.id));
    await closeBetOnBonuses(tx, bet.bonus as BetBonus | null, true);
    const balanceMinor = bet.bonus ? await playableBalance(tx, bet.memberId, bet.wallet) : memberBalanceAfter(posted, bet.memberId, bet.wallet);
    return { betId: bet.id, transactionId: posted.transactionId, duplicate: false, balanceMinor, status: 'cancelled' as const };
  });
}

