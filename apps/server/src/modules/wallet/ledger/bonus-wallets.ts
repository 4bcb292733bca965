/**
 * Bonuses on the ledger. Each bonus has its own member wallet (BONUS:<id>): playable, not withdrawable.
 *
 * - A stake from main is paid by main first, then by the active bonuses, oldest first; the stake counts for the
 *   wagering of the active bonuses (weighted by game category), oldest first, each up to what it still needs.
 * - A payout follows the stake: the share a bonus paid goes back to that bonus while it is active, to main once it is
 *   released, and back to the house when it ended otherwise (forfeited, expired).
 * - A bonus whose wagering is met is released: its wallet moves to main. One that is empty with no open stake is spent.
 * - While a bonus is active no stake may exceed its maximum bet, and withdrawals wait (or the player forfeits it).
 * All of it runs inside the bet's own transaction (debitForBet, creditWin, rollbackBet).
 */
import type { BonusTerms } from '@app/contract/promotions';
import { MAIN_WALLET, bonusWalletCode } from '@app/contract/wallet';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bonuses, type Localized } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { publish } from '../../../lib/domain-events';
import { walletBalance } from './balances';
import { houseAccounts, postTransaction, type Leg } from './posting';

type BonusRow = typeof bonuses.$inferSelect;
export type BetBonus = { funding: Array<{ bonusId: number; stakeMinor: number }>; wagering: Array<{ bonusId: number; amountMinor: number }> };

export interface GrantBonusInput {
  brandId: string;
  memberId: number;
  promotionId: number | null;
  grantKey: string;
  title: Localized;
  amountMinor: number;
  terms: BonusTerms;
  /** the deposit that earned it (wagering base bonus_deposit) */
  depositMinor: number;
  now?: Date;
}

/** Grants a bonus into its own wallet, once per member and grant key (a repeat answers duplicate). */
export async function grantBonus(db: Db, input: GrantBonusInput): Promise<{ id: number; duplicate: boolean }> {
  const now = input.now ?? new Date();
  const base = input.terms.wageringBase === 'bonus_deposit' ? input.amountMinor + input.depositMinor : input.amountMinor;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bonuses)
      .values({
        brandId: input.brandId,
        memberId: input.memberId,
        promotionId: input.promotionId,
        grantKey: input.grantKey,
        title: input.title,
        grantedMinor: input.amountMinor,
        wageringRequiredMinor: base * input.terms.wageringMultiple,
        weights: input.terms.weights,
        maxBetMinor: input.terms.maxBetMinor,
        maxCashoutMinor: input.terms.maxCashoutMinor ?? null,
        depositRequiredMinor: input.terms.depositBeforeWithdrawalMinor ?? null,
        grantedAt: now,
        expiresAt: new Date(now.getTime() + input.terms.expiryDays * 86_400_000),
      })
      .onConflictDoNothing({ target: [bonuses.memberId, bonuses.grantKey] })
      .returning();
    if (!row) {
      const [first] = await tx.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.memberId, input.memberId), eq(bonuses.grantKey, input.grantKey)));
      return { id: first!.id, duplicate: true };
    }
    await postTransaction(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: 'bonus',
      idempotencyKey: `bonus:${input.grantKey}`,
      reference: input.title.EN ?? null,
      meta: { bonusId: row.id, promotionId: input.promotionId },
      legs: [
        { memberId: null, code: houseAccounts.BONUS_EXPENSE, amountMinor: -input.amountMinor },
        { memberId: input.memberId, code: bonusWalletCode(row.id), amountMinor: input.amountMinor },
      ],
    });
    // no wagering asked: the bonus is cash at once
    if (row.wageringRequiredMinor <= 0) await releaseBonus(tx, row);
    return { id: row.id, duplicate: false };
  });
}

/** A bonus row's wallet balance, as a column of a select from bonuses (spelled out: drizzle leaves columns unqualified in a select's sql). */
export const bonusWalletBalanceSql = sql<number>`coalesce((select a.balance_minor from wallet_accounts a where a.member_id = "bonuses"."member_id" and a.code = 'BONUS:' || "bonuses"."id"), 0)`.mapWith(Number);

/** The member's active bonuses with their wallets' balances, locked (FOR UPDATE) in id order. */
async function lockActiveBonuses(tx: Db, memberId: number) {
  return tx
    .select({
      id: bonuses.id,
      brandId: bonuses.brandId,
      wageringRequiredMinor: bonuses.wageringRequiredMinor,
      wageredMinor: bonuses.wageredMinor,
      weights: bonuses.weights,
      maxBetMinor: bonuses.maxBetMinor,
      balanceMinor: bonusWalletBalanceSql,
      // read in the same statement: a stake is paid by main first
      mainMinor: sql<number>`coalesce((select a.balance_minor from wallet_accounts a where a.member_id = "bonuses"."member_id" and a.code = 'MAIN'), 0)`.mapWith(Number),
    })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active')))
    .orderBy(asc(bonuses.id))
    .for('update', { of: bonuses });
}

export interface StakePlan {
  /** the legs that pay the stake (negative), without the house side */
  legs: Leg[];
  bonus: BetBonus | null;
  /** bonuses whose wagering this stake completes */
  completes: number[];
  /** with active bonuses, what main and the bonuses held before the stake (for the playable balance after it) */
  before?: { mainMinor: number; bonusMinor: number };
}

/** Main plus the bonus wallets after a stake this plan paid (the bonus rows stay locked, so their wallets hold still). */
export function playableAfterStake(plan: StakePlan, stakeMinor: number) {
  return plan.before ? plan.before.mainMinor + plan.before.bonusMinor - stakeMinor : null;
}

/**
 * How a stake is paid and what wagering it counts, inside the bet's transaction. Without an active bonus this is
 * the wallet alone. Refuses a stake above an active bonus's maximum bet (BONUS_MAX_BET) and one that main and the
 * bonuses together cannot cover (INSUFFICIENT_BALANCE).
 */
export async function planStake(tx: Db, input: { memberId: number; wallet: string; gameType: string; stakeMinor: number; wagerWeightBp: number }): Promise<StakePlan> {
  const own: Leg = { memberId: input.memberId, code: input.wallet, amountMinor: -input.stakeMinor };
  const active = await lockActiveBonuses(tx, input.memberId);
  if (!active.length) return { legs: [own], bonus: null, completes: [] };
  const maxBetMinor = Math.min(...active.map((b) => b.maxBetMinor));
  if (input.stakeMinor > maxBetMinor) throw new AppError('BONUS_MAX_BET', { maxBetMinor });
  const legs: Leg[] = [];
  const funding: BetBonus['funding'] = [];
  if (input.wallet === MAIN_WALLET) {
    const cash = Math.min(input.stakeMinor, active[0]!.mainMinor);
    let rest = input.stakeMinor - cash;
    if (cash > 0) legs.push({ memberId: input.memberId, code: MAIN_WALLET, amountMinor: -cash });
    for (const b of active) {
      if (rest <= 0) break;
      const take = Math.min(rest, b.balanceMinor);
      if (take <= 0) continue;
      legs.push({ memberId: input.memberId, code: bonusWalletCode(b.id), amountMinor: -take });
      funding.push({ bonusId: b.id, stakeMinor: take });
      rest -= take;
    }
    if (rest > 0) throw new AppError('INSUFFICIENT_BALANCE', { memberId: input.memberId, wallet: MAIN_WALLET, availableMinor: input.stakeMinor - rest });
  } else {
    legs.push(own);
  }
  const wagering: BetBonus['wagering'] = [];
  const completes: number[] = [];
  // oldest bonus first; each counts the stake at its own category weight times the bet's wager weight (its edge against
  // the brand's floor, hedging), and what it used is not counted again
  let stakeLeft = input.stakeMinor;
  for (const b of active) {
    const weight = Math.floor(((b.weights[input.gameType] ?? 0) * input.wagerWeightBp) / 10_000);
    if (stakeLeft <= 0 || weight <= 0) continue;
    const need = Math.max(0, b.wageringRequiredMinor - b.wageredMinor);
    const counted = Math.min(need, Math.floor((stakeLeft * weight) / 10_000));
    if (counted <= 0) continue;
    wagering.push({ bonusId: b.id, amountMinor: counted });
    if (counted >= need) completes.push(b.id);
    stakeLeft -= Math.min(stakeLeft, Math.ceil((counted * 10_000) / weight));
  }
  const before = { mainMinor: active[0]!.mainMinor, bonusMinor: active.reduce((sum, b) => sum + b.balanceMinor, 0) };
  return { legs, bonus: funding.length || wagering.length ? { funding, wagering } : null, completes, before: input.wallet === MAIN_WALLET ? before : undefined };
}

/** After the stake is posted: counts the wagering and the open stakes, and releases the bonuses it completed. */
export async function applyStakePlan(tx: Db, plan: StakePlan) {
  if (!plan.bonus) return;
  await adjustBonuses(tx, plan.bonus, 1);
  if (!plan.completes.length) return;
  const done = await tx.select().from(bonuses).where(and(inArray(bonuses.id, plan.completes), eq(bonuses.status, 'active')));
  for (const row of done) await releaseBonus(tx, row);
}

/** Adds (sign 1) or takes back (sign -1) a bet's wagering and open stakes on its bonuses. */
async function adjustBonuses(tx: Db, bonus: BetBonus, sign: 1 | -1, wageringToo = true) {
  const changes = new Map<number, { wagered: number; open: number }>();
  const at = (id: number) => changes.get(id) ?? changes.set(id, { wagered: 0, open: 0 }).get(id)!;
  for (const f of bonus.funding) at(f.bonusId).open += sign * f.stakeMinor;
  if (wageringToo) for (const w of bonus.wagering) at(w.bonusId).wagered += sign * w.amountMinor;
  for (const [id, change] of changes) {
    await tx
      .update(bonuses)
      .set({
        openStakeMinor: sql`greatest(0, ${bonuses.openStakeMinor} + ${change.open})`,
        // wagering counts only while the bonus is active
        wageredMinor: sql`case when ${bonuses.status} = 'active' then greatest(0, ${bonuses.wageredMinor} + ${change.wagered}) else ${bonuses.wageredMinor} end`,
      })
      .where(eq(bonuses.id, id));
  }
}

/**
 * Where a payout (or a returned stake) goes: the cash part to the bet's wallet, each bonus's share to the bonus
 * while active, to main once released, back to the house otherwise. Returns the member and house legs (positive).
 */
export async function payoutLegs(tx: Db, input: { memberId: number; wallet: string; stakeMinor: number; amountMinor: number; bonus: BetBonus | null; exact?: boolean }): Promise<Leg[]> {
  const funding = input.bonus?.funding ?? [];
  if (!funding.length) return [{ memberId: input.memberId, code: input.wallet, amountMinor: input.amountMinor }];
  const rows = await tx
    .select({ id: bonuses.id, status: bonuses.status, maxCashoutMinor: bonuses.maxCashoutMinor, cashedOutMinor: bonuses.cashedOutMinor })
    .from(bonuses)
    .where(inArray(bonuses.id, funding.map((f) => f.bonusId)))
    .for('update');
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const capOf = new Map(rows.map((r) => [r.id, r]));
  const byCode = new Map<string, Leg>();
  const add = (memberId: number | null, code: string, amountMinor: number) => {
    if (amountMinor <= 0) return;
    const key = `${memberId}:${code}`;
    const leg = byCode.get(key);
    if (leg) leg.amountMinor += amountMinor;
    else byCode.set(key, { memberId, code, amountMinor });
  };
  let paid = 0;
  for (const f of funding) {
    // a rollback returns each stake exactly; a payout shares in proportion to the stakes (rounded down)
    const share = input.exact ? f.stakeMinor : Math.floor((input.amountMinor * f.stakeMinor) / input.stakeMinor);
    paid += share;
    const status = statusOf.get(f.bonusId);
    if (status === 'active') add(input.memberId, bonusWalletCode(f.bonusId), share);
    else if (status === 'released' || status === 'spent') {
      // a bonus with a cash-out cap pays main only up to what is left of it; the rest goes back to the house
      const toMain = await cashOutWithinCap(tx, capOf.get(f.bonusId)!, share);
      add(input.memberId, MAIN_WALLET, toMain);
      add(null, houseAccounts.BONUS_EXPENSE, share - toMain);
    } else add(null, houseAccounts.BONUS_EXPENSE, share);
  }
  add(input.memberId, input.wallet, input.amountMinor - paid);
  return [...byCode.values()];
}

/**
 * How much of an amount a bonus may still turn into cash, counted as cashed out (its row locked by the caller): all
 * of it without a cap, else what is left of the cap.
 */
async function cashOutWithinCap(tx: Db, bonus: { id: number; maxCashoutMinor: number | null; cashedOutMinor: number }, amountMinor: number) {
  const allowed = bonus.maxCashoutMinor === null ? amountMinor : Math.max(0, Math.min(amountMinor, bonus.maxCashoutMinor - bonus.cashedOutMinor));
  if (allowed > 0) {
    await tx.update(bonuses).set({ cashedOutMinor: sql`${bonuses.cashedOutMinor} + ${allowed}` }).where(eq(bonuses.id, bonus.id));
    bonus.cashedOutMinor += allowed;
  }
  return allowed;
}

/** After a settlement or rollback: frees the bet's open stakes (and, for a rollback, its wagering); marks spent bonuses. */
export async function closeBetOnBonuses(tx: Db, bonus: BetBonus | null, rollback: boolean) {
  if (!bonus) return;
  await adjustBonuses(tx, bonus, -1, rollback);
  const ids = bonus.funding.map((f) => f.bonusId);
  if (!ids.length) return;
  // an active bonus with nothing left and nothing at stake is spent: it no longer holds withdrawals back
  await tx.execute(sql`
    update bonuses b set status = 'spent', ended_at = now()
    where b.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and b.status = 'active' and b.open_stake_minor = 0
      and coalesce((select a.balance_minor from wallet_accounts a where a.member_id = b.member_id and a.code = 'BONUS:' || b.id), 0) = 0`);
}

/**
 * Ends a bonus (its row locked by the caller): what its wallet holds moves to main when released, back to the house
 * otherwise, under one key per bonus (bonus-end:<id>). Returns what moved and the ended row.
 */
async function closeBonus(tx: Db, row: Pick<BonusRow, 'id' | 'brandId' | 'memberId' | 'maxCashoutMinor' | 'cashedOutMinor'>, status: 'released' | 'forfeited' | 'expired') {
  const balance = await walletBalance(tx, row.memberId, bonusWalletCode(row.id));
  if (balance > 0) {
    const released = status === 'released';
    // a release moves what the cash-out cap allows to main; the rest (and all of an ended bonus) goes to the house
    const toMain = released ? await cashOutWithinCap(tx, { ...row }, balance) : 0;
    const legs: Leg[] = [{ memberId: row.memberId, code: bonusWalletCode(row.id), amountMinor: -balance }];
    if (toMain > 0) legs.push({ memberId: row.memberId, code: MAIN_WALLET, amountMinor: toMain });
    if (balance - toMain > 0) legs.push({ memberId: null, code: houseAccounts.BONUS_EXPENSE, amountMinor: balance - toMain });
    await postTransaction(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      kind: released ? 'bonus_release' : 'bonus_forfeit',
      idempotencyKey: `bonus-end:${row.id}`,
      reference: released ? (toMain < balance ? 'cash-out cap' : null) : status,
      meta: { bonusId: row.id, ...(released && toMain < balance ? { forfeitedMinor: balance - toMain } : {}) },
      legs,
    });
  }
  const [ended] = await tx.update(bonuses).set({ status, endedAt: new Date() }).where(eq(bonuses.id, row.id)).returning();
  // the risk rules read how the wagering was met (lib/domain-events.ts)
  if (status === 'released') await publish(tx, 'bonus.released', { brandId: ended!.brandId, memberId: ended!.memberId, bonusId: ended!.id, grantedAt: ended!.grantedAt });
  return { movedMinor: balance, bonus: ended! };
}

/** Moves a bonus's wallet to main (up to its cash-out cap) and marks it released. */
const releaseBonus = (tx: Db, row: Pick<BonusRow, 'id' | 'brandId' | 'memberId' | 'maxCashoutMinor' | 'cashedOutMinor'>) => closeBonus(tx, row, 'released');

/**
 * Ends an active bonus without release (the player forfeits it, or it expired): what its wallet holds goes back
 * to the house. INVALID_STATE when it is not active (or not the member's).
 */
export async function endBonus(db: Db, input: { memberId: number; bonusId: number; status: 'forfeited' | 'expired' }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.id, input.bonusId), eq(bonuses.memberId, input.memberId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { bonusId: input.bonusId });
    if (row.status !== 'active') throw new AppError('INVALID_STATE', { status: row.status });
    const ended = await closeBonus(tx, row, input.status);
    return { forfeitedMinor: ended.movedMinor, bonus: ended.bonus };
  });
}

/** Ends every active bonus past its expiry; safe to rerun (a bonus ends once). Returns how many ended now. */
export async function expireBonuses(db: Db, now = new Date(), batch = 500) {
  let ended = 0;
  for (;;) {
    const due = await db
      .select({ id: bonuses.id, memberId: bonuses.memberId })
      .from(bonuses)
      .where(and(eq(bonuses.status, 'active'), lt(bonuses.expiresAt, now)))
      .orderBy(asc(bonuses.expiresAt))
      .limit(batch);
    for (const b of due) {
      try {
        await endBonus(db, { memberId: b.memberId, bonusId: b.id, status: 'expired' });
        ended++;
      } catch (error) {
        // another run (or the player) ended it first
        if (!(error instanceof AppError && error.code === 'INVALID_STATE')) throw error;
      }
    }
    if (due.length < batch) return ended;
  }
}

/** The member's active bonuses (how many, what they hold together), or null: withdrawals and transfers to the upline wait while it is above 0. */
export async function activeBonusOf(db: Db, memberId: number) {
  const rows = await db
    .select({ balanceMinor: bonusWalletBalanceSql })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active')));
  if (!rows.length) return null;
  return { count: rows.length, balanceMinor: rows.reduce((sum, r) => sum + r.balanceMinor, 0) };
}

/**
 * Cash may leave (withdrawal, transfer to the upline or a downline) only with no active bonus (BONUS_ACTIVE) and
 * once every released bonus that asks for a deposit before its winnings leave has had it (BONUS_DEPOSIT_REQUIRED).
 */
export async function refuseWhileBonusActive(tx: Db, memberId: number) {
  const active = await activeBonusOf(tx, memberId);
  if (active) throw new AppError('BONUS_ACTIVE', { bonusBalanceMinor: active.balanceMinor, count: active.count });
  const [waiting] = await tx
    .select({ depositRequiredMinor: bonuses.depositRequiredMinor })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), inArray(bonuses.status, ['released', 'spent']), depositStillDue))
    .limit(1);
  if (waiting) throw new AppError('BONUS_DEPOSIT_REQUIRED', { depositRequiredMinor: waiting.depositRequiredMinor });
}

/** A bonus row whose deposit requirement has not been met by a paid deposit made after its grant. */
const depositStillDue = sql`"bonuses"."deposit_required_minor" is not null and not exists (
  select 1 from deposit_orders d where d.member_id = "bonuses"."member_id" and d.status = 'paid'
    and d.paid_at >= "bonuses"."granted_at" and d.amount_minor >= "bonuses"."deposit_required_minor")`;

/** Whether a bonus's deposit requirement is met (true when it has none). */
export const depositMadeSql = sql<boolean>`not (${depositStillDue})`.mapWith(Boolean);
