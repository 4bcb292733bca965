import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { postEntry } from './ledger/posting';

/** The member an operator credit names (username on a brand), or NOT_FOUND. */
export async function operatorCreditTarget(db: Db, brandId: string, username: string) {
  const [member] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, username.toLowerCase())));
  if (!member) throw new AppError('NOT_FOUND', { username });
  return member.id;
}

/**
 * An operator's credit to a member's main wallet from the ADJUSTMENTS (or BONUS_EXPENSE) house account, audited in
 * the same transaction (a repeated request id posts nothing and writes no second row).
 */
export async function creditMemberByOperator(
  db: Db,
  operator: Operator,
  input: { brandId: string; memberId: number; amountMinor: number; kind: 'adjustment' | 'bonus'; note?: string; requestId?: string },
) {
  return db.transaction(async (tx) => {
    const posted = await postEntry(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: input.kind,
      amountMinor: input.amountMinor,
      idempotencyKey: `operator:${input.requestId ?? randomBytes(12).toString('hex')}`,
      reference: input.note ?? 'operator credit',
    });
    if (!posted.duplicate) {
      await recordAudit(tx, operator, {
        brandId: input.brandId,
        action: 'wallet.credit',
        target: `member:${input.memberId}`,
        detail: { kind: input.kind, amountMinor: input.amountMinor, note: input.note ?? null, transactionId: posted.transactionId, balanceAfterMinor: posted.balanceMinor },
      });
    }
    return posted;
  });
}
