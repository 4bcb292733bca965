/**
 * Many house-funded credits in one statement (the agent contracts' settlement pays 10,000 salaries in seconds; a
 * postEntry per salary would take a round trip each). The ledger's invariants hold as in posting.ts: one ledger
 * transaction per credit (unique per member and idempotency key: a key used before moves nothing and is reported as a
 * duplicate), two balanced entries (member MAIN +x, the kind's house account -x), member wallets changed with their
 * rows locked in id order, balance_after of each entry from the running balance.
 */
import { MAIN_WALLET } from '@app/contract/wallet';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { houseAccounts } from './posting';

export interface HouseCredit {
  brandId: string;
  memberId: number;
  amountMinor: number;
  idempotencyKey: string;
  reference: string | null;
  meta: Record<string, unknown>;
}

const houseOfKind = { salary: houseAccounts.SALARY_EXPENSE, dividend: houseAccounts.DIVIDEND_EXPENSE } as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Credits each member's MAIN wallet from the kind's house account. Returns the transaction of every credit posted now
 * (by idempotency key); keys used before are left out. Run it inside the caller's transaction to tie the credits to
 * the caller's own rows.
 */
export async function postHouseCredits(db: Db, kind: 'salary' | 'dividend', credits: HouseCredit[]): Promise<Map<string, number>> {
  const posted = new Map<string, number>();
  if (!credits.length) return posted;
  const keys = new Set<string>();
  for (const c of credits) {
    if (!Number.isSafeInteger(c.amountMinor) || c.amountMinor <= 0) throw new Error(`a credit must be a positive integer of minor units: ${c.amountMinor}`);
    if (keys.has(`${c.memberId}:${c.idempotencyKey}`)) throw new Error(`one idempotency key twice in a batch: ${c.idempotencyKey}`);
    keys.add(`${c.memberId}:${c.idempotencyKey}`);
  }
  const house = houseOfKind[kind];
  const json = JSON.stringify(credits.map((c) => ({ brand_id: c.brandId, member_id: c.memberId, amount: c.amountMinor, key: c.idempotencyKey, reference: c.reference, meta: c.meta })));
  // the wallets and house accounts the credits touch (created empty when missing, as the ledger does)
  await db.execute(sql`
    insert into wallet_accounts (brand_id, member_id, code)
    select distinct v.brand_id, v.member_id, ${MAIN_WALLET}::text from jsonb_to_recordset(${json}::jsonb) as v(brand_id text, member_id int)
    union all
    select distinct v.brand_id, null::int, ${house}::text from jsonb_to_recordset(${json}::jsonb) as v(brand_id text)
    on conflict do nothing`);
  const result = await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v(brand_id text, member_id int, amount bigint, key text, reference text, meta jsonb)
    ),
    tx as (
      insert into ledger_transactions (brand_id, member_id, kind, idempotency_key, fingerprint, reference, meta)
      select v.brand_id, v.member_id, ${kind}, v.key, ${MAIN_WALLET} || ':' || v.amount::text, v.reference, coalesce(v.meta, '{}'::jsonb) from v
      on conflict (member_id, idempotency_key) do nothing
      returning id, brand_id, member_id, idempotency_key, created_at
    ),
    credited as (
      select tx.*, v.amount from tx join v on v.member_id = tx.member_id and v.key = tx.idempotency_key
    ),
    per_member as (
      select member_id, sum(amount)::bigint as amount from credited group by member_id
    ),
    locked as (
      select a.id from wallet_accounts a join per_member p on a.member_id = p.member_id and a.code = ${MAIN_WALLET}
      order by a.id
      for update of a
    ),
    moved as (
      update wallet_accounts a set balance_minor = a.balance_minor + p.amount, updated_at = now()
      from per_member p where a.member_id = p.member_id and a.code = ${MAIN_WALLET} and (select count(*) from locked) >= 0
      returning a.id, a.member_id, a.balance_minor
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, member_id, brand_id, kind, wallet, amount_minor, balance_after_minor, created_at)
      select c.id, m.id, c.member_id, c.brand_id, ${kind}, ${MAIN_WALLET}, c.amount,
        -- the running balance: the final balance less the member's later credits of this statement
        m.balance_minor - coalesce(sum(c.amount) over (partition by c.member_id order by c.id desc rows between unbounded preceding and 1 preceding), 0),
        c.created_at
      from credited c join moved m on m.member_id = c.member_id
      union all
      select c.id, h.id, null, c.brand_id, ${kind}, h.code, -c.amount, null, c.created_at
      from credited c join wallet_accounts h on h.member_id is null and h.brand_id = c.brand_id and h.code = ${house}
      returning 1
    )
    select (select count(*) from entries)::int as entries, (select count(*) from moved)::int as moved,
      (select count(*) from per_member)::int as members,
      (select coalesce(json_agg(json_build_object('key', c.idempotency_key, 'member', c.member_id, 'id', c.id)), '[]'::json) from credited c) as credited`);
  const row = rowsOf<{ entries: number; moved: number; members: number; credited: unknown }>(result)[0]!;
  const list = (typeof row.credited === 'string' ? JSON.parse(row.credited) : row.credited) as Array<{ key: string; member: number; id: number | string }>;
  // a missing wallet or house account would leave a leg out: fail (the caller's transaction rolls back) rather than unbalance
  if (Number(row.entries) !== 2 * list.length || Number(row.moved) !== Number(row.members)) {
    throw new Error(`house credits incomplete: ${JSON.stringify({ entries: row.entries, moved: row.moved, credits: list.length })}`);
  }
  for (const c of list) posted.set(`${c.member}:${c.key}`, Number(c.id));
  return posted;
}
