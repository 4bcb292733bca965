import { betStatusSchema, ledgerKindSchema } from '@app/contract/wallet';
import { minorToMajor } from '@app/contract/money';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { zoneLiteral } from '../content/brand-clock';

type Range = { start: Date; end: Date };
type Page = { pageNo: number; pageSize: number };

const num = (v: string | number | null | undefined) => Number(v ?? 0);
function totalsOf(row: { count?: number; stake?: string | number; payout?: string | number; profit?: string | number } | undefined, digits: number) {
  const stakeMinor = num(row?.stake);
  const payoutMinor = num(row?.payout);
  const profitMinor = num(row?.profit);
  return { count: row?.count ?? 0, stakeMinor, payoutMinor, profitMinor, stake: minorToMajor(stakeMinor, digits), payout: minorToMajor(payoutMinor, digits), profit: minorToMajor(profitMinor, digits) };
}

/** Betting records: stake counts for open and settled bets, payout and profit (payout - stake) for settled ones. `digits`: the brand's currency's. */
export async function listBetRecords(db: Db, memberId: number, query: Page & { vassalage?: string; gameType?: string; status?: string }, range: Range, digits: number) {
  const where = and(
    eq(bets.memberId, memberId),
    gte(bets.placedAt, range.start),
    lt(bets.placedAt, range.end),
    query.vassalage ? eq(bets.vendor, query.vassalage) : undefined,
    query.gameType ? eq(bets.gameType, query.gameType) : undefined,
    query.status ? eq(bets.status, query.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(bets).where(where).orderBy(desc(bets.placedAt), desc(bets.id)).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db
      .select({
        count: count(),
        stake: sql<string>`coalesce(sum(case when ${bets.status} <> 'cancelled' then ${bets.stakeMinor} else 0 end), 0)`,
        payout: sql<string>`coalesce(sum(case when ${bets.status} = 'settled' then ${bets.payoutMinor} else 0 end), 0)`,
        profit: sql<string>`coalesce(sum(case when ${bets.status} = 'settled' then ${bets.payoutMinor} - ${bets.stakeMinor} else 0 end), 0)`,
      })
      .from(bets)
      .where(where),
  ]);
  return {
    list: rows.map((b) => {
      const profitMinor = b.status === 'settled' ? b.payoutMinor - b.stakeMinor : 0;
      return {
        id: b.id,
        vassalage: b.vendor,
        gameType: b.gameType,
        gameCode: b.gameCode,
        gameName: b.gameName,
        stake: minorToMajor(b.stakeMinor, digits),
        stakeMinor: b.stakeMinor,
        payout: minorToMajor(b.payoutMinor, digits),
        payoutMinor: b.payoutMinor,
        profit: minorToMajor(profitMinor, digits),
        profitMinor,
        status: betStatusSchema.parse(b.status),
        placedAt: b.placedAt.getTime(),
        settledAt: b.settledAt?.getTime() ?? null,
      };
    }),
    totals: totalsOf(totals, digits),
    ...pageOf(query, totals?.count ?? 0),
  };
}

/** Account records: the member's ledger entries (every wallet), newest first. */
export async function listAccountRecords(db: Db, memberId: number, query: Page & { kind?: string[]; wallet?: string }, range: Range, digits: number) {
  const where = and(
    eq(ledgerEntries.memberId, memberId),
    gte(ledgerEntries.createdAt, range.start),
    lt(ledgerEntries.createdAt, range.end),
    query.kind?.length ? inArray(ledgerEntries.kind, query.kind) : undefined,
    query.wallet ? eq(ledgerEntries.wallet, query.wallet) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        kind: ledgerEntries.kind,
        wallet: ledgerEntries.wallet,
        amountMinor: ledgerEntries.amountMinor,
        balanceAfterMinor: ledgerEntries.balanceAfterMinor,
        createdAt: ledgerEntries.createdAt,
        reference: ledgerTransactions.reference,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({
        count: count(),
        totalIn: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} > 0 then ${ledgerEntries.amountMinor} else 0 end), 0)`,
        totalOut: sql<string>`coalesce(sum(case when ${ledgerEntries.amountMinor} < 0 then ${ledgerEntries.amountMinor} else 0 end), 0)`,
      })
      .from(ledgerEntries)
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      transactionId: r.transactionId,
      kind: ledgerKindSchema.parse(r.kind),
      wallet: r.wallet,
      amount: minorToMajor(r.amountMinor, digits),
      amountMinor: r.amountMinor,
      balanceAfter: minorToMajor(r.balanceAfterMinor ?? 0, digits),
      balanceAfterMinor: r.balanceAfterMinor ?? 0,
      reference: r.reference,
      createdAt: r.createdAt.getTime(),
    })),
    totalInMinor: num(totals?.totalIn),
    totalOutMinor: num(totals?.totalOut),
    ...pageOf(query, totals?.count ?? 0),
  };
}

/** Personal profit and loss of settled bets by the brand's day, week (from Monday) or month: the days its agent sees. */
export async function profitLossReport(db: Db, memberId: number, query: { period: 'day' | 'week' | 'month' }, range: Range, brand: { timeZone: string; digits: number }) {
  const { timeZone, digits } = brand;
  const local = sql`${bets.placedAt} at time zone ${zoneLiteral(timeZone)}`;
  const period = sql<string>`to_char(date_trunc(${query.period}::text, ${local}), 'YYYY-MM-DD')`;
  const where = and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gte(bets.placedAt, range.start), lt(bets.placedAt, range.end));
  const rows = await db
    .select({
      period,
      count: count(),
      stake: sql<string>`coalesce(sum(${bets.stakeMinor}), 0)`,
      payout: sql<string>`coalesce(sum(${bets.payoutMinor}), 0)`,
    })
    .from(bets)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  let all = { count: 0, stake: 0, payout: 0 };
  const list = rows.map((r) => {
    const stakeMinor = num(r.stake);
    const payoutMinor = num(r.payout);
    all = { count: all.count + r.count, stake: all.stake + stakeMinor, payout: all.payout + payoutMinor };
    const profitMinor = payoutMinor - stakeMinor;
    return { period: r.period, betCount: r.count, stakeMinor, payoutMinor, profitMinor, stake: minorToMajor(stakeMinor, digits), payout: minorToMajor(payoutMinor, digits), profit: minorToMajor(profitMinor, digits) };
  });
  return { list, totals: totalsOf({ count: all.count, stake: all.stake, payout: all.payout, profit: all.payout - all.stake }, digits) };
}

/** Bonus details: the member's bonus entries. */
export async function listBonusDetails(db: Db, memberId: number, query: Page, range: Range, digits: number) {
  const where = and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'bonus'), gte(ledgerEntries.createdAt, range.start), lt(ledgerEntries.createdAt, range.end));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amountMinor: ledgerEntries.amountMinor,
        createdAt: ledgerEntries.createdAt,
        reference: ledgerTransactions.reference,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ count: count(), total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` }).from(ledgerEntries).where(where),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, kind: ledgerKindSchema.parse(r.kind), amount: minorToMajor(r.amountMinor, digits), amountMinor: r.amountMinor, reference: r.reference, createdAt: r.createdAt.getTime() })),
    totalMinor: num(totals?.total),
    ...pageOf(query, totals?.count ?? 0),
  };
}
