/**
 * Team figures: the roll-up of agent_figures_queue into agent_team_daily, and the reads that add what is still queued.
 *
 * The triggers of migration 0014 write each member's settled bets, paid deposits, paid-out withdrawals and each
 * registration to agent_member_daily (the member's own row) and append the change to agent_figures_queue, in the
 * transaction that made it. rollUpTeamFigures moves queued changes to every ancestor's agent_team_daily row (one
 * statement per batch: delete from the queue, add to the teams); readers take agent_team_daily plus the queued rows
 * of the agent's downline in one statement, so a figure is exact the moment its transaction commits, and a
 * member's transaction never waits for another member's (no team row is written there).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from './team-money';
import { dateOfDay } from './team-periods';

/** pg_advisory_xact_lock key of the roll-up: one at a time across server instances */
const ROLL_UP_LOCK_KEY = 7_312_604_919;

const columns = [
  'new_members',
  'active_members',
  'active_week_first',
  'active_month_first',
  'bet_count',
  'stake_minor',
  'valid_bet_minor',
  'payout_minor',
  'deposit_count',
  'deposit_minor',
  'first_deposit_count',
  'first_deposit_minor',
  'withdrawal_count',
  'withdrawal_minor',
] as const;
const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
const sums = (prefix: string) => sql.raw(columns.map((c) => `sum(${prefix}${c})::bigint as ${c}`).join(', '));
const additions = sql.raw(columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', '));

/**
 * Moves the queue to the teams in batches until it is empty (or another instance is doing it). Returns the queued
 * rows moved.
 */
export async function rollUpTeamFigures(db: Db, batchSize = 20_000): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK_KEY}) as locked`);
      if (!lock?.locked) return -1;
      const result = await rowsOf(tx, sql`
        with q as (
          delete from agent_figures_queue where id in (select id from agent_figures_queue order by id limit ${batchSize})
          returning *
        ),
        teams as (
          select c.ancestor_id as agent_id, q.day, ${sums('q.')}
          from q join agent_downline c on c.member_id = q.member_id
          group by c.ancestor_id, q.day
        ),
        added as (
          insert into agent_team_daily as t (agent_id, day, ${list('')})
          select agent_id, day, ${list('')} from teams order by agent_id, day
          on conflict (agent_id, day) do update set ${additions}
          returning 1
        )
        select (select count(*) from q)::int as moved, (select count(*) from added)::int as teams`);
      return num(result[0]?.moved);
    });
    if (batch <= 0) return moved;
    moved += batch;
    if (batch < batchSize) return moved;
  }
}

/** Rolls the queue up every few seconds (the timer never keeps the process alive); returns a stop function. */
export function scheduleAgentJobs(db: Db, log: FastifyBaseLogger, everyMs = 5_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    rollUpTeamFigures(db)
      .catch((error) => log.warn({ err: error }, 'agent team roll-up failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export type TeamDayFigures = { [K in (typeof columns)[number]]: number } & { day: number };

/**
 * An agent's team figures per business day from firstDay to lastDay (day numbers), days without any left out:
 * agent_team_daily plus the downline's rows still queued, read in one statement.
 */
export async function teamDays(db: Db, agentId: number, firstDay: number, lastDay: number): Promise<TeamDayFigures[]> {
  const from = dateOfDay(firstDay);
  const to = dateOfDay(lastDay);
  const result = await rowsOf(db, sql`
    select (r.day - date '1970-01-01')::int as day, ${sums('r.')}
    from (
      select day, ${list('')} from agent_team_daily where agent_id = ${agentId} and day between ${from}::date and ${to}::date
      union all
      select q.day, ${list('q.')} from agent_figures_queue q join agent_downline c on c.member_id = q.member_id
      where c.ancestor_id = ${agentId} and q.day between ${from}::date and ${to}::date
    ) r
    group by r.day
    order by r.day`);
  return result.map((row) => {
    const out = { day: num(row.day) } as TeamDayFigures;
    for (const c of columns) out[c] = num(row[c]);
    return out;
  });
}

/** Members of the agent's downline with a settled bet on any day from firstDay to lastDay (any range, exact). */
export async function activeMembersBetween(db: Db, agentId: number, firstDay: number, lastDay: number) {
  const result = await rowsOf(db, sql`
    select count(*)::int as n from agent_downline c
    where c.ancestor_id = ${agentId} and exists (
      select 1 from agent_member_daily a
      where a.member_id = c.member_id and a.day between ${dateOfDay(firstDay)}::date and ${dateOfDay(lastDay)}::date and a.bet_count > 0
    )`);
  return num(result[0]?.n);
}
