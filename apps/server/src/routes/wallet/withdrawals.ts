import type { Withdrawal, WithdrawSettingsValue } from '@app/contract/wallet';
import { MAIN_WALLET, MAX_PROOF_IMAGE_BYTES, minorToMajor, withdrawalStatusSchema } from '@app/contract/wallet';
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { bankCards, bets, depositOrders, members, paymentPasswords, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { houseAccounts, lockMemberWallets, memberWallets, postTransaction } from '../../lib/ledger';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { checkSecret, retryAfterSeconds, type FailurePolicy } from '../../lib/throttle';
import type { MessageKey, MessageParams } from '../../lib/message-texts';
import { maskAccountNumber, newOrderNo, notifyMember, pageOf, walletSettingsOf } from './common';

/*
 * Withdrawals: requested (the amount moves main -> WITHDRAWALS_PAYABLE, a hold) -> approved -> disbursed (paid out:
 * WITHDRAWALS_PAYABLE -> PAYOUTS_SETTLED) -> the player's answer: received | not_received (proof image required) |
 * partly_received (amount received, remaining amount). rejected (from requested or approved) releases the hold back
 * to main. A disbursed withdrawal without an answer counts as received after the brand's autoReceiveMinutes
 * (receiptForced: no claim and no refund any more). not_received and partly_received are claims for the operator,
 * who resolves them (resolved) with a refund of 0 up to the missing amount back to main.
 */

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Wrong payment passwords: 5 tries an hour, then a 15-minute wait that doubles up to 4 hours. */
export const paymentPasswordPolicy: FailurePolicy = { window: 3600_000, threshold: 5, baseBlock: 15 * 60_000, maxBlock: 4 * 3600_000 };
/** The member's own counter: only wrong payment passwords count, and they lock nothing but payments. */
export const paymentPasswordKey = (memberId: number) => `secret:payment:${memberId}`;

export function withdrawalView(row: WithdrawalRow, autoReceiveMinutes: number): Withdrawal {
  return {
    orderNo: row.orderNo,
    amount: minorToMajor(row.amountMinor),
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
    rejectReason: row.rejectReason,
    refundedMinor: row.refundedMinor,
  };
}

// --- payment password ---

export async function hasPaymentPassword(db: Db, memberId: number) {
  const [row] = await db.select({ memberId: paymentPasswords.memberId }).from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return Boolean(row);
}

/**
 * Checks the payment password with the attempt limit: PAYMENT_PASSWORD_NOT_SET, _INCORRECT { attemptsLeft } or _LOCKED.
 * Each attempt is counted before the check (checkSecret), so simultaneous requests get no more than the limit.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string, field = 'paymentPassword') {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  if (!row) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field });
  const result = await checkSecret(db, paymentPasswordKey(memberId), paymentPasswordPolicy, () => verifyPassword(row.passwordHash, password));
  if (result.ok) return;
  if (result.blockedForMs) throw new AppError('PAYMENT_PASSWORD_LOCKED', { field, retryAfterSeconds: retryAfterSeconds(result.blockedForMs) });
  throw new AppError('PAYMENT_PASSWORD_INCORRECT', { field, attemptsLeft: result.attemptsLeft });
}

/** Sets the payment password once; changing it needs the old one. */
export async function setPaymentPassword(db: Db, memberId: number, body: { oldPassword?: string; newPassword: string; confirmPassword: string }) {
  if (body.newPassword !== body.confirmPassword) {
    throw new AppError('VALIDATION_ERROR', { field: 'confirmPassword', key: 'incorrect_confirmation_input', issues: [{ path: 'confirmPassword', message: 'incorrect_confirmation_input' }] });
  }
  const exists = await hasPaymentPassword(db, memberId);
  if (exists) {
    if (!body.oldPassword) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET', { field: 'oldPassword' });
    await verifyPaymentPassword(db, memberId, body.oldPassword, 'oldPassword');
  }
  const passwordHash = await hashPassword(body.newPassword);
  if (exists) {
    await db.update(paymentPasswords).set({ passwordHash, setAt: new Date() }).where(eq(paymentPasswords.memberId, memberId));
    return;
  }
  const inserted = await db.insert(paymentPasswords).values({ memberId, passwordHash }).onConflictDoNothing().returning({ memberId: paymentPasswords.memberId });
  // a concurrent first set won: this one is a change without the old password
  if (!inserted.length) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET', { field: 'oldPassword' });
}

// --- bank cards ---

export const bankCardView = (c: typeof bankCards.$inferSelect) => ({
  id: c.id,
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumberMasked: maskAccountNumber(c.accountNumber),
  createdAt: c.createdAt.getTime(),
});

export async function listBankCards(db: Db, brandId: string, memberId: number) {
  const [rows, settings] = await Promise.all([
    db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(bankCards.id),
    walletSettingsOf(db, brandId),
  ]);
  return { list: rows.map(bankCardView), maxCards: settings.maxBankCards };
}

export async function bindBankCard(db: Db, input: { brandId: string; memberId: number; bankName: string; accountName: string; accountNumber: string; paymentPassword: string }) {
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const settings = await walletSettingsOf(db, input.brandId);
  return db.transaction(async (tx) => {
    // serialises two binds of one member so the card limit holds
    await tx.select({ id: members.id }).from(members).where(eq(members.id, input.memberId)).for('update');
    const [have] = await tx.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, input.memberId));
    if ((have?.n ?? 0) >= settings.maxBankCards) throw new AppError('BANK_CARD_LIMIT', { maxCards: settings.maxBankCards });
    const [card] = await tx
      .insert(bankCards)
      .values({ brandId: input.brandId, memberId: input.memberId, bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber })
      .onConflictDoNothing()
      .returning();
    if (!card) throw new AppError('BANK_CARD_DUPLICATE', { field: 'accountNumber' });
    return bankCardView(card);
  });
}

// --- turnover, limits, settings ---

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

async function usedToday(db: Db, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, startOfUtcDay()), ne(withdrawals.status, 'rejected')));
  return row?.n ?? 0;
}

export async function withdrawSettings(db: Db, brandId: string, memberId: number): Promise<WithdrawSettingsValue> {
  const settings = await walletSettingsOf(db, brandId);
  const [set, used, wallets, turnover] = await Promise.all([
    hasPaymentPassword(db, memberId),
    usedToday(db, memberId),
    memberWallets(db, memberId),
    turnoverOf(db, memberId, settings.turnoverPercent),
  ]);
  return {
    paymentPasswordSet: set,
    minMinor: settings.withdrawMinMinor,
    maxMinor: settings.withdrawMaxMinor,
    dailyCount: settings.withdrawDailyCount,
    usedToday: used,
    availableMinor: wallets.mainMinor,
    maxCards: settings.maxBankCards,
    autoReceiveMinutes: settings.autoReceiveMinutes,
    turnover,
  };
}

// --- request ---

export async function requestWithdrawal(
  db: Db,
  input: { brandId: string; memberId: number; bankCardId: number; amountMinor: number; paymentPassword: string; requestId: string },
): Promise<Withdrawal> {
  const settings = await walletSettingsOf(db, input.brandId);
  const sameRequest = async () => {
    const [previous] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, input.memberId), eq(withdrawals.requestId, input.requestId)));
    if (!previous) return null;
    if (previous.amountMinor !== input.amountMinor || previous.bankCardId !== input.bankCardId) throw new AppError('IDEMPOTENCY_KEY_REUSED', { orderNo: previous.orderNo });
    return withdrawalView(previous, settings.autoReceiveMinutes);
  };
  const retried = await sameRequest();
  if (retried) return retried;

  if (input.amountMinor < settings.withdrawMinMinor || input.amountMinor > settings.withdrawMaxMinor) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      minMinor: settings.withdrawMinMinor,
      maxMinor: settings.withdrawMaxMinor,
      min: minorToMajor(settings.withdrawMinMinor),
      max: minorToMajor(settings.withdrawMaxMinor),
    });
  }
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const [card] = await db.select().from(bankCards).where(and(eq(bankCards.id, input.bankCardId), eq(bankCards.memberId, input.memberId)));
  if (!card) throw new AppError('NOT_FOUND', { field: 'bankCardId' });

  const created = await db.transaction(async (tx) => {
    // the main wallet's row lock makes the daily count and the hold one decision per member
    await lockMemberWallets(tx, input.memberId, [MAIN_WALLET]);
    const used = await usedToday(tx, input.memberId);
    if (used >= settings.withdrawDailyCount) throw new AppError('DAILY_LIMIT_REACHED', { dailyCount: settings.withdrawDailyCount });
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
    return row;
  });
  if (!created) return (await sameRequest())!;
  return withdrawalView(created, settings.autoReceiveMinutes);
}

// --- automatic receipt ---

/** Marks disbursed withdrawals past their brand's minutes as received (forced). One member, or everyone. */
export async function autoReceiveDue(db: Db, brandIds: string[], memberId?: number) {
  let changed = 0;
  for (const brandId of brandIds) {
    const settings = await walletSettingsOf(db, brandId).catch(() => null);
    if (!settings) continue;
    const cutoff = new Date(Date.now() - settings.autoReceiveMinutes * 60_000);
    const rows = await db
      .update(withdrawals)
      .set({ status: 'received', receiptForced: true, confirmedAt: new Date() })
      .where(
        and(
          eq(withdrawals.brandId, brandId),
          eq(withdrawals.status, 'disbursed'),
          lt(withdrawals.disbursedAt, cutoff),
          memberId !== undefined ? eq(withdrawals.memberId, memberId) : undefined,
        ),
      )
      .returning({ id: withdrawals.id });
    changed += rows.length;
  }
  return changed;
}

export async function listWithdrawals(
  db: Db,
  brandId: string,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: string },
  range: { start: Date; end: Date },
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
  return { list: rows.map((r) => withdrawalView(r, settings.autoReceiveMinutes)), ...pageOf(query, total?.n ?? 0) };
}

// --- the player's receipt ---

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** Decodes a base64 / data: URL proof; png or jpg by content (magic bytes), at most 5 MB. */
export function decodeProofImage(input: string): { bytes: Buffer; type: 'png' | 'jpg' } {
  const base64 = input.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('INVALID_IMAGE', { field: 'proofImage' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROOF_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE', { field: 'proofImage', maxBytes: MAX_PROOF_IMAGE_BYTES });
  if (bytes.length > PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { bytes, type: 'png' };
  if (bytes.length > JPEG_MAGIC.length && bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return { bytes, type: 'jpg' };
  throw new AppError('INVALID_IMAGE', { field: 'proofImage' });
}

export const proofDir = (dataDir: string) => join(dataDir, 'proofs');

export async function confirmReceipt(
  db: Db,
  dataDir: string,
  input: { brandId: string; memberId: number; orderNo: string; result: 'received' | 'notReceived' | 'partlyReceived'; amountReceivedMinor?: number; proofImage?: string },
): Promise<Withdrawal> {
  await autoReceiveDue(db, [input.brandId], input.memberId);
  const settings = await walletSettingsOf(db, input.brandId);
  const [current] = await db.select().from(withdrawals).where(and(eq(withdrawals.orderNo, input.orderNo), eq(withdrawals.memberId, input.memberId)));
  if (!current) throw new AppError('NOT_FOUND', { orderNo: input.orderNo });
  if (current.status !== 'disbursed') throw new AppError('INVALID_STATE', { status: current.status, receiptForced: current.receiptForced });

  const set: Partial<typeof withdrawals.$inferInsert> = { confirmedAt: new Date() };
  if (input.result === 'received') set.status = 'received';
  if (input.result === 'partlyReceived') {
    const received = input.amountReceivedMinor!;
    if (received >= current.amountMinor) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amountReceived', minMinor: 1, maxMinor: current.amountMinor - 1 });
    Object.assign(set, { status: 'partly_received', receivedAmountMinor: received, remainingAmountMinor: current.amountMinor - received });
  }
  if (input.result === 'notReceived') {
    if (!input.proofImage) throw new AppError('PROOF_REQUIRED', { field: 'proofImage' });
    Object.assign(set, { status: 'not_received', receivedAmountMinor: 0, remainingAmountMinor: current.amountMinor });
  }
  let written: string | null = null;
  if (input.proofImage) {
    const proof = decodeProofImage(input.proofImage);
    // a random name under the data folder: never a user-chosen path, never served as a page
    const dir = proofDir(dataDir);
    mkdirSync(dir, { recursive: true });
    written = `${randomBytes(16).toString('hex')}.${proof.type}`;
    writeFileSync(join(dir, written), proof.bytes, { mode: 0o600 });
    Object.assign(set, { proofFile: written, proofType: proof.type });
  }
  const [updated] = await db
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, current.id), eq(withdrawals.status, 'disbursed')))
    .returning();
  if (!updated) {
    if (written) rmSync(join(proofDir(dataDir), written), { force: true });
    throw new AppError('INVALID_STATE', { status: 'changed' });
  }
  return withdrawalView(updated, settings.autoReceiveMinutes);
}

// --- operator steps (admin API / CLI) ---

async function transition(
  db: Db,
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
    return updated!;
  });
}

const message = (row: WithdrawalRow, key: MessageKey, params: MessageParams = {}) => ({
  brandId: row.brandId,
  memberId: row.memberId,
  category: 'withdrawal',
  key,
  params: { orderNo: row.orderNo, amount: amountText(row), ...params },
});
const amountText = (row: WithdrawalRow) => minorToMajor(row.amountMinor).toFixed(2);

export async function approveWithdrawal(db: Db, id: number) {
  return transition(db, id, ['requested'], { status: 'approved', approvedAt: new Date() }, async (row, tx) => {
    await notifyMember(tx, message(row, 'withdrawal_approved'));
  });
}

export async function rejectWithdrawal(db: Db, id: number, reason: string | null) {
  return transition(db, id, ['requested', 'approved'], { status: 'rejected', rejectedAt: new Date(), rejectReason: reason }, async (row, tx) => {
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
    await notifyMember(tx, message(row, 'withdrawal_rejected', reason ? { reason } : {}));
  });
}

export async function disburseWithdrawal(db: Db, id: number) {
  return transition(db, id, ['approved'], { status: 'disbursed', disbursedAt: new Date() }, async (row, tx) => {
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
    await notifyMember(tx, message(row, 'withdrawal_paid'));
  });
}

/** Closes a not-received or partly-received claim, refunding refundMinor (0 up to the missing amount) to main. */
export async function resolveWithdrawal(db: Db, id: number, refundMinor: number) {
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
    await notifyMember(tx, message(row, 'withdrawal_resolved', { refund: minorToMajor(refundMinor).toFixed(2) }));
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
