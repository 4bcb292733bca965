import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, withdrawals } from '../../db/schema';
import { heldMinorOf, memberWallets } from './ledger/balances';

/** Withdrawal states whose money left the house (less any refund). */
export const PAID_OUT_STATUSES = ['disbursed', 'received', 'not_received', 'partly_received', 'resolved'];

/** The consolidated call's value: balances, held amount and lifetime deposit, withdrawal and bonus totals. */
export async function consolidatedFunds(db: Db, memberId: number) {
  const [wallets, held, totals, paidOut] = await Promise.all([
    memberWallets(db, memberId),
    heldMinorOf(db, memberId),
    db
      .select({ kind: ledgerEntries.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), inArray(ledgerEntries.kind, ['deposit', 'bonus'])))
      .groupBy(ledgerEntries.kind),
    db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor} - coalesce(${withdrawals.refundedMinor}, 0)), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, PAID_OUT_STATUSES))),
  ]);
  const byKind = new Map(totals.map((t) => [t.kind, Number(t.total)]));
  return {
    funds: {
      sumBalanceMinor: wallets.sumMinor,
      mainBalanceMinor: wallets.mainMinor,
      vendorBalanceMinor: wallets.sumMinor - wallets.mainMinor - wallets.bonusMinor,
      heldMinor: held,
      totalDepositMinor: byKind.get('deposit') ?? 0,
      totalWithdrawalMinor: Number(paidOut[0]?.total ?? 0),
      totalBonusMinor: byKind.get('bonus') ?? 0,
    },
  };
}
