import type { WithdrawSettingsValue } from '@app/contract/wallet';
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bets, depositOrders, withdrawals } from '../../../db/schema';
import { memberWallets } from '../ledger/balances';
import { hasPaymentPassword } from '../payment-password';
import { walletSettingsOf } from '../settings';
import { memberTierBenefits } from '../../loyalty/vip';
import { AppError } from '../../../lib/app-error';

/**
 * The turnover requirement: valid bets (settled bets' validBetMinor) placed since the last paid deposit order must
 * reach turnoverPercent/100 x that deposit. Operator credits and the seed's opening balance carry no requirement.
 */
export async function turnoverOf(db: Db, memberId: number, turnoverPercent: number) {
  const [last] = await db
    .select({ amountMinor: depositOrders.amountMinor, paidAt: depositOrders.paidAt })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid')))
    .orderBy(desc(depositOrders.paidAt))
    .limit(1);
  if (!last?.paidAt) return { multiple: turnoverPercent / 100, requiredMinor: 0, achievedMinor: 0, remainingMinor: 0 };
  const requiredMinor = Math.ceil((last.amountMinor * turnoverPercent) / 100);
  const [row] = await db
    .select({ achieved: sql<string | number>`coalesce(sum(${bets.validBetMinor}), 0)` })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gte(bets.placedAt, last.paidAt)));
  const achievedMinor = Number(row?.achieved ?? 0);
  return { multiple: turnoverPercent / 100, requiredMinor, achievedMinor, remainingMinor: Math.max(0, requiredMinor - achievedMinor) };
}

const startOfUtcDay = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

/** Withdrawals requested today (UTC) and not rejected: the daily count. */
export async function usedToday(db: Db, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, startOfUtcDay()), ne(withdrawals.status, 'rejected')));
  return row?.n ?? 0;
}

/** Withdrawals requested today (UTC) and not rejected: the daily total. */
async function usedTodayMinor(db: Db, memberId: number) {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${withdrawals.amountMinor}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, startOfUtcDay()), ne(withdrawals.status, 'rejected')));
  return Number(row?.total ?? 0);
}

/** The member's daily limits: their VIP tier's where it sets them, else the brand's count and no daily total. */
export async function dailyWithdrawLimits(db: Db, memberId: number, settings: { withdrawDailyCount: number }) {
  const tier = await memberTierBenefits(db, memberId);
  return { dailyCount: tier?.withdrawDailyCount ?? settings.withdrawDailyCount, dailyLimitMinor: tier?.withdrawDailyLimitMinor ?? null };
}

/** Refuses a withdrawal past the daily count or, when the tier sets one, the daily total (DAILY_LIMIT_REACHED). */
export async function checkDailyWithdrawLimits(db: Db, memberId: number, amountMinor: number, settings: { withdrawDailyCount: number }) {
  const limits = await dailyWithdrawLimits(db, memberId, settings);
  const used = await usedToday(db, memberId);
  if (used >= limits.dailyCount) throw new AppError('DAILY_LIMIT_REACHED', { dailyCount: limits.dailyCount });
  if (limits.dailyLimitMinor !== null) {
    const usedMinor = await usedTodayMinor(db, memberId);
    if (usedMinor + amountMinor > limits.dailyLimitMinor) throw new AppError('DAILY_LIMIT_REACHED', { dailyCount: limits.dailyCount, dailyLimitMinor: limits.dailyLimitMinor, usedTodayMinor: usedMinor });
  }
}

export async function withdrawSettingsOf(db: Db, brandId: string, memberId: number): Promise<WithdrawSettingsValue> {
  const settings = await walletSettingsOf(db, brandId);
  const [set, used, wallets, turnover, limits] = await Promise.all([
    hasPaymentPassword(db, memberId),
    usedToday(db, memberId),
    memberWallets(db, memberId),
    turnoverOf(db, memberId, settings.turnoverPercent),
    dailyWithdrawLimits(db, memberId, settings),
  ]);
  return {
    paymentPasswordSet: set,
    minMinor: settings.withdrawMinMinor,
    maxMinor: settings.withdrawMaxMinor,
    dailyCount: limits.dailyCount,
    usedToday: used,
    availableMinor: wallets.mainMinor,
    maxCards: settings.maxBankCards,
    autoReceiveMinutes: settings.autoReceiveMinutes,
    turnover,
  };
}
