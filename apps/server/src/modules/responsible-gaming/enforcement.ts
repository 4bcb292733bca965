/**
 * The limits in the money paths. Each guarded movement runs inside one transaction that first locks the member's
 * state row, then moves the money, then counts the period's usage with the new movement in it and refuses (rolling
 * everything back) when a limit would be crossed. Concurrent bets of one member queue on the lock, so they cannot
 * jointly cross a limit; members without limits or blocks pay one indexed read.
 *
 * Usage per period (the brand's day, Monday weeks, calendar months; docs/responsible-gaming.md):
 * - deposit: deposit orders created in the period that are paid or still open (an order counts as it is created), plus
 *   money received from another member (a transfer from the upline or a downline: docs/transfers.md);
 * - wager: stakes of bets placed in the period (not cancelled) plus money moved from main into vendor wallets;
 * - loss: those stakes minus what the settled ones paid back, plus vendor transfers in minus transfers back to main.
 */
import { limitKinds, limitPeriods, type LimitKind, type LimitPeriod } from '@app/contract/responsible-gaming-pack';
import type { RgLimitReachedValue } from '@app/contract/responsible-gaming';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { brandTimeZone } from '../content/brand-clock';
import { limitPeriodBounds } from './periods';
import { lockState, runningBlock, type StateRow } from './state';

/**
 * What a guarded movement is: a bet (any game or the lottery), a deposit order, main into a vendor wallet, or money
 * received from another member (counted as a deposit).
 */
export type GuardedMovement = 'bet' | 'deposit' | 'vendorTransfer' | 'transferIn';

const kindsOf: Record<GuardedMovement, LimitKind[]> = { bet: ['wager', 'loss'], deposit: ['deposit'], vendorTransfer: ['wager', 'loss'], transferIn: ['deposit'] };

/** Ledger kinds of money received from another member: they count as deposits for the deposit limits. */
export const memberTransferKinds = ['upline_transfer', 'downline_transfer'] as const;

type Usage = Record<LimitKind, Record<LimitPeriod, number>>;
export type PeriodBounds = Record<LimitPeriod, { start: Date; end: Date }>;

export function boundsAt(now: Date, timeZone: string): PeriodBounds {
  return Object.fromEntries(limitPeriods.map((p) => [p, limitPeriodBounds(p, now, timeZone)])) as PeriodBounds;
}

const num = (v: unknown) => Number(v ?? 0);

/** The member's usage of every money limit in the periods around `now` (one statement per source). */
export async function usageOf(db: Db, memberId: number, bounds: PeriodBounds, kinds: readonly LimitKind[] = limitKinds, now = new Date()): Promise<Usage> {
  const since = new Date(Math.min(...limitPeriods.map((p) => bounds[p].start.getTime())));
  const usage = Object.fromEntries(limitKinds.map((k) => [k, { daily: 0, weekly: 0, monthly: 0 }])) as Usage;
  const inPeriod = (column: string, p: LimitPeriod) => sql.raw(`${column} >= '${bounds[p].start.toISOString()}'`);
  if (kinds.includes('wager') || kinds.includes('loss')) {
    const play = await db.execute(sql`
      select ${sql.join(
        limitPeriods.map(
          (p) => sql`coalesce(sum(stake_minor) filter (where ${inPeriod('placed_at', p)}), 0) as ${sql.identifier(`wager_${p}`)},
            coalesce(sum(stake_minor - case when status = 'settled' then payout_minor else 0 end) filter (where ${inPeriod('placed_at', p)}), 0) as ${sql.identifier(`loss_${p}`)}`,
        ),
        sql`, `,
      )}
      from bets where member_id = ${memberId} and status <> 'cancelled' and placed_at >= ${since.toISOString()}`);
    const transfers = await db.execute(sql`
      select ${sql.join(
        limitPeriods.map(
          (p) => sql`coalesce(sum(-amount_minor) filter (where amount_minor < 0 and ${inPeriod('created_at', p)}), 0) as ${sql.identifier(`out_${p}`)},
            coalesce(sum(amount_minor) filter (where amount_minor > 0 and ${inPeriod('created_at', p)}), 0) as ${sql.identifier(`back_${p}`)}`,
        ),
        sql`, `,
      )}
      from ledger_entries where member_id = ${memberId} and kind = 'transfer' and wallet = 'MAIN' and created_at >= ${since.toISOString()}`);
    const bets = rowsOf(play)[0] ?? {};
    const moved = rowsOf(transfers)[0] ?? {};
    for (const p of limitPeriods) {
      usage.wager[p] = num(bets[`wager_${p}`]) + num(moved[`out_${p}`]);
      usage.loss[p] = num(bets[`loss_${p}`]) + num(moved[`out_${p}`]) - num(moved[`back_${p}`]);
    }
  }
  if (kinds.includes('deposit')) {
    const deposits = await db.execute(sql`
      select ${sql.join(
        limitPeriods.map((p) => sql`coalesce(sum(amount_minor) filter (where ${inPeriod('created_at', p)}), 0) as ${sql.identifier(`deposit_${p}`)}`),
        sql`, `,
      )}
      from deposit_orders where member_id = ${memberId} and created_at >= ${since.toISOString()}
        and (status = 'paid' or (status in ('created', 'pending') and expires_at > ${now.toISOString()}))`);
    const received = await db.execute(sql`
      select ${sql.join(
        limitPeriods.map((p) => sql`coalesce(sum(amount_minor) filter (where ${inPeriod('created_at', p)}), 0) as ${sql.identifier(`received_${p}`)}`),
        sql`, `,
      )}
      from ledger_entries where member_id = ${memberId} and kind in (${sql.join(memberTransferKinds.map((k) => sql`${k}`), sql`, `)})
        and wallet = 'MAIN' and amount_minor > 0 and created_at >= ${since.toISOString()}`);
    const row = rowsOf(deposits)[0] ?? {};
    const fromMembers = rowsOf(received)[0] ?? {};
    for (const p of limitPeriods) usage.deposit[p] = num(row[`deposit_${p}`]) + num(fromMembers[`received_${p}`]);
  }
  return usage;
}

/** db.execute answers { rows } on both drivers (node-postgres and PGlite). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Refuses with RG_BLOCKED while a time-out, self-exclusion or spent session time runs. */
export function refuseWhileBlocked(state: StateRow | undefined, now = new Date()) {
  const block = runningBlock(state, now);
  if (block) throw new AppError('RG_BLOCKED', block);
}

/**
 * Checks the limits that apply to the movement with it already booked in this transaction: the tightest crossed
 * limit (the one that resets last) is refused with RG_LIMIT_REACHED, naming what was used before this movement.
 */
async function refuseOverLimit(tx: Db, state: StateRow, movement: GuardedMovement, amountMinor: number, now: Date) {
  const kinds = kindsOf[movement];
  const limits = await tx
    .select({ kind: rgLimits.kind, period: rgLimits.period, valueMinor: rgLimits.valueMinor })
    .from(rgLimits)
    .where(and(eq(rgLimits.memberId, state.memberId), inArray(rgLimits.kind, kinds), isNotNull(rgLimits.valueMinor)));
  if (!limits.length) return;
  const bounds = boundsAt(now, await brandTimeZone(tx, state.brandId));
  const usage = await usageOf(tx, state.memberId, bounds, kinds, now);
  let crossed: RgLimitReachedValue | null = null;
  for (const limit of limits) {
    const kind = limit.kind as LimitKind;
    const period = limit.period as LimitPeriod;
    const used = usage[kind][period];
    if (used <= limit.valueMinor!) continue;
    const before = used - amountMinor;
    const resetsAt = bounds[period].end.getTime();
    if (!crossed || resetsAt > crossed.resetsAt) {
      crossed = { kind, period, limitMinor: limit.valueMinor!, usedMinor: before, remainingMinor: Math.max(0, limit.valueMinor! - before), resetsAt };
    }
  }
  if (crossed) throw new AppError('RG_LIMIT_REACHED', crossed);
}

/**
 * Runs a money movement under the member's limits and block, in one transaction (a savepoint of the caller's):
 * lock, refuse while blocked, move, then refuse (rolling the movement back) if the movement crossed a limit.
 * `isNew` tells a first movement from a retry the ledger answered as a duplicate (nothing counted twice).
 */
export async function guardMoney<T>(
  db: Db,
  input: { memberId: number; movement: GuardedMovement; amountMinor: number },
  move: (tx: Db) => Promise<T>,
  isNew: (result: T) => boolean,
): Promise<T> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const state = await lockState(tx, input.memberId);
    refuseWhileBlocked(state, now);
    const result = await move(tx);
    if (state && isNew(result)) await refuseOverLimit(tx, state, input.movement, input.amountMinor, now);
    return result;
  });
}
