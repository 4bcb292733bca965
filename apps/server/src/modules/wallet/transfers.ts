/**
 * Member-initiated movements between wallets: main <-> a vendor wallet, recall of every vendor wallet to main, and a
 * transfer to the member's upline. Each goes through the ledger as one posting (or one transaction around it).
 */
import { MAIN_WALLET, isBonusWallet, type BalanceValue } from '@app/contract/wallet';
import { minorToMajor } from '@app/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notifyMember } from '../inbox/notify';
import { balanceOfWallets, balanceValue, lockMemberWallets } from './ledger/balances';
import { refuseWhileBonusActive } from './ledger/bonus-wallets';
import { postTransaction, type PostedTransaction } from './ledger/posting';
import { vendorList } from './vendors';
import { guardMoney } from '../responsible-gaming/enforcement';

export type WalletTransferInput = { brandId: string; memberId: number; currencySymbol: string; idempotencyKey: string } & (
  | { action: 'recallAll' }
  /** vendor: a code knownVendor answered (the caller checks it before parsing the amount) */
  | { action: 'toVendor' | 'toMain'; vendor: string; amountMinor: number }
);

/** What a transfer moved, read from the member's own entries (first call and retries alike). */
function movedOf(posted: PostedTransaction, memberId: number) {
  const mine = posted.entries.filter((e) => e.memberId === memberId);
  const credits = mine.filter((e) => e.amountMinor > 0);
  const to = credits.length === 1 ? credits[0]!.wallet : MAIN_WALLET;
  return mine
    .filter((e) => e.amountMinor < 0)
    .map((e) => ({ from: e.wallet, to, amount: minorToMajor(-e.amountMinor), amountMinor: -e.amountMinor }));
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
    ? balanceOfWallets(after.wallets, after.heldMinor, await vendorList(db), input.currencySymbol)
    : await balanceValue(db, input.memberId, input.currencySymbol);
  return {
    transactionId: posted?.transactionId ?? null,
    duplicate: posted?.duplicate ?? false,
    moved: posted ? movedOf(posted, input.memberId) : [],
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

/**
 * Main wallet to another member's main wallet (the upline, or an agent's downline), inside the caller's transaction:
 * one idempotent posting and, the first time, the receiver's platform message.
 */
export async function memberToMemberTransfer(
  tx: Db,
  input: {
    brandId: string;
    from: { id: number; username: string };
    to: { id: number; username: string };
    kind: 'upline_transfer' | 'downline_transfer';
    idempotencyKey: string;
    amountMinor: number;
    meta?: Record<string, unknown>;
  },
) {
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
    await notifyMember(tx, {
      brandId: input.brandId,
      memberId: to.id,
      category: 'transfer',
      key: 'transfer_received',
      params: { from: from.username, amount: minorToMajor(amountMinor).toFixed(2) },
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
  input: { brandId: string; memberId: number; username: string; upline: { id: number; username: string }; amountMinor: number; requestId: string; currencySymbol: string },
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
    });
  });
  return {
    transactionId: posted.transactionId,
    duplicate: posted.duplicate,
    uplineAccount: upline.username,
    amount: minorToMajor(amountMinor),
    amountMinor,
    balance: await balanceValue(db, input.memberId, input.currencySymbol),
  };
}
