import { decimalString } from '@app/contract/money';
import { MAIN_WALLET } from '@app/contract/wallet';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { walletSettings, withdrawals } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { MessageKey, MessageParams } from '../../inbox/message-texts';
import { notifyMember } from '../../inbox/notify';
import { type Operator, recordAudit } from '../../audit/operator-audit';
import { houseAccounts, postTransaction } from '../ledger/posting';
import { proofContentType, readProofFile } from './proof-files';
import type { WithdrawalRow } from './view';

/* The operator's steps (admin API / CLI): approve, reject (releases the hold), disburse (pays out), resolve a claim. */

async function transition(
  db: Db,
  operator: Operator,
  id: number,
  from: string[],
  set: Partial<typeof withdrawals.$inferInsert>,
  money?: (row: WithdrawalRow, tx: Db) => Promise<void>,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { id });
    if (!from.includes(row.status)) throw new AppError('INVALID_STATE', { status: row.status });
    const [updated] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
    if (money) await money(row, tx);
    await auditStep(tx, operator, row, updated!, set.rejectReason ? { reason: set.rejectReason } : set.payoutRef ? { payoutMethod: set.payoutMethod, payoutRef: set.payoutRef } : {});
    return updated!;
  });
}

/** The audit row of an operator's step on a withdrawal, in the step's own transaction. */
async function auditStep(tx: Db, operator: Operator, before: WithdrawalRow, after: WithdrawalRow, detail: Record<string, unknown>) {
  await recordAudit(tx, operator, {
    brandId: before.brandId,
    action: `withdrawal.${after.status}`,
    target: `withdrawal:${before.id}`,
    detail: { orderNo: before.orderNo, memberId: before.memberId, amountMinor: before.amountMinor, before: { status: before.status }, after: { status: after.status }, ...detail },
  });
}

/** The member's message of a step; `digits`: the withdrawal's brand's currency's decimal places. */
const message = (row: WithdrawalRow, digits: number, key: MessageKey, params: MessageParams = {}) => ({
  brandId: row.brandId,
  memberId: row.memberId,
  category: 'withdrawal',
  key,
  params: { orderNo: row.orderNo, amount: decimalString(row.amountMinor, digits), ...params },
});

/**
 * Approves a requested withdrawal. From the brand's four-eyes threshold on it takes two operators: the first approval
 * is recorded (audited withdrawal.first_approval) and the withdrawal stays requested; a second approval by the same
 * operator is refused (FOUR_EYES_REQUIRED), by another one approves it. `digits`: its brand's currency's (the message).
 */
export async function approveWithdrawal(db: Db, operator: Operator, id: number, digits: number) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', { id });
    if (current.status !== 'requested') throw new AppError('INVALID_STATE', { status: current.status });
    // read in the approval's transaction, not from the settings cache: a lowered threshold holds from the next approval
    const [settings] = await tx.select({ fourEyesThresholdMinor: walletSettings.fourEyesThresholdMinor }).from(walletSettings).where(eq(walletSettings.brandId, current.brandId));
    const fourEyesThresholdMinor = settings?.fourEyesThresholdMinor ?? null;
    const needsTwo = fourEyesThresholdMinor !== null && current.amountMinor >= fourEyesThresholdMinor;
    if (needsTwo && current.firstApprovedBy === null) {
      const [updated] = await tx.update(withdrawals).set({ firstApprovedBy: operator.actor, firstApprovedAt: new Date() }).where(eq(withdrawals.id, id)).returning();
      await recordAudit(tx, operator, {
        brandId: current.brandId,
        action: 'withdrawal.first_approval',
        target: `withdrawal:${id}`,
        detail: { orderNo: current.orderNo, memberId: current.memberId, amountMinor: current.amountMinor, thresholdMinor: fourEyesThresholdMinor },
      });
      return updated!;
    }
    if (needsTwo && current.firstApprovedBy === operator.actor) throw new AppError('FOUR_EYES_REQUIRED', { firstApprovedBy: current.firstApprovedBy });
    const [updated] = await tx.update(withdrawals).set({ status: 'approved', approvedAt: new Date() }).where(eq(withdrawals.id, id)).returning();
    await notifyMember(tx, message(current, digits, 'withdrawal_approved'));
    await auditStep(tx, operator, current, updated!, needsTwo ? { firstApprovedBy: current.firstApprovedBy } : {});
    return updated!;
  });
}

export async function rejectWithdrawal(db: Db, operator: Operator, id: number, reason: string | null, digits: number) {
  return transition(db, operator, id, ['requested', 'approved'], { status: 'rejected', rejectedAt: new Date(), rejectReason: reason }, async (row, tx) => {
    await postTransaction(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      kind: 'withdrawal_release',
      idempotencyKey: `withdraw-release:${row.orderNo}`,
      reference: row.orderNo,
      legs: [
        { memberId: null, code: houseAccounts.WITHDRAWALS_PAYABLE, amountMinor: -row.amountMinor },
        { memberId: row.memberId, code: MAIN_WALLET, amountMinor: row.amountMinor },
      ],
    });
    // also the member's devices' notification of a withdrawal (Web Push: an account notice, sent even in a block)
    await notifyMember(tx, { ...message(row, digits, 'withdrawal_rejected', reason ? { reason } : {}), push: 'withdrawal' });
  });
}

/** Marks an approved withdrawal paid out (modules/wallet/payouts.ts pays it first) and records how. */
export async function disburseWithdrawal(db: Db, operator: Operator, id: number, payout: { payoutMethod: string; payoutRef: string; payoutProofFile: string | null }, digits: number) {
  const set = { status: 'disbursed', disbursedAt: new Date(), disbursedBy: operator.actor, ...payout };
  return transition(db, operator, id, ['approved'], set, async (row, tx) => {
    await postTransaction(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      kind: 'withdrawal_payout',
      idempotencyKey: `withdraw-payout:${row.orderNo}`,
      reference: row.orderNo,
      legs: [
        { memberId: null, code: houseAccounts.WITHDRAWALS_PAYABLE, amountMinor: -row.amountMinor },
        { memberId: null, code: houseAccounts.PAYOUTS_SETTLED, amountMinor: row.amountMinor },
      ],
    });
    await notifyMember(tx, { ...message(row, digits, 'withdrawal_paid'), push: 'withdrawal' });
  });
}

/** Closes a not-received or partly-received claim, refunding refundMinor (0 up to the missing amount) to main. */
export async function resolveWithdrawal(db: Db, operator: Operator, id: number, refundMinor: number, digits: number) {
  if (!Number.isSafeInteger(refundMinor) || refundMinor < 0) throw new AppError('INVALID_AMOUNT', { field: 'refund', reason: 'not_positive' });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { id });
    if (row.status !== 'not_received' && row.status !== 'partly_received') throw new AppError('INVALID_STATE', { status: row.status });
    const missing = row.remainingAmountMinor ?? row.amountMinor;
    if (refundMinor > missing) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'refund', minMinor: 0, maxMinor: missing });
    const [updated] = await tx.update(withdrawals).set({ status: 'resolved', resolvedAt: new Date(), refundedMinor: refundMinor }).where(eq(withdrawals.id, id)).returning();
    if (refundMinor > 0) {
      await postTransaction(tx, {
        brandId: row.brandId,
        memberId: row.memberId,
        kind: 'withdrawal_refund',
        idempotencyKey: `withdraw-refund:${row.orderNo}`,
        reference: row.orderNo,
        legs: [
          { memberId: null, code: houseAccounts.PAYOUTS_SETTLED, amountMinor: -refundMinor },
          { memberId: row.memberId, code: MAIN_WALLET, amountMinor: refundMinor },
        ],
      });
    }
    await notifyMember(tx, message(row, digits, 'withdrawal_resolved', { refund: decimalString(refundMinor, digits) }));
    await auditStep(tx, operator, row, updated!, { refundMinor });
    return updated!;
  });
}

export async function findWithdrawalId(db: Db, idOrOrderNo: string) {
  const byNumber = /^\d+$/.test(idOrOrderNo);
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(byNumber ? eq(withdrawals.id, Number(idOrOrderNo)) : eq(withdrawals.orderNo, idOrOrderNo.toUpperCase()));
  if (!row) throw new AppError('NOT_FOUND', { withdrawal: idOrOrderNo });
  return row.id;
}

export async function operatorWithdrawalList(db: Db, statuses?: string[], limit = 50) {
  return db
    .select()
    .from(withdrawals)
    .where(statuses?.length ? inArray(withdrawals.status, statuses) : undefined)
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/** A withdrawal's picture (the player's claim proof, or finance's payout proof), or null when it has none. */
export async function withdrawalProof(db: Db, dataDir: string, id: number, kind: 'claim' | 'payout' = 'claim') {
  const [row] = await db.select({ brandId: withdrawals.brandId, proofFile: withdrawals.proofFile, payoutProofFile: withdrawals.payoutProofFile }).from(withdrawals).where(eq(withdrawals.id, id));
  const name = kind === 'claim' ? row?.proofFile : row?.payoutProofFile;
  const bytes = name ? readProofFile(dataDir, name) : null;
  return bytes ? { brandId: row!.brandId, bytes, contentType: proofContentType(name!) } : null;
}
