import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * The money figures that signal trouble (a run of wins, of withdrawals, deposits stopping), for the operators'
 * metrics: per brand and ledger kind, the members' transactions of the last 24 hours and what they moved in the
 * members' wallets (minor units, as positive amounts: a bet of 1.00 is 100, however many wallets paid its stake).
 *
 * Read from the ledger at scrape time, so every server process reports the same figures. One statement over the
 * window's entries only (migration 0025's BRIN index on created_at: the ledger is append-only, so its pages follow
 * time) under a statement timeout, so a scrape never holds a connection long.
 */
export const MONEY_FIGURE_KINDS = ['deposit', 'withdrawal_hold', 'bet', 'win', 'adjustment'] as const;

export async function moneyFiguresLast24h(db: Db, timeoutMs = 2_000) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`));
    const result = await tx.execute(sql`
      select e.brand_id, e.kind, count(distinct e.transaction_id)::int as transactions, coalesce(sum(abs(e.amount_minor)), 0)::bigint as amount
      from ledger_entries e
      where e.created_at >= now() - interval '24 hours' and e.member_id is not null
        and e.kind in (${sql.join(
          MONEY_FIGURE_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
      group by e.brand_id, e.kind`);
    const rows = (result as unknown as { rows: Array<{ brand_id: string; kind: string; transactions: number; amount: string | number }> }).rows;
    return rows.map((r) => ({ brandId: r.brand_id, kind: r.kind, transactions: Number(r.transactions), amountMinor: Number(r.amount) }));
  });
}
