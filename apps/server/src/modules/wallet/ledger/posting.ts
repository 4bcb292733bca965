/**
 * The ledger: the only code that changes a balance. Other areas (games, lottery, promotions, agents) move money with
 * the functions exported here and nothing else.
 *
 * - Amounts are integer minor units (cents); a positive leg adds to an account, a negative leg takes from it.
 * - Each call is one database transaction (a savepoint when the caller passes its own transaction): the ledger
 *   transaction row, its balanced entries (they sum to 0) and the member balances commit together or not at all.
 * - Member wallets never go negative: the balance is changed with a guarded UPDATE (balance + x >= 0), which also
 *   row-locks the wallet on PostgreSQL; wallets are locked in id order so two movements never deadlock.
 * - Idempotency: every call carries a key, unique per member. A call with a key already used returns the first
 *   result with duplicate: true and moves nothing (concurrent calls with one key wait for each other on the
 *   unique index; one moves, the other answers duplicate).
 * - Failures the caller's client should see are AppErrors: INSUFFICIENT_BALANCE, IDEMPOTENCY_KEY_REUSED,
 *   NOT_FOUND (unknown bet), INVALID_STATE (e.g. a win for a cancelled bet). Anything else is a programming error.
 */
import { MAIN_WALLET, type LedgerKind } from '@app/contract/wallet';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { heldMinorSql } from './balances';

/** Ledger kinds: the member-facing ones of the contract plus house-only movements. */
export type TransactionKind = LedgerKind | 'withdrawal_payout';

/** House accounts (one per brand and code). Their balance is the sum of their entries. */
export const houseAccounts = {
  /** money paid in through a payment provider; deposits credit members from here */
  DEPOSITS_CLEARING: 'DEPOSITS_CLEARING',
  /** withdrawals requested and not yet paid out */
  WITHDRAWALS_PAYABLE: 'WITHDRAWALS_PAYABLE',
  /** withdrawals paid out to players' banks */
  PAYOUTS_SETTLED: 'PAYOUTS_SETTLED',
  BONUS_EXPENSE: 'BONUS_EXPENSE',
  REBATE_EXPENSE: 'REBATE_EXPENSE',
  SALARY_EXPENSE: 'SALARY_EXPENSE',
  DIVIDEND_EXPENSE: 'DIVIDEND_EXPENSE',
  POINTS_CONVERSION: 'POINTS_CONVERSION',
  /** operator credits and corrections */
  ADJUSTMENTS: 'ADJUSTMENTS',
} as const;
/** Stakes and payouts of one game vendor. */
export const gameFloatAccount = (vendor: string) => `GAME_FLOAT:${vendor}`;

/** The house account postEntry books the other side of a simple member movement to. */
const houseAccountOfKind: Partial<Record<TransactionKind, string>> = {
  deposit: houseAccounts.DEPOSITS_CLEARING,
  bonus: houseAccounts.BONUS_EXPENSE,
  rebate: houseAccounts.REBATE_EXPENSE,
  salary: houseAccounts.SALARY_EXPENSE,
  dividend: houseAccounts.DIVIDEND_EXPENSE,
  points: houseAccounts.POINTS_CONVERSION,
  adjustment: houseAccounts.ADJUSTMENTS,
};

/** One leg: a member wallet (memberId + MAIN or a vendor code) or a house account (memberId null). */
export interface Leg {
  memberId: number | null;
  code: string;
  amountMinor: number;
}

export interface PostTransactionInput {
  brandId: string;
  /** the member the movement belongs to; the idempotency key is unique per member */
  memberId: number;
  kind: TransactionKind;
  idempotencyKey: string;
  /** what the request looked like (e.g. "toVendor:PG:1000"): the same key with another fingerprint is refused */
  fingerprint?: string;
  reference?: string | null;
  meta?: Record<string, unknown>;
  legs: Leg[];
  /** also read every wallet of the member after the movement and the held withdrawal amount, in the same statement */
  readMemberWallets?: boolean;
}

export interface PostedEntry {
  memberId: number | null;
  wallet: string;
  amountMinor: number;
  /** the member wallet's balance after the entry; null for house accounts */
  balanceAfterMinor: number | null;
}

export interface PostedTransaction {
  transactionId: number;
  /** true: the key was used before; nothing moved now and the entries are the first call's */
  duplicate: boolean;
  entries: PostedEntry[];
  /** with readMemberWallets (and not a duplicate): every wallet of the member after the movement, and the held amount */
  memberWallets?: { wallets: Array<{ code: string; balanceMinor: number }>; heldMinor: number };
}

function assertBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor === 0) throw new Error(`leg amount must be a non-zero integer of minor units: ${leg.amountMinor}`);
    sum += leg.amountMinor;
  }
  if (sum !== 0) throw new Error(`ledger legs do not balance: ${sum}`);
}

const accountKey = (brandId: string, memberId: number | null, code: string) => `${brandId}:${memberId ?? 'house'}:${code}`;

/** True inside a caller's transaction (no type narrowing: a transaction is a Db too). */
const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** Account ids never change once created (rows are never deleted): cached per database, filled from committed reads. */
const accountIdCache = new WeakMap<object, Map<string, number>>();

/**
 * Ids of the accounts the legs touch, creating the ones that do not exist yet. Outside a transaction the creation
 * commits at once (an empty wallet is harmless) and the ids are cached; inside one nothing is cached, since the
 * caller's transaction may still roll the new rows back.
 */
async function accountIds(db: Db, brandId: string, legs: Leg[]) {
  const nested = inTransaction(db);
  let cache = nested ? undefined : accountIdCache.get(db);
  if (!nested && !cache) accountIdCache.set(db, (cache = new Map()));
  const ids = new Map<string, number>();
  const wanted = new Map<string, { memberId: number | null; code: string }>();
  for (const leg of legs) {
    const key = accountKey(brandId, leg.memberId, leg.code);
    const cached = cache?.get(key);
    if (cached !== undefined) ids.set(key, cached);
    else wanted.set(key, { memberId: leg.memberId, code: leg.code });
  }
  if (!wanted.size) return ids;
  const select = () => {
    const conditions = [...wanted.values()].map((a) =>
      a.memberId === null
        ? and(isNull(walletAccounts.memberId), eq(walletAccounts.brandId, brandId), eq(walletAccounts.code, a.code))
        : and(eq(walletAccounts.memberId, a.memberId), eq(walletAccounts.code, a.code)),
    );
    return db.select({ id: walletAccounts.id, memberId: walletAccounts.memberId, code: walletAccounts.code }).from(walletAccounts).where(or(...conditions));
  };
  let rows = await select();
  if (rows.length < wanted.size) {
    const have = new Set(rows.map((r) => accountKey(brandId, r.memberId, r.code)));
    const missing = [...wanted.entries()].filter(([key]) => !have.has(key)).map(([, a]) => ({ brandId, memberId: a.memberId, code: a.code }));
    // the two partial unique indexes settle a race between two first movements
    await db.insert(walletAccounts).values(missing).onConflictDoNothing();
    rows = await select();
  }
  for (const row of rows) {
    const key = accountKey(brandId, row.memberId, row.code);
    ids.set(key, row.id);
    cache?.set(key, row.id);
  }
  return ids;
}

async function existingTransaction(tx: Db, memberId: number, idempotencyKey: string, kind: string, fingerprint?: string): Promise<PostedTransaction> {
  const [first] = await tx
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.idempotencyKey, idempotencyKey)));
  if (!first) throw new Error('idempotency key conflict without a row');
  if (first.kind !== kind || (fingerprint !== undefined && first.fingerprint !== fingerprint)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { transactionId: first.id });
  }
  return { transactionId: first.id, duplicate: true, entries: await entriesOf(tx, first.id) };
}

async function entriesOf(tx: Db, transactionId: number): Promise<PostedEntry[]> {
  return tx
    .select({ memberId: ledgerEntries.memberId, wallet: ledgerEntries.wallet, amountMinor: ledgerEntries.amountMinor, balanceAfterMinor: ledgerEntries.balanceAfterMinor })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));
}

/** The marker the posting statement fails with when a member wallet would go below 0 (followed by the account id). */
const FLOOR_MARKER = 'LEDGER_FLOOR_ACCOUNT:';

/**
 * Runs a raw statement as a named prepared statement (node-postgres prepares it once per connection and reuses the
 * plan; PGlite runs it as usual). The name must always go with the same text. Drizzle offers .prepare(name) on its
 * query builders only, so this goes through the session drizzle itself uses for db.execute.
 */
function executeNamed(db: Db, name: string, statement: SQL) {
  const internals = db as unknown as {
    session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
    dialect: { sqlToQuery(statement: SQL): unknown };
  };
  return internals.session.prepareQuery(internals.dialect.sqlToQuery(statement), undefined, name, false).execute();
}

function floorAccountOf(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const match = new RegExp(`${FLOOR_MARKER}(\\d+)`).exec((current as { message?: string }).message ?? '');
    if (match) return Number(match[1]);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The whole movement as ONE statement (atomic on its own, one round trip): insert the transaction row unless its key
 * exists, lock the member wallets in id order, apply the guarded balance changes, insert the entries, and fail the
 * statement (rolling all of it back) when a guard refused a leg.
 */
function postingStatement(input: PostTransactionInput, legs: Array<Leg & { accountId: number }>) {
  const memberLegs = legs.filter((l) => l.memberId !== null).length;
  // the legs travel as five arrays, so the statement's text is the same for every movement: prepared once per
  // connection on PostgreSQL (planning this statement costs about as much as running it)
  const column = (values: unknown[]) => sql.param(values);
  const values = sql`select * from unnest(${column(legs.map((_, i) => i))}::int[], ${column(legs.map((l) => l.accountId))}::int[], ${column(
    legs.map((l) => l.memberId),
  )}::int[], ${column(legs.map((l) => l.code))}::text[], ${column(legs.map((l) => l.amountMinor))}::bigint[])`;
  return sql`
    with tx as (
      insert into ledger_transactions (brand_id, member_id, kind, idempotency_key, fingerprint, reference, meta)
      values (${input.brandId}, ${input.memberId}, ${input.kind}, ${input.idempotencyKey}, ${input.fingerprint ?? null}, ${input.reference ?? null}, ${JSON.stringify(input.meta ?? {})}::jsonb)
      on conflict (member_id, idempotency_key) do nothing
      returning id, created_at
    ),
    legs (ord, account_id, member_id, code, amount) as (${values}),
    locked as (
      select a.id from wallet_accounts a
      where a.id in (select l.account_id from legs l where l.member_id is not null) and exists (select 1 from tx)
      order by a.id
      for update
    ),
    moved as (
      update wallet_accounts a
      set balance_minor = a.balance_minor + l.amount, updated_at = now()
      from legs l
      where l.account_id = a.id and l.member_id is not null and a.balance_minor + l.amount >= 0
        and exists (select 1 from tx) and (select count(*) from locked) >= 0
      returning a.id, a.balance_minor
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, member_id, brand_id, kind, wallet, amount_minor, balance_after_minor, created_at)
      select tx.id, l.account_id, l.member_id, ${input.brandId}, ${input.kind}, l.code, l.amount, m.balance_minor, tx.created_at
      from tx cross join legs l left join moved m on m.id = l.account_id
      order by l.ord
      returning id
    )
    select
      (select id from tx) as transaction_id,
      (select count(*) from entries) as entry_count,
      (select coalesce(json_agg(json_build_object('id', m.id, 'balance', m.balance_minor)), '[]'::json) from moved m) as balances,${
        input.readMemberWallets
          ? // one snapshot for the whole statement: the wallets read here are before the update, so moved rows win
            sql`
      (select coalesce(json_agg(json_build_object('code', a.code, 'balance', coalesce(m.balance_minor, a.balance_minor)) order by a.id), '[]'::json)
        from wallet_accounts a left join moved m on m.id = a.id where a.member_id = ${input.memberId}) as member_wallets,
      ${heldMinorSql(input.memberId)} as held_minor,`
          : sql``
      }
      case when exists (select 1 from tx) and (select count(*) from moved) < ${memberLegs}::int
        then cast(${FLOOR_MARKER}::text || (select min(l.account_id) from legs l where l.member_id is not null and l.account_id not in (select id from moved))::text as int)
        else 0 end as floor_check`;
}

/**
 * Posts one balanced, idempotent ledger transaction with any number of legs (the general form; most callers want
 * postEntry or the bet helpers). Throws INSUFFICIENT_BALANCE (value { memberId, wallet, availableMinor }) when a
 * member wallet would go below 0; nothing is written then. Inside the caller's transaction it runs in a savepoint,
 * so the caller may catch that error and go on.
 */
export async function postTransaction(db: Db, input: PostTransactionInput): Promise<PostedTransaction> {
  assertBalanced(input.legs);
  const ids = await accountIds(db, input.brandId, input.legs);
  const legs = input.legs.map((leg) => ({ ...leg, accountId: ids.get(accountKey(input.brandId, leg.memberId, leg.code))! }));
  const run = async (executor: Db) => {
    const statement = postingStatement(input, legs);
    const result = (await executeNamed(executor, input.readMemberWallets ? 'ledger_post_with_wallets' : 'ledger_post', statement)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return result.rows[0]!;
  };
  let row: Record<string, unknown>;
  try {
    row = inTransaction(db) ? await db.transaction((tx) => run(tx)) : await run(db);
  } catch (error) {
    const accountId = floorAccountOf(error);
    if (accountId === null) throw error;
    const leg = legs.find((l) => l.accountId === accountId)!;
    const [current] = await db.select({ balanceMinor: walletAccounts.balanceMinor }).from(walletAccounts).where(eq(walletAccounts.id, accountId));
    throw new AppError('INSUFFICIENT_BALANCE', { memberId: leg.memberId, wallet: leg.code, availableMinor: current?.balanceMinor ?? 0 });
  }
  if (row.transaction_id === null || row.transaction_id === undefined) {
    return existingTransaction(db, input.memberId, input.idempotencyKey, input.kind, input.fingerprint);
  }
  const balances = new Map(
    (typeof row.balances === 'string' ? (JSON.parse(row.balances) as Array<{ id: number; balance: number | string }>) : (row.balances as Array<{ id: number; balance: number | string }>)).map(
      (b) => [Number(b.id), Number(b.balance)],
    ),
  );
  const parse = <T>(value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
  const memberWallets = input.readMemberWallets
    ? {
        wallets: parse<Array<{ code: string; balance: number | string }>>(row.member_wallets).map((w) => ({ code: w.code, balanceMinor: Number(w.balance) })),
        heldMinor: Number(row.held_minor),
      }
    : undefined;
  return {
    transactionId: Number(row.transaction_id),
    duplicate: false,
    ...(memberWallets ? { memberWallets } : {}),
    entries: legs.map((leg) => ({
      memberId: leg.memberId,
      wallet: leg.code,
      amountMinor: leg.amountMinor,
      balanceAfterMinor: leg.memberId === null ? null : (balances.get(leg.accountId) ?? null),
    })),
  };
}

export interface PostEntryInput {
  brandId: string;
  memberId: number;
  /** deposit, bonus, rebate, salary, dividend, points or adjustment */
  kind: 'deposit' | 'bonus' | 'rebate' | 'salary' | 'dividend' | 'points' | 'adjustment';
  /** positive credits the member wallet, negative debits it (e.g. points bought with balance) */
  amountMinor: number;
  /** MAIN (default) or a vendor code */
  wallet?: string;
  idempotencyKey: string;
  reference?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * The simple movement: credits (or debits) one member wallet against the kind's house account
 * (deposit: DEPOSITS_CLEARING, bonus: BONUS_EXPENSE, rebate: REBATE_EXPENSE, salary, dividend, points, adjustment).
 * Returns the member wallet's new balance.
 */
export async function postEntry(db: Db, input: PostEntryInput): Promise<PostedTransaction & { balanceMinor: number }> {
  const house = houseAccountOfKind[input.kind];
  if (!house) throw new Error(`postEntry does not handle kind ${input.kind}`);
  const wallet = input.wallet ?? MAIN_WALLET;
  const posted = await postTransaction(db, {
    brandId: input.brandId,
    memberId: input.memberId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    fingerprint: `${wallet}:${input.amountMinor}`,
    reference: input.reference,
    meta: input.meta,
    legs: [
      { memberId: input.memberId, code: wallet, amountMinor: input.amountMinor },
      { memberId: null, code: house, amountMinor: -input.amountMinor },
    ],
  });
  return { ...posted, balanceMinor: memberBalanceAfter(posted, input.memberId, wallet) };
}

/** A member wallet's balance after a posting, read from its entries. */
export function memberBalanceAfter(posted: PostedTransaction, memberId: number, wallet: string) {
  return posted.entries.find((e) => e.memberId === memberId && e.wallet === wallet)?.balanceAfterMinor ?? 0;
}
