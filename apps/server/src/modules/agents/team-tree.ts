/**
 * The downline as a tree (a node's direct members, page by page), the search by username within it, and one
 * member's summary. Every node named by the caller is checked to be in its downline first (team-downline.ts).
 */
import type { TeamMemberValue, TeamNode } from '@app/contract/agents';
import type { MemberType } from '@app/contract/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { type Agent, downlineMember, requireInDownline } from './team-downline';
import { moneyIn, num, rowsOf } from './team-money';
import { dateOfDay, dayOf, type ResolvedPeriod } from './team-periods';

type Page = { pageNo: number; pageSize: number };
type Row = Record<string, unknown>;

/** "Active": a settled bet in the last 7 days. */
const ACTIVE_DAYS = 7;

const ms = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/** The node's columns: m is the member, u its upline. */
function nodeColumns(timeZone: string) {
  const activeSince = dateOfDay(dayOf(Date.now(), timeZone) - ACTIVE_DAYS + 1);
  return sql`m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at, m.upline_id, u.username as upline_account,
    (select coalesce(sum(w.balance_minor), 0) from wallet_accounts w where w.member_id = m.id and w.code not like 'BONUS:%') as balance,
    (select count(*) from members c where c.upline_id = m.id)::int as child_count,
    exists (select 1 from agent_member_daily a where a.member_id = m.id and a.day >= ${activeSince}::date and a.bet_count > 0) as active,
    exists (select 1 from login_lock_events l where l.brand_id = m.brand_id and l.username = m.username and l.scope = 'account' and l.locked_until > now()) as locked`;
}

function nodeOf(row: Row, level: number, digits: number): TeamNode {
  const money = moneyIn(digits);
  return {
    id: num(row.id),
    username: String(row.username),
    nickname: String(row.nickname),
    type: num(row.type) as MemberType,
    level,
    status: row.locked ? 'locked' : row.active ? 'active' : 'inactive',
    ...money('balance', num(row.balance)),
    lastLoginAt: ms(row.last_login_at),
    registeredAt: ms(row.created_at)!,
    childCount: num(row.child_count),
    uplineId: num(row.upline_id),
    uplineAccount: String(row.upline_account),
  };
}

/** The direct members of a node: the agent itself (level 0) or a member of its downline (`brand`: its clock and currency's decimals). */
export async function teamTree(db: Db, agent: Agent, parentId: number | undefined, page: Page, brand: { timeZone: string; digits: number }) {
  const { timeZone, digits } = brand;
  const parent = parentId ?? agent.id;
  const level = parent === agent.id ? 0 : await requireInDownline(db, agent.id, parent);
  const [rows, counted, parentRow] = await Promise.all([
    rowsOf(db, sql`
      select ${nodeColumns(timeZone)} from members m join members u on u.id = m.upline_id
      where m.upline_id = ${parent}
      order by m.id limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`),
    rowsOf(db, sql`select count(*)::int as n from members where upline_id = ${parent}`),
    rowsOf(db, sql`select username from members where id = ${parent}`),
  ]);
  return {
    parent: { id: parent, username: String(parentRow[0]!.username), level },
    list: rows.map((row) => nodeOf(row, level + 1, digits)),
    ...pageOf(page, num(counted[0]!.n)),
  };
}

/** Escapes LIKE's wildcards in a user's text. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members of the downline whose username contains the text, nearest levels first, each with its path from the agent. */
export async function teamSearch(db: Db, agent: Agent, text: string, page: Page, brand: { timeZone: string; digits: number }) {
  const { timeZone, digits } = brand;
  const pattern = `%${likeText(text.trim().toLowerCase())}%`;
  const where = sql`c.ancestor_id = ${agent.id} and m.username like ${pattern} escape '\\'`;
  const [rows, counted] = await Promise.all([
    rowsOf(db, sql`
      select ${nodeColumns(timeZone)}, c.depth,
        (select coalesce(array_agg(a.username order by d2.depth desc), '{}') from agent_downline d2 join members a on a.id = d2.ancestor_id
          where d2.member_id = m.id and d2.depth < c.depth) as path
      from agent_downline c join members m on m.id = c.member_id join members u on u.id = m.upline_id
      where ${where}
      order by c.depth, m.username limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`),
    rowsOf(db, sql`select count(*)::int as n from agent_downline c join members m on m.id = c.member_id where ${where}`),
  ]);
  return {
    list: rows.map((row) => ({ ...nodeOf(row, num(row.depth), digits), path: (row.path as string[]) ?? [] })),
    ...pageOf(page, num(counted[0]!.n)),
  };
}

/** Sums of agent_member_daily rows as the columns memberFiguresOf reads. */
export const figureSums = sql`coalesce(sum(bet_count), 0)::int as bet_count, coalesce(sum(stake_minor), 0)::bigint as stake, coalesce(sum(valid_bet_minor), 0)::bigint as valid,
  coalesce(sum(payout_minor), 0)::bigint as payout, coalesce(sum(deposit_count), 0)::int as deposit_count, coalesce(sum(deposit_minor), 0)::bigint as deposit,
  coalesce(sum(withdrawal_count), 0)::int as withdrawal_count, coalesce(sum(withdrawal_minor), 0)::bigint as withdrawal`;

/** A member's figures from its daily rows (bets by settlement day, deposits by payment, withdrawals by payout). */
export function memberFiguresOf(row: Row, digits: number) {
  const money = moneyIn(digits);
  return {
    betCount: num(row.bet_count),
    ...money('stake', num(row.stake)),
    ...money('validBet', num(row.valid)),
    ...money('payout', num(row.payout)),
    ...money('profit', num(row.payout) - num(row.stake)),
    depositCount: num(row.deposit_count),
    ...money('deposit', num(row.deposit)),
    withdrawalCount: num(row.withdrawal_count),
    ...money('withdrawal', num(row.withdrawal)),
  };
}

/** One member of the downline: its node, path, own team, first deposit, figures of the period and since registration. */
export async function teamMember(db: Db, agent: Agent, ref: { memberId?: number; username?: string }, period: ResolvedPeriod, digits: number): Promise<TeamMemberValue> {
  const money = moneyIn(digits);
  const member = await downlineMember(db, agent, ref);
  const [node, team, first, inPeriod, lifetime] = await Promise.all([
    rowsOf(db, sql`
      select ${nodeColumns(period.timeZone)},
        (select coalesce(array_agg(a.username order by d2.depth desc), '{}') from agent_downline d2 join members a on a.id = d2.ancestor_id
          where d2.member_id = m.id and d2.depth < ${member.level}) as path
      from members m join members u on u.id = m.upline_id where m.id = ${member.id}`),
    rowsOf(db, sql`select count(*)::int as n from agent_downline where ancestor_id = ${member.id}`),
    rowsOf(db, sql`select min(paid_at) as at from deposit_orders where member_id = ${member.id} and status = 'paid'`),
    rowsOf(db, sql`select ${figureSums} from agent_member_daily
      where member_id = ${member.id} and day between ${dateOfDay(period.firstDay)}::date and ${dateOfDay(period.lastDay)}::date`),
    rowsOf(db, sql`select ${figureSums} from agent_member_daily where member_id = ${member.id}`),
  ]);
  const row = node[0]!;
  const all = memberFiguresOf(lifetime[0]!, digits);
  return {
    ...nodeOf(row, member.level, digits),
    path: (row.path as string[]) ?? [],
    teamSize: num(team[0]!.n),
    firstDepositAt: ms(first[0]!.at),
    period: period.value,
    figures: memberFiguresOf(inPeriod[0]!, digits),
    lifetime: {
      ...money('deposit', all.depositMinor),
      ...money('withdrawal', all.withdrawalMinor),
      ...money('validBet', all.validBetMinor),
      ...money('profit', all.profitMinor),
    },
  };
}
