import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/operator-audit';
import { postEntry } from '../wallet/ledger/posting';
import { auditorOf } from './accounts';
import type { SignedInOperator } from './credentials';
import { visiblePlayer } from './players';

export interface Adjustment {
  memberId: number;
  direction: 'credit' | 'debit';
  amountMinor: number;
  category: 'goodwill' | 'correction' | 'chargeback';
  reason: string;
  requestId: string;
}

/**
 * Credits or debits a player's main wallet against the house's ADJUSTMENTS account: one ledger posting and its audit
 * row in one transaction, within the most the operator's role may move at once. A debit never takes the wallet below
 * zero; a repeated request id posts nothing again and answers the first posting.
 */
export async function adjustBalance(db: Db, operator: SignedInOperator, ip: string, input: Adjustment) {
  const member = await visiblePlayer(db, operator, input.memberId);
  const [role] = await db.select({ limit: operatorRoles.adjustmentLimitMinor }).from(operatorRoles).where(eq(operatorRoles.name, operator.role));
  const limitMinor = role?.limit ?? null;
  if (limitMinor !== null && input.amountMinor > limitMinor) throw new AppError('ADJUSTMENT_LIMIT', { limitMinor });
  const signed = input.direction === 'credit' ? input.amountMinor : -input.amountMinor;
  return db.transaction(async (tx) => {
    // the posting locks the wallet and refuses a debit past its balance (INSUFFICIENT_BALANCE)
    const posted = await postEntry(tx, {
      brandId: member.brandId,
      memberId: member.id,
      kind: 'adjustment',
      amountMinor: signed,
      // per operator: two operators' request ids never collide
      idempotencyKey: `adjust:${operator.id}:${input.requestId}`,
      reference: `${input.category}: ${input.reason}`,
      meta: { category: input.category, operator: operator.username },
    });
    if (!posted.duplicate) {
      await recordAudit(tx, auditorOf(operator, ip), {
        brandId: member.brandId,
        action: `wallet.${input.direction}`,
        target: `member:${member.id}`,
        detail: { category: input.category, reason: input.reason, amountMinor: input.amountMinor, transactionId: posted.transactionId, before: { balanceMinor: posted.balanceMinor - signed }, after: { balanceMinor: posted.balanceMinor } },
      });
    }
    return { transactionId: posted.transactionId, duplicate: posted.duplicate, balanceAfterMinor: posted.balanceMinor };
  });
}
