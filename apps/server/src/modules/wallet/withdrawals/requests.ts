import type { Withdrawal } from '@app/contract/wallet';
import { MAIN_WALLET } from '@app/contract/wallet';
import { minorToMajor } from '@app/contract/money';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankCards, withdrawals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { publish } from '../../../lib/domain-events';
import { pageOf } from '../../../lib/paging';
import { lockMemberWallets } from '../ledger/balances';
import { refuseWhileBonusActive } from '../ledger/bonus-wallets';
import { houseAccounts, postTransaction } from '../ledger/posting';
import { newOrderNo } from '../order-numbers';
import { verifyPaymentPassword } from '../payment-password';
import { walletSettingsOf } from '../settings';
import { checkDailyWithdrawLimits, turnoverOf } from './limits';
import { autoReceiveDue } from './receipts';
import { withdrawalView } from './view';

export async function requestWithdrawal(
  db: Db,
  /** digits: the brand's currency's decimal places */
  input: { brandId: string; digits: number; memberId: number; bankCardId: number; amountMinor: number; paymentPassword: string; requestId: string },
): Promise<Withdrawal> {
  const settings = await walletSettingsOf(db, input.brandId);
  const sameRequest = async () => {
    const [previous] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, input.memberId), eq(withdrawals.requestId, input.requestId)));
    if (!previous) return null;
    if (previous.amountMinor !== input.amountMinor || previous.bankCardId !== input.bankCardId) throw new AppError('IDEMPOTENCY_KEY_REUSED', { orderNo: previous.orderNo });
    return withdrawalView(previous, settings.autoReceiveMinutes, input.digits);
  };
  const retried = await sameRequest();
  if (retried) return retried;

  if (input.amountMinor < settings.withdrawMinMinor || input.amountMinor > settings.withdrawMaxMinor) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      minMinor: settings.withdrawMinMinor,
      maxMinor: settings.withdrawMaxMinor,
      min: minorToMajor(settings.withdrawMinMinor, input.digits),
      max: minorToMajor(settings.withdrawMaxMinor, input.digits),
    });
  }
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const [card] = await db.select().from(bankCards).where(and(eq(bankCards.id, input.bankCardId), eq(bankCards.memberId, input.memberId)));
  if (!card) throw new AppError('NOT_FOUND', { field: 'bankCardId' });

  const created = await db.transaction(async (tx) => {
    // the main wallet's row lock makes the daily count and the hold one decision per member
    await lockMemberWallets(tx, input.memberId, [MAIN_WALLET]);
    await refuseWhileBonusActive(tx, input.memberId);
    await checkDailyWithdrawLimits(tx, input.memberId, input.amountMinor, settings);
    const turnover = await turnoverOf(tx, input.memberId, settings.turnoverPercent);
    if (turnover.remainingMinor > 0) throw new AppError('TURNOVER_NOT_MET', turnover);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderNo: newOrderNo('W'),
        brandId: input.brandId,
        memberId: input.memberId,
        bankCardId: card.id,
        bankName: card.bankName,
        accountName: card.accountName,
        accountNumber: card.accountNumber,
        amountMinor: input.amountMinor,
        requestId: input.requestId,
      })
      .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.requestId] })
      .returning();
    if (!row) return null;
    await postTransaction(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: 'withdrawal_hold',
      idempotencyKey: `withdraw:${row.orderNo}`,
      reference: row.orderNo,
      legs: [
        { memberId: input.memberId, code: MAIN_WALLET, amountMinor: -input.amountMinor },
        { memberId: null, code: houseAccounts.WITHDRAWALS_PAYABLE, amountMinor: input.amountMinor },
      ],
    });
    await publish(tx, 'withdrawal.requested', { brandId: input.brandId, memberId: input.memberId, orderNo: row.orderNo, amountMinor: input.amountMinor });
    return row;
  });
  if (!created) return (await sameRequest())!;
  return withdrawalView(created, settings.autoReceiveMinutes, input.digits);
}

export async function listWithdrawals(
  db: Db,
  brandId: string,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: string },
  range: { start: Date; end: Date },
  digits: number,
) {
  await autoReceiveDue(db, [brandId], memberId);
  const settings = await walletSettingsOf(db, brandId);
  const where = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, range.start),
    lt(withdrawals.createdAt, range.end),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { list: rows.map((r) => withdrawalView(r, settings.autoReceiveMinutes, digits)), ...pageOf(query, total?.n ?? 0) };
}
