/**
 * Member-initiated movements between wallets: main <-> a vendor wallet, recall of every vendor wallet to main, and a
 * transfer to the member's upline. Each goes through the ledger as one posting (or one transaction around it). A
 * transfer between members carries the sender's unmet turnover and counts as the receiver's deposit (docs/transfers.md).
 */
import { MAIN_WALLET, isBonusWallet, type BalanceValue } from '@app/contract/wallet';
import { decimalString, minorToMajor, type MoneyFormat } from '@app/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notifyMember } from '../inbox/notify';
import { balanceOfWallets, balanceValue, lockMemberWallets } from './ledger/balances';
import { refuseWhileBonusActive } from './ledger/bonus-wallets';
import { postTransaction, type PostedTransaction } from './ledger/posting';
import { vendorList } from './vendors';
import { guardMoney } from '../responsible-gaming/enforcement';
import { carryObligation } from './turnover-obligations';

/** money: the brand's currency (the answer's amounts and balance) */
export type WalletTransferInput = { brandId: string; memberId: number; money: MoneyFormat; idempotencyKey: string } & (
  | { action: 'recallAll' }
  /** vendor: a code knownVendor answered (the caller checks it before parsing the amount) */
  | { action: 'toVendor' | 'toMain'; vendor: string; amountMinor: number }
);

/** What a transfer moved, read from the member's own entries (first call and retries alike). */
function movedOf(posted: PostedTransaction, memberId: number, digits: number) {
  const mine = posted.entries.filter((e) => e.memberId === memberId);
  const credits = mine.filter((e) => e.amountMinor > 0);
  const to = credits.length === 1 ? credits[0]!.wallet : MAIN_WALLET;
  return mine
    .filter((e) => e.amountMinor < 0)
    .map((e) => ({ from: e.wallet, to, amount: minorToMajor(-e.amountMinor, digits), amountMinor: -e.amountMinor }));
}

/** Every vendor wallet with money back to main, or null when they are all empty. */
async function recallAll(db: Db, input: WalletTransferInput) {
  return db.transaction(async (tx) => {
    // the vendor wallets are locked while their balances are read, so a bet cannot slip in between
    // bonus wallets stay: only their release moves them to main
    const wallets = (await lockMemberWallets(tx, input.memberId)).filter((w) => w.code !== MAIN_WALLET && !isBonusWallet(w.code) && w.balanceMinor > 0);
    const legs = wallets.map((w) => ({ memberId: input.memberId, code: w.code, amountMinor: -w.balanceMinor }));
    const total = wallets.reduce((sum, w) => sum + w.balanceMinor, 0);
    if (!total) return null;
    return postTransaction(tx, {
      brandId: input.brandId,
      memberId: input.memberId,
      kind: 'transfer',
      idempotencyKey: input.idempotencyKey,
      fingerprint: 'recallAll',
      reference: 'recallAll',
      legs: [...legs, { memberId: input.memberId, code: MAIN_WALLET, amountMinor: total }],
    });
  });
}

/** One amount between main and a vendor wallet; the posting reads the wallets back in the same statement. */
async function vendorTransfer(db: Db, input: WalletTransferInput & { action: 'toVendor' | 'toMain' }) {
  const vendor = input.vendor;
  const [from, to] = input.action === 'toVendor' ? [MAIN_WALLET, vendor] : [vendor, MAIN_WALLET];
  // money into a vendor wallet is play: it counts for the wager and loss limits (responsible gaming)
  if (input.action === 'toVendor') {
    return guardMoney(db, { memberId: input.memberId, movement: 'vendorTransfer', amountMinor: input.amountMinor }, (tx) => postVendorTransfer(tx, input, from, to), (posted) => !posted.duplicate);
  }
  return postVendorTransfer(db, input, from, to);
}

function postVendorTransfer(db: Db, input: WalletTransferInput & { action: 'toVendor' | 'toMain' }, from: string, to: string) {
  const vendor = input.vendor;
  return postTransaction(db, {
    brandId: input.brandId,
    memberId: input.memberId,
    kind: 'transfer',
    idempotencyKey: input.idempotencyKey,
    fingerprint: `${input.action}:${vendor}:${input.amountMinor}`,
    reference: `${from}>${to}`,
    legs: [
      { memberId: input.memberId, code: from, amountMinor: -input.amountMinor },
      { memberId: input.memberId, code: to, amountMinor: input.amountMinor },
    ],
    // the answer's balance comes with the posting: one round trip less on the hot path
    readMemberWallets: true,
  });
}

/** The wallet transfer call: moves money between the member's own wallets and answers what moved and the balance. */
export async function transferWallets(db: Db, input: WalletTransferInput) {
  const posted = input.action === 'recallAll' ? await recallAll(db, input) : await vendorTransfer(db, input);
  const after = posted?.memberWallets;
  const balance: BalanceValue = after
    ? balanceOfWallets(after.wallets, after.heldMinor, await vendorList(db), input.money)
    : await balanceValue(db, input.memberId, input.money);
  return {
    transactionId: posted?.transactionId ?? null,
    duplicate: posted?.duplicate ?? false,
    moved: posted ? movedOf(posted, input.memberId, input.money.digits) : [],
    balance,
  };
}

/** The member's upline on the same brand, or NO_UPLINE. */
export async function uplineOf(db: Db, memberId: number, brandId: string) {
  const [row] = await db.select({ uplineId: members.uplineId }).from(members).where(eq(members.id, memberId));
  const [upline] = row?.uplineId
    ? await db.select({ id: members.id, username: members.username, brandId: members.brandId }).from(members).where(eq(members.id, row.uplineId))
    : [];
  if (!upline || upline.brandId !== brandId) throw new AppError('NO_UPLINE');
  return upline;
}

type MemberTransferInput = {
  brandId: string;
  from: { id: number; username: string };
  to: { id: number; username: string };
  kind: 'upline_transfer' | 'downline_transfer';
  idempotencyKey: string;
  amountMinor: number;
  /** the brand's currency's decimal places (the receiver's message) */
  digits: number;
  meta?: Record<string, unknown>;
};

/**
 * Main wallet to another member's main wallet (the upline, or an agent's downline), inside the caller's transaction:
 * one idempotent posting and, the first time, the turnover obligation the money carries and the receiver's platform
 * message. The receiver's responsible gaming applies as to a deposit (docs/transfers.md); a retry of a transfer
 * already made answers it whatever the receiver's state is now.
 */
export async function memberToMemberTransfer(tx: Db, input: MemberTransferInput) {
  if (await alreadyPosted(tx, input.from.id, input.idempotencyKey)) return postMemberTransfer(tx, input);
  return underReceiverLimits(tx, input, (guarded) => postMemberTransfer(guarded, input));
}

async function alreadyPosted(tx: Db, memberId: number, idempotencyKey: string) {
  const [done] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.idempotencyKey, idempotencyKey)));
  return Boolean(done);
}

/**
 * Money received from another member counts as a deposit for the receiver: refused while the receiver is on a
 * time-out or self-excluded (RG_BLOCKED) or when it would cross the receiver's deposit limit (RG_LIMIT_REACHED),
 * nothing moved. The sender learns only that the receiver's responsible gaming refused it (value { party:
 * 'receiver' }): not the receiver's block, its end, its limits or their use, which are the receiver's own.
 */
async function underReceiverLimits(tx: Db, input: MemberTransferInput, move: (guarded: Db) => Promise<PostedTransaction>) {
  try {
    return await guardMoney(tx, { memberId: input.to.id, movement: 'transferIn', amountMinor: input.amountMinor }, move, (posted) => !posted.duplicate);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'RG_BLOCKED' || error.code === 'RG_LIMIT_REACHED')) throw new AppError(error.code, { party: 'receiver' });
    throw error;
  }
}

async function postMemberTransfer(tx: Db, input: MemberTransferInput) {
  const { from, to, amountMinor } = input;
  const result = await postTransaction(tx, {
    brandId: input.brandId,
    memberId: from.id,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    fingerprint: `${to.id}:${amountMinor}`,
    reference: `${from.username}>${to.username}`,
    meta: input.meta,
    legs: [
      { memberId: from.id, code: MAIN_WALLET, amountMinor: -amountMinor },
      { memberId: to.id, code: MAIN_WALLET, amountMinor },
    ],
  });
  if (!result.duplicate) {
    await carryObligation(tx, { brandId: input.brandId, transactionId: result.transactionId, fromId: from.id, toId: to.id, amountMinor });
    await notifyMember(tx, {
      brandId: input.brandId,
      memberId: to.id,
      category: 'transfer',
      key: 'transfer_received',
      params: { from: from.username, amount: decimalString(amountMinor, input.digits) },
    });
  }
  return result;
}

/**
 * Main wallet to the member's upline (uplineOf; the caller has checked the payment password), one transaction with
 * the upline's message.
 */
export async function uplineTransfer(
  db: Db,
  input: { brandId: string; memberId: number; username: string; upline: { id: number; username: string }; amountMinor: number; requestId: string; money: MoneyFormat },
) {
  const { amountMinor, upline } = input;
  const posted = await db.transaction(async (tx) => {
    await refuseWhileBonusActive(tx, input.memberId);
    return memberToMemberTransfer(tx, {
      brandId: input.brandId,
      from: { id: input.memberId, username: input.username },
      to: upline,
      kind: 'upline_transfer',
      idempotencyKey: `upline:${input.requestId}`,
      amountMinor,
      digits: input.money.digits,
    });
  });
  return {
    transactionId: posted.transactionId,
    duplicate: posted.duplicate,
    uplineAccount: upline.username,
    amount: minorToMajor(amountMinor, input.money.digits),
    amountMinor,
    balance: await balanceValue(db, input.memberId, input.money),
  };
}
