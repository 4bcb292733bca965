/**
 * The agents report (issue 30, migration 0052): per level of the upline tree, the agents at that level and what their
 * teams did and the house paid them, and the agents with the largest team valid bet.
 *
 * Levels: report_level_daily (+ queue) holds, per brand, day and member level, what team members did (the agent team
 * figures' queue rows, 0014) and what the house paid members of that level (salary, dividend). Every member above
 * level l has exactly one ancestor at level l, so the teams of level l together are the members of the levels above
 * it: a level's team figures are the sum of the member figures of the deeper levels (days x levels rows, read once).
 *
 * Top agents: a team holds its sub-agents' teams, so an agent's team valid bet is at least any of its sub-agents'.
 * The search starts from the top agents (and agents moved under another upline, whose history before the move stays
 * with their old upline: they may outweigh their new one) and opens an agent's sub-agents only when it is picked:
 * it reads the team figures (agent_team_daily + queue, team-figures.ts) of the top agents and of the picked agents'
 * sub-agents, not of every agent.
 */
import { zonedDatesSpan } from '@app/contract/zoned-time';
import { type AgentsReportQuery, type AgentsReportValue, TOP_AGENTS } from '@app/contract/operators-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { brandTimeZone } from '../content/brand-clock';
import { dailyAndQueued, QUEUES } from './roll-up';

type Level = AgentsReportValue['levels'][number];
type Team = Omit<Level, 'level' | 'agents' | 'salaryMinor' | 'dividendMinor' | 'paidMinor'>;
const SUMS = ['new_members', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor', 'deposit_minor', 'withdrawal_minor', 'salary_minor', 'dividend_minor'] as const;
type LevelRow = { level: number } & Record<(typeof SUMS)[number], string>;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const noTeam = (): Team => ({ newMembers: 0, betCount: 0, stakeMinor: 0, validBetMinor: 0, payoutMinor: 0, netLossMinor: 0, depositMinor: 0, withdrawalMinor: 0 });
function addMembers(team: Team, r: LevelRow) {
  team.newMembers += num(r.new_members);
  team.betCount += num(r.bet_count);
  team.stakeMinor += num(r.stake_minor);
  team.validBetMinor += num(r.valid_bet_minor);
  team.payoutMinor += num(r.payout_minor);
  team.netLossMinor = team.stakeMinor - team.payoutMinor;
  team.depositMinor += num(r.deposit_minor);
  team.withdrawalMinor += num(r.withdrawal_minor);
}

/** Per level: the agents now, their teams' figures (the deeper levels' members) and the house's pay in the range. */
async function levelsOf(db: Db, query: AgentsReportQuery) {
  const [rows, agents] = await Promise.all([
    rowsOf<LevelRow>(
      db,
      sql`select f.level, ${sql.raw(SUMS.map((c) => `sum(f.${c}) as ${c}`).join(', '))}
        from (${dailyAndQueued(QUEUES.levels, ['level', ...SUMS], sql`brand_id = ${query.brandId} and day between ${query.from}::date and ${query.to}::date`)}) f
        group by f.level order by f.level`,
    ),
    rowsOf<{ level: number; agents: string }>(db, sql`select level, count(*) as agents from report_agent_levels where brand_id = ${query.brandId} group by level`),
  ]);
  const agentsAt = new Map(agents.map((a) => [num(a.level), num(a.agents)]));
  const maxLevel = Math.max(0, ...agentsAt.keys(), ...rows.map((r) => num(r.level)));
  const levels: Level[] = [];
  for (let level = 1; level <= maxLevel; level++) {
    const team = noTeam();
    for (const r of rows) if (num(r.level) > level) addMembers(team, r);
    const own = rows.find((r) => num(r.level) === level);
    const salaryMinor = num(own?.salary_minor);
    const dividendMinor = num(own?.dividend_minor);
    const agentCount = agentsAt.get(level) ?? 0;
    if (agentCount === 0 && salaryMinor === 0 && dividendMinor === 0 && team.betCount === 0 && team.newMembers === 0 && team.depositMinor === 0 && team.withdrawalMinor === 0) continue;
    levels.push({ level, agents: agentCount, ...team, salaryMinor, dividendMinor, paidMinor: salaryMinor + dividendMinor });
  }
  // every team member once: the members of all levels but the top one (no member of level 1 is in a team)
  const all = noTeam();
  for (const r of rows) if (num(r.level) > 1) addMembers(all, r);
  const salaryMinor = rows.reduce((sum, r) => sum + num(r.salary_minor), 0);
  const dividendMinor = rows.reduce((sum, r) => sum + num(r.dividend_minor), 0);
  const totals = { agents: [...agentsAt.values()].reduce((a, b) => a + b, 0), ...all, salaryMinor, dividendMinor, paidMinor: salaryMinor + dividendMinor };
  return { levels, totals };
}

type Candidate = { id: number; valid: number; stake: number; payout: number };

/** The team figures of some agents over the range: their rolled-up days plus their downlines' queued rows. */
async function teamFiguresOf(db: Db, ids: readonly number[], query: AgentsReportQuery): Promise<Candidate[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ id: number; valid: string; stake: string; payout: string }>(
    db,
    sql`select r.agent_id as id, sum(r.valid_bet_minor) as valid, sum(r.stake_minor) as stake, sum(r.payout_minor) as payout
      from (
        select agent_id, valid_bet_minor, stake_minor, payout_minor from agent_team_daily
        where agent_id = any(${idArray(ids)}::int[]) and day between ${query.from}::date and ${query.to}::date
        union all
        select c.ancestor_id, q.valid_bet_minor, q.stake_minor, q.payout_minor from agent_figures_queue q join agent_downline c on c.member_id = q.member_id
        where c.ancestor_id = any(${idArray(ids)}::int[]) and q.day between ${query.from}::date and ${query.to}::date
      ) r
      group by r.agent_id`,
  );
  return rows.map((r) => ({ id: num(r.id), valid: num(r.valid), stake: num(r.stake), payout: num(r.payout) })).filter((c) => c.valid > 0);
}

/** The agents with the largest team valid bet, largest first: a best-first search down the tree (see the top). */
async function pickTopAgents(db: Db, query: AgentsReportQuery): Promise<Candidate[]> {
  const seeds = await rowsOf<{ id: number }>(
    db,
    sql`select member_id as id from report_agent_levels where brand_id = ${query.brandId} and level = 1
      union
      select r.member_id from agent_upline_moves m join report_agent_levels r on r.member_id = m.member_id where m.brand_id = ${query.brandId}`,
  );
  const seen = new Set(seeds.map((s) => num(s.id)));
  const candidates = await teamFiguresOf(db, [...seen], query);
  const picked: Candidate[] = [];
  while (picked.length < TOP_AGENTS && candidates.length) {
    candidates.sort((a, b) => b.valid - a.valid || a.id - b.id);
    const best = candidates.shift()!;
    picked.push(best);
    const children = await rowsOf<{ id: number }>(db, sql`select member_id as id from report_agent_levels where upline_id = ${best.id}`);
    const fresh = children.map((c) => num(c.id)).filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    candidates.push(...(await teamFiguresOf(db, fresh, query)));
  }
  return picked;
}

/** The picked agents' names, levels, team sizes and what the house paid them in the range (the ledger, by payee). */
async function topAgents(db: Db, query: AgentsReportQuery, timeZone: string): Promise<AgentsReportValue['top']> {
  const picked = await pickTopAgents(db, query);
  if (!picked.length) return [];
  const { start, end } = zonedDatesSpan(query.from, query.to, timeZone);
  const details = await rowsOf<{ id: number; username: string; level: number; team_size: string; paid: string }>(
    db,
    sql`select r.member_id as id, m.username, r.level,
        (select count(*) from agent_downline d where d.ancestor_id = r.member_id) as team_size,
        (select coalesce(sum(-h.amount_minor), 0) from ledger_transactions t
          join ledger_entries h on h.transaction_id = t.id and h.member_id is null and h.kind in ('salary', 'dividend')
          where t.member_id = r.member_id and t.kind in ('salary', 'dividend')
            and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz) as paid
      from report_agent_levels r join members m on m.id = r.member_id
      where r.member_id = any(${idArray(picked.map((p) => p.id))}::int[])`,
  );
  const byId = new Map(details.map((d) => [num(d.id), d]));
  return picked.map((p) => {
    const d = byId.get(p.id);
    return { memberId: p.id, username: d?.username ?? String(p.id), level: num(d?.level), teamSize: num(d?.team_size), validBetMinor: p.valid, netLossMinor: p.stake - p.payout, paidMinor: num(d?.paid) };
  });
}

export async function agentsReport(db: Db, query: AgentsReportQuery): Promise<AgentsReportValue> {
  const timeZone = await brandTimeZone(db, query.brandId);
  const [{ levels, totals }, top] = await Promise.all([levelsOf(db, query), topAgents(db, query, timeZone)]);
  return { brandId: query.brandId, from: query.from, to: query.to, timeZone, levels, totals, top };
}
