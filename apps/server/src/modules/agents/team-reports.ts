/**
 * The agent centre's server-paginated reports over the downline: bets, profit and loss per member, account records
 * (downline transactions) and the agent's own income. Each reads only rows of members in the agent's downline
 * (joined through agent_downline); a member named by the caller is checked first (FORBIDDEN outside it).
 */
import type { GameType } from '@app/contract/system';
import { betStatusSchema, ledgerKindSchema, type LedgerKind } from '@app/contract/wallet';
import type { MemberType } from '@app/contract/session';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { type Agent, downlineMember } from './team-downline';
import { moneyIn, num, rowsOf } from './team-money';
import { INCOME_KINDS } from './team-overview';
import { dateOfDay, type ResolvedPeriod } from './team-periods';
import { figureSums, memberFiguresOf } from './team-tree';

type Page = { pageNo: number; pageSize: number };
const ms = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());
const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/** The downline members a report covers: the one named (checked), or all of them. */
async function memberFilter(db: Db, agent: Agent, column: SQL, username: string | undefined) {
  if (username) {
    const member = await downlineMember(db, agent, { username });
    return sql`${column} = ${member.id}`;
  }
  return sql`exists (select 1 from agent_downline d where d.ancestor_id = ${agent.id} and d.member_id = ${column})`;
}

/** Bets of the downline placed in the period, newest first, with totals of all matching bets. */
export async function teamBets(
  db: Db,
  agent: Agent,
  query: Page & { username?: string; gameType?: GameType; status?: 'open' | 'settled' | 'cancelled' },
  period: ResolvedPeriod,
  digits: number,
) {
  const money = moneyIn(digits);
  const where = sql.join(
    [
      await memberFilter(db, agent, sql`b.member_id`, query.username),
      sql`b.placed_at >= ${period.start.toISOString()}::timestamptz and b.placed_at < ${period.end.toISOString()}::timestamptz`,
      ...(query.gameType ? [sql`b.game_type = ${query.gameType}`] : []),
      ...(query.status ? [sql`b.status = ${query.status}`] : []),
    ],
    sql` and `,
  );
  const [rows, totals] = await Promise.all([
    rowsOf(db, sql`
      select b.*, m.username from bets b join members m on m.id = b.member_id
      where ${where} order by b.placed_at desc, b.id desc limit ${query.pageSize} offset ${offsetOf(query)}`),
    rowsOf(db, sql`
      select count(*)::int as n,
        coalesce(sum(case when b.status <> 'cancelled' then b.stake_minor else 0 end), 0)::bigint as stake,
        coalesce(sum(b.valid_bet_minor), 0)::bigint as valid,
        coalesce(sum(case when b.status = 'settled' then b.payout_minor else 0 end), 0)::bigint as payout,
        coalesce(sum(case when b.status = 'settled' then b.payout_minor - b.stake_minor else 0 end), 0)::bigint as profit
      from bets b where ${where}`),
  ]);
  const t = totals[0]!;
  return {
    period: period.value,
    list: rows.map((b) => {
      const status = betStatusSchema.parse(b.status);
      return {
        id: num(b.id),
        username: String(b.username),
        vassalage: String(b.vendor),
        gameType: String(b.game_type),
        gameCode: String(b.game_code),
        gameName: String(b.game_name),
        ...money('stake', num(b.stake_minor)),
        ...money('validBet', num(b.valid_bet_minor)),
        ...money('payout', num(b.payout_minor)),
        ...money('profit', status === 'settled' ? num(b.payout_minor) - num(b.stake_minor) : 0),
        status,
        placedAt: ms(b.placed_at)!,
        settledAt: ms(b.settled_at),
      };
    }),
    totals: { count: num(t.n), ...money('stake', num(t.stake)), ...money('validBet', num(t.valid)), ...money('payout', num(t.payout)), ...money('profit', num(t.profit)) },
    ...pageOf(query, num(t.n)),
  };
}

const orderColumn = { validBet: 'valid', profit: 'profit', deposit: 'deposit' } as const;

/** Profit and loss per member of the downline for the period (members with any figure), largest first, and totals. */
export async function teamProfitLoss(db: Db, agent: Agent, query: Page & { username?: string; sort: keyof typeof orderColumn }, period: ResolvedPeriod, digits: number) {
  const members = await memberFilter(db, agent, sql`a.member_id`, query.username);
  const where = sql`${members} and a.day between ${dateOfDay(period.firstDay)}::date and ${dateOfDay(period.lastDay)}::date`;
  const [rows, totals] = await Promise.all([
    rowsOf(db, sql`
      select a.member_id, m.username, m.type, d.depth, ${figureSums}, coalesce(sum(payout_minor - stake_minor), 0)::bigint as profit
      from agent_member_daily a join members m on m.id = a.member_id
        join agent_downline d on d.member_id = a.member_id and d.ancestor_id = ${agent.id}
      where ${where}
      group by a.member_id, m.username, m.type, d.depth
      order by ${sql.raw(orderColumn[query.sort])} desc, a.member_id
      limit ${query.pageSize} offset ${offsetOf(query)}`),
    rowsOf(db, sql`select ${figureSums}, count(distinct a.member_id)::int as members from agent_member_daily a where ${where}`),
  ]);
  const t = totals[0]!;
  return {
    period: period.value,
    list: rows.map((r) => ({ memberId: num(r.member_id), username: String(r.username), type: num(r.type) as MemberType, level: num(r.depth), ...memberFiguresOf(r, digits) })),
    totals: memberFiguresOf(t, digits),
    ...pageOf(query, num(t.members)),
  };
}

/** The downline's account records (ledger entries of member wallets) in the period, newest first. */
export async function teamTransactions(db: Db, agent: Agent, query: Page & { username?: string; kind?: LedgerKind[] }, period: ResolvedPeriod, digits: number) {
  const money = moneyIn(digits);
  const where = sql.join(
    [
      await memberFilter(db, agent, sql`e.member_id`, query.username),
      sql`e.created_at >= ${period.start.toISOString()}::timestamptz and e.created_at < ${period.end.toISOString()}::timestamptz`,
      ...(query.kind?.length ? [sql`e.kind in (${sql.join(query.kind.map((k) => sql`${k}`), sql`, `)})`] : []),
    ],
    sql` and `,
  );
  const [rows, totals] = await Promise.all([
    rowsOf(db, sql`
      select e.id, e.transaction_id, e.member_id, m.username, e.kind, e.wallet, e.amount_minor, e.balance_after_minor, t.reference, e.created_at
      from ledger_entries e join members m on m.id = e.member_id join ledger_transactions t on t.id = e.transaction_id
      where ${where} order by e.created_at desc, e.id desc limit ${query.pageSize} offset ${offsetOf(query)}`),
    rowsOf(db, sql`
      select count(*)::int as n, coalesce(sum(case when e.amount_minor > 0 then e.amount_minor else 0 end), 0)::bigint as total_in,
        coalesce(sum(case when e.amount_minor < 0 then e.amount_minor else 0 end), 0)::bigint as total_out
      from ledger_entries e where ${where}`),
  ]);
  const t = totals[0]!;
  return {
    period: period.value,
    list: rows.map((e) => ({
      id: num(e.id),
      transactionId: num(e.transaction_id),
      memberId: num(e.member_id),
      username: String(e.username),
      kind: ledgerKindSchema.catch('adjustment').parse(e.kind),
      wallet: String(e.wallet),
      ...money('amount', num(e.amount_minor)),
      ...money('balanceAfter', num(e.balance_after_minor)),
      reference: (e.reference as string | null) ?? null,
      createdAt: ms(e.created_at)!,
    })),
    ...money('totalIn', num(t.total_in)),
    ...money('totalOut', num(t.total_out)),
    ...pageOf(query, num(t.n)),
  };
}

/** What the agent received as salary and dividend in the period, newest first, with the contract of each and totals per kind. */
export async function myIncome(db: Db, agent: Agent, query: Page & { kind?: 'salary' | 'dividend' }, period: ResolvedPeriod, digits: number) {
  const money = moneyIn(digits);
  const kinds = query.kind ? [query.kind] : [...INCOME_KINDS];
  const where = sql`e.member_id = ${agent.id} and e.amount_minor > 0 and e.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
    and e.created_at >= ${period.start.toISOString()}::timestamptz and e.created_at < ${period.end.toISOString()}::timestamptz`;
  const [rows, totals] = await Promise.all([
    rowsOf(db, sql`
      select e.id, e.transaction_id, e.kind, e.amount_minor, t.reference, t.meta ->> 'contractId' as contract_id, e.created_at
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where ${where} order by e.created_at desc, e.id desc limit ${query.pageSize} offset ${offsetOf(query)}`),
    rowsOf(db, sql`
      select count(*)::int as n, coalesce(sum(e.amount_minor) filter (where e.kind = 'salary'), 0)::bigint as salary,
        coalesce(sum(e.amount_minor) filter (where e.kind = 'dividend'), 0)::bigint as dividend
      from ledger_entries e where ${where}`),
  ]);
  const t = totals[0]!;
  const contractIdOf = (value: unknown) => (value !== null && value !== undefined && /^\d+$/.test(String(value)) ? Number(value) : null);
  return {
    period: period.value,
    list: rows.map((e) => ({
      id: num(e.id),
      transactionId: num(e.transaction_id),
      kind: e.kind === 'dividend' ? ('dividend' as const) : ('salary' as const),
      ...money('amount', num(e.amount_minor)),
      reference: (e.reference as string | null) ?? null,
      contractId: contractIdOf(e.contract_id),
      createdAt: ms(e.created_at)!,
    })),
    totals: { ...money('salary', num(t.salary)), ...money('dividend', num(t.dividend)), ...money('total', num(t.salary) + num(t.dividend)) },
    ...pageOf(query, num(t.n)),
  };
}
