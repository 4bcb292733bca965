/**
 * Wallet reads: a member's balances (main, vendor wallets, the held withdrawal amount) and the row locks that
 * movements depending on a balance take first.
 */
import type { BalanceValue, VendorWallet } from '@app/contract/wallet';
import { MAIN_WALLET, isBonusWallet } from '@app/contract/wallet';
import { type MoneyFormat, minorToMajor } from '@app/contract/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { walletAccounts, withdrawals } from '../../../db/schema';
import { vendorList, type VendorInfo } from '../vendors';

/** Withdrawal states whose amount is still held (taken from main, not yet paid out). */
export const HELD_STATUSES = ['requested', 'approved'];
/** A member's held amount as a SQL expression: the balance read and a posting that reads the wallets back share it. */
export const heldMinorSql = (memberId: unknown) =>
  sql`(select coalesce(sum(w.amount_minor), 0) from withdrawals w where w.member_id = ${memberId} and w.status in (${sql.raw(HELD_STATUSES.map((s) => `'${s}'`).join(', '))}))`;

/** One member wallet's balance (0 when the wallet does not exist yet). */
export async function walletBalance(tx: Db, memberId: number, code: string) {
  const [row] = await tx
    .select({ balanceMinor: walletAccounts.balanceMinor })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.code, code)));
  return row?.balanceMinor ?? 0;
}

/** What a bet from this wallet can use: main with the bonus wallets, or the vendor wallet alone. */
export async function playableBalance(tx: Db, memberId: number, code: string) {
  if (code !== MAIN_WALLET) return walletBalance(tx, memberId, code);
  const [row] = await tx
    .select({ total: sql<string | number>`coalesce(sum(${walletAccounts.balanceMinor}), 0)` })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), sql`(${walletAccounts.code} = ${MAIN_WALLET} or ${walletAccounts.code} like 'BONUS:%')`));
  return Number(row?.total ?? 0);
}

/** A member's wallets: MAIN, each vendor wallet that exists and the bonus wallets' sum (minor units). */
export async function memberWallets(db: Db, memberId: number): Promise<{ mainMinor: number; vendors: Map<string, number>; bonusMinor: number; sumMinor: number }> {
  const rows = await db.select({ code: walletAccounts.code, balanceMinor: walletAccounts.balanceMinor }).from(walletAccounts).where(eq(walletAccounts.memberId, memberId));
  const vendors = new Map<string, number>();
  let mainMinor = 0;
  let bonusMinor = 0;
  let sumMinor = 0;
  for (const row of rows) {
    sumMinor += row.balanceMinor;
    if (row.code === MAIN_WALLET) mainMinor = row.balanceMinor;
    else if (isBonusWallet(row.code)) bonusMinor += row.balanceMinor;
    else vendors.set(row.code, row.balanceMinor);
  }
  return { mainMinor, vendors, bonusMinor, sumMinor };
}

/**
 * Locks a member's wallets (FOR UPDATE, in id order) inside the caller's transaction and returns their balances:
 * for movements whose amount depends on the balance (recall all) or checks that must not race (withdrawal count).
 */
export async function lockMemberWallets(tx: Db, memberId: number, codes?: string[]) {
  return tx
    .select({ id: walletAccounts.id, code: walletAccounts.code, balanceMinor: walletAccounts.balanceMinor })
    .from(walletAccounts)
    .where(codes ? and(eq(walletAccounts.memberId, memberId), inArray(walletAccounts.code, codes)) : eq(walletAccounts.memberId, memberId))
    .orderBy(asc(walletAccounts.id))
    .for('update');
}

export async function heldMinorOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ held: sql<string | number>`coalesce(sum(${withdrawals.amountMinor}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, HELD_STATUSES)));
  return Number(row?.held ?? 0);
}

const vendorWallet = (vendor: VendorInfo | undefined, code: string, balanceMinor: number, digits: number): VendorWallet => ({
  vassalage: code,
  name: vendor?.name ?? code,
  gameTypes: vendor?.gameTypes ?? [],
  balance: minorToMajor(balanceMinor, digits),
  balanceMinor,
});

/** One statement for the hot balance read: the member's wallets, each row carrying the held amount. */
const balanceStatements = new WeakMap<Db, ReturnType<typeof prepareBalance>>();
function prepareBalance(db: Db) {
  const memberId = sql.placeholder('memberId');
  return db
    .select({
      code: walletAccounts.code,
      balanceMinor: walletAccounts.balanceMinor,
      held: sql<string | number>`${heldMinorSql(memberId)}`,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId))
    // the order a posting reads the wallets in (by id), so both answers list them alike
    .orderBy(asc(walletAccounts.id))
    .prepare('wallet_balance_read');
}

/** The balance call's value: main, every vendor wallet the member has, their sum and the held amount (`money`: the brand's currency). */
export async function balanceValue(db: Db, memberId: number, money: MoneyFormat): Promise<BalanceValue> {
  let statement = balanceStatements.get(db);
  if (!statement) balanceStatements.set(db, (statement = prepareBalance(db)));
  const [rows, vendors] = await Promise.all([statement.execute({ memberId }), vendorList(db)]);
  // no wallet row means no money ever, so nothing held
  return balanceOfWallets(rows, Number(rows[0]?.held ?? 0), vendors, money);
}

/** The balance call's value from the member's wallets and held amount (read by balanceValue or with a posting). */
export function balanceOfWallets(rows: Array<{ code: string; balanceMinor: number }>, heldMinor: number, vendors: VendorInfo[], money: MoneyFormat): BalanceValue {
  const byCode = new Map(vendors.map((v) => [v.code, v]));
  let mainMinor = 0;
  let bonusMinor = 0;
  let sumMinor = 0;
  const wallets: VendorWallet[] = [];
  for (const row of rows) {
    sumMinor += row.balanceMinor;
    if (row.code === MAIN_WALLET) mainMinor = row.balanceMinor;
    else if (isBonusWallet(row.code)) bonusMinor += row.balanceMinor;
    else wallets.push(vendorWallet(byCode.get(row.code), row.code, row.balanceMinor, money.digits));
  }
  return {
    sumBalance: minorToMajor(sumMinor, money.digits),
    sumBalanceMinor: sumMinor,
    mainBalance: minorToMajor(mainMinor, money.digits),
    mainBalanceMinor: mainMinor,
    bonusBalance: minorToMajor(bonusMinor, money.digits),
    bonusBalanceMinor: bonusMinor,
    heldMinor,
    wallets,
    currencySymbol: money.symbol,
  };
}

/** Every enabled vendor with the member's balance there (`digits`: the brand's currency's). */
export async function merchantWalletValue(db: Db, memberId: number, digits: number) {
  const [wallets, vendors] = await Promise.all([memberWallets(db, memberId), vendorList(db)]);
  return {
    list: vendors.map((v) => vendorWallet(v, v.code, wallets.vendors.get(v.code) ?? 0, digits)),
    mainBalance: minorToMajor(wallets.mainMinor, digits),
    mainBalanceMinor: wallets.mainMinor,
  };
}
