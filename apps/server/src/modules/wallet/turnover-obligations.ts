/**
 * The withdrawal turnover as an obligation per member (issue 27; docs/transfers.md):
 * - a paid deposit adds amount x the brand's turnover multiple;
 * - valid bets (settled bets' valid_bet_minor) placed since the obligation started work it off;
 * - a transfer to the upline or a downline moves the sender's unmet part with the money (carryObligation);
 * - the member may withdraw once nothing is unmet (withdrawals/limits.ts turnoverOf).
 * Once met, the next change starts a new obligation from that moment: bets beyond an obligation are not banked for a
 * later deposit (as before, when only bets since the last deposit counted).
 *
 * Lock order: a caller has already locked the member's wallets (the posting or the withdrawal's lock) before it locks
 * an obligation row here, and a transfer locks its two rows in member id order, so the paths never wait on each other
 * in a circle.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, turnoverObligationMoves, turnoverObligations } from '../../db/schema';
import { walletSettingsOf } from './settings';

export interface Obligation {
  requiredMinor: number;
  /** valid bets placed since the obligation started */
  achievedMinor: number;
  remainingMinor: number;
}

const none: Obligation = { requiredMinor: 0, achievedMinor: 0, remainingMinor: 0 };

/** Valid bets of settled bets the member placed since `since`. */
async function validBetsSince(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({ achieved: sql<string | number>`coalesce(sum(${bets.validBetMinor}), 0)` })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gte(bets.placedAt, since)));
  return Number(row?.achieved ?? 0);
}

async function measured(db: Db, memberId: number, row: { requiredMinor: number; since: Date } | undefined): Promise<Obligation> {
  if (!row || row.requiredMinor === 0) return none;
  const achievedMinor = await validBetsSince(db, memberId, row.since);
  return { requiredMinor: row.requiredMinor, achievedMinor, remainingMinor: Math.max(0, row.requiredMinor - achievedMinor) };
}

/** The member's obligation now, read without a lock (the withdraw page; a withdrawal holds the wallet's lock). */
export async function obligationOf(db: Db, memberId: number): Promise<Obligation> {
  const [row] = await db.select().from(turnoverObligations).where(eq(turnoverObligations.memberId, memberId));
  return measured(db, memberId, row);
}

/** Creates the member's row if missing and locks it (FOR UPDATE) for the caller's transaction. */
async function lockObligation(tx: Db, member: { id: number; brandId: string }) {
  await tx.insert(turnoverObligations).values({ memberId: member.id, brandId: member.brandId }).onConflictDoNothing();
  const [row] = await tx.select().from(turnoverObligations).where(eq(turnoverObligations.memberId, member.id)).for('update');
  return measured(tx, member.id, row);
}

/** Sets what is still required from now on: a met obligation is closed and the next one counts bets from now. */
async function restartWith(tx: Db, memberId: number, requiredMinor: number) {
  await tx.update(turnoverObligations).set({ requiredMinor, since: sql`now()`, updatedAt: sql`now()` }).where(eq(turnoverObligations.memberId, memberId));
}

/** Adds to the member's obligation (its row locked by lockObligation in this transaction). */
async function addLocked(tx: Db, memberId: number, current: Obligation, amountMinor: number) {
  if (amountMinor <= 0) return;
  if (current.remainingMinor === 0) return restartWith(tx, memberId, amountMinor);
  await tx
    .update(turnoverObligations)
    .set({ requiredMinor: sql`${turnoverObligations.requiredMinor} + ${amountMinor}`, updatedAt: sql`now()` })
    .where(eq(turnoverObligations.memberId, memberId));
}

/** Takes part of an unmet obligation away (amountMinor <= current.remainingMinor). */
async function reduceLocked(tx: Db, memberId: number, current: Obligation, amountMinor: number) {
  if (amountMinor <= 0) return;
  if (amountMinor >= current.remainingMinor) return restartWith(tx, memberId, 0);
  await tx
    .update(turnoverObligations)
    .set({ requiredMinor: sql`${turnoverObligations.requiredMinor} - ${amountMinor}`, updatedAt: sql`now()` })
    .where(eq(turnoverObligations.memberId, memberId));
}

/** A paid deposit's obligation: its amount x the brand's turnover multiple, rounded up (inside the crediting transaction). */
export async function addDepositObligation(tx: Db, order: { memberId: number; brandId: string; amountMinor: number }) {
  const settings = await walletSettingsOf(tx, order.brandId);
  const current = await lockObligation(tx, { id: order.memberId, brandId: order.brandId });
  await addLocked(tx, order.memberId, current, Math.ceil((order.amountMinor * settings.turnoverPercent) / 100));
}

/**
 * The obligation a transfer of `amountMinor` takes from a sender with `unmetMinor` unmet: the money leaving carries
 * the unmet turnover first, up to amount x the brand's multiple (at least the amount itself, so a multiple below 1 or
 * changed since the deposit cannot leave turnover behind on an emptied account).
 */
export function obligationCarried(amountMinor: number, unmetMinor: number, turnoverPercent: number) {
  return Math.min(unmetMinor, Math.ceil((amountMinor * Math.max(100, turnoverPercent)) / 100));
}

/**
 * Moves the obligation a transfer carries from its sender to its receiver, in the transfer's transaction (after the
 * posting: both wallets are locked) and once per ledger transaction. Returns what moved.
 */
export async function carryObligation(tx: Db, transfer: { brandId: string; transactionId: number; fromId: number; toId: number; amountMinor: number }) {
  const from = { id: transfer.fromId, brandId: transfer.brandId };
  const to = { id: transfer.toId, brandId: transfer.brandId };
  const [first, second] = from.id < to.id ? [from, to] : [to, from];
  const locked = new Map([
    [first.id, await lockObligation(tx, first)],
    [second.id, await lockObligation(tx, second)],
  ]);
  const sender = locked.get(from.id)!;
  if (sender.remainingMinor === 0) return 0;
  const settings = await walletSettingsOf(tx, transfer.brandId);
  const moved = obligationCarried(transfer.amountMinor, sender.remainingMinor, settings.turnoverPercent);
  const [recorded] = await tx
    .insert(turnoverObligationMoves)
    .values({ transactionId: transfer.transactionId, brandId: transfer.brandId, fromMemberId: from.id, toMemberId: to.id, amountMinor: transfer.amountMinor, obligationMinor: moved })
    .onConflictDoNothing()
    .returning({ transactionId: turnoverObligationMoves.transactionId });
  if (!recorded) return 0;
  await reduceLocked(tx, from.id, sender, moved);
  await addLocked(tx, to.id, locked.get(to.id)!, moved);
  return moved;
}
