import type { WithdrawSettingsValue } from '@app/contract/wallet';
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withdrawals } from '../../../db/schema';
import { memberWallets } from '../ledger/balances';
import { obligationOf } from '../turnover-obligations';
import { hasPaymentPassword } from '../payment-password';
import { walletSettingsOf } from '../settings';
import { memberTierBenefits } from '../../accounts/member-tier';
import { AppError } from '../../../lib/app-error';

/**
 * The turnover requirement: the member's unmet turnover obligation (turnover-obligations.ts) must be 0. Paid deposits
 * add amount x turnoverPercent/100, transfers between members move it, valid bets placed since it started work it off.
 * Operator credits and the seed's opening balance carry none.
 */
export async function turnoverOf(db: Db, memberId: number, turnoverPercent: number) {
  return { multiple: turnoverPercent / 100, ...(await obligationOf(db, memberId)) };
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
