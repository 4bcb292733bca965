import type { Withdrawal } from '@app/contract/wallet';
import { withdrawalStatusSchema } from '@app/contract/wallet';
import { minorToMajor } from '@app/contract/money';
import type { withdrawals } from '../../../db/schema';
import { maskAccountNumber } from '../../../lib/masks';

/*
 * Withdrawals: requested (the amount moves main -> WITHDRAWALS_PAYABLE, a hold) -> approved -> disbursed (paid out:
 * WITHDRAWALS_PAYABLE -> PAYOUTS_SETTLED) -> the player's answer: received | not_received (proof image required) |
 * partly_received (amount received, remaining amount). rejected (from requested or approved) releases the hold back
 * to main. A disbursed withdrawal without an answer counts as received after the brand's autoReceiveMinutes
 * (receiptForced: no claim and no refund any more). not_received and partly_received are claims for the operator,
 * who resolves them (resolved) with a refund of 0 up to the missing amount back to main.
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal as its member sees it (`digits`: its brand's currency's decimal places). */
export function withdrawalView(row: WithdrawalRow, autoReceiveMinutes: number, digits: number): Withdrawal {
  return {
    orderNo: row.orderNo,
    amount: minorToMajor(row.amountMinor, digits),
    amountMinor: row.amountMinor,
    status: withdrawalStatusSchema.parse(row.status),
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.getTime(),
    approvedAt: row.approvedAt?.getTime() ?? null,
    disbursedAt: row.disbursedAt?.getTime() ?? null,
    confirmedAt: row.confirmedAt?.getTime() ?? null,
    autoReceiveAt: row.status === 'disbursed' && row.disbursedAt ? row.disbursedAt.getTime() + autoReceiveMinutes * 60_000 : null,
    receiptForced: row.receiptForced,
    receivedAmountMinor: row.receivedAmountMinor,
    remainingAmountMinor: row.remainingAmountMinor,
    hasProof: row.proofFile !== null,
    payoutRef: row.payoutRef,
    rejectReason: row.rejectReason,
    refundedMinor: row.refundedMinor,
  };
}
