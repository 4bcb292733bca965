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
import { everyUnderLease, inBatches, jobFailed } from '../../lib/job-lease';
import { num, rowsOf } from './team-money';
import { dateOfDay } from './team-periods';

/** pg_advisory_xact_lock key of the roll-up: one at a time across server instances */
const ROLL_UP_LOCK_KEY = 7_312_604_919;

const columns = [
  'new_members',
  'active_members',
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

/** A member without an active day before: its first active day links to this day. */
const NO_DAY = '1900-01-01';

/**
 * Links the new active days of a batch (member, day) into agent_member_links and counts the changed links for every
 * ancestor in agent_team_active. Only the days after each member's last linked day before its first new one can
 * change their previous day; in the usual case (today after yesterday) that is the new day alone.
 */
async function linkActiveDays(tx: Db, active: Array<[number, string]>) {
  if (!active.length) return;
  await tx.execute(sql`
    with new_days as (
      select distinct member_id, day from unnest(${`{${active.map((a) => a[0]).join(',')}}`}::int[], ${`{${active.map((a) => a[1]).join(',')}}`}::date[]) as n(member_id, day)
    ),
    firsts as (select member_id, min(day) as first_new from new_days group by member_id),
    affected as (
      select f.member_id, coalesce((select max(l.day) from agent_member_links l where l.member_id = f.member_id and l.day < f.first_new), ${NO_DAY}::date) as anchor
      from firsts f
    ),
    old as (
      select l.member_id, l.day, l.prev_day from agent_member_links l join affected a on a.member_id = l.member_id where l.day > a.anchor
    ),
    relinked as (
      select d.member_id, d.day, coalesce(lag(d.day) over (partition by d.member_id order by d.day), a.anchor) as prev_day
      from (select member_id, day from old union select member_id, day from new_days) d join affected a on a.member_id = d.member_id
    ),
    changes as (
      select member_id, day, prev_day, 1 as delta from (select member_id, day, prev_day from relinked except all select member_id, day, prev_day from old) x
      union all
      select member_id, day, prev_day, -1 from (select member_id, day, prev_day from old except all select member_id, day, prev_day from relinked) y
    ),
    saved as (
      insert into agent_member_links as l (member_id, day, prev_day)
      select member_id, day, prev_day from relinked order by member_id, day
      on conflict (member_id, day) do update set prev_day = excluded.prev_day where l.prev_day <> excluded.prev_day
      returning 1
    )
    insert into agent_team_active as t (agent_id, day, prev_day, members)
    select c.ancestor_id, ch.day, ch.prev_day, sum(ch.delta)::int from changes ch join agent_downline c on c.member_id = ch.member_id
    group by c.ancestor_id, ch.day, ch.prev_day having sum(ch.delta) <> 0
    order by 1, 2, 3
    on conflict (agent_id, day, prev_day) do update set members = t.members + excluded.members`);
}

/** Moves one batch of the queue to the teams (figures and active-day links); -1 when another roll-up is running. */
async function rollUpBatch(db: Db, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK_KEY}) as locked`);
    if (!lock?.locked) return -1;
    const [result] = await rowsOf(tx, sql`
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
      select (select count(*) from q)::int as moved,
        (select coalesce(json_agg(json_build_array(member_id, day)), '[]'::json) from q where active_members > 0) as active`);
    const active = typeof result?.active === 'string' ? (JSON.parse(result.active) as Array<[number, string]>) : ((result?.active ?? []) as Array<[number, string]>);
    await linkActiveDays(tx, active);
    return num(result?.moved);
  });
}

/**
 * Moves the queue to the teams in batches until it is empty (or another instance is doing it). Returns the queued
 * rows moved. After a large move the queue is vacuumed, so the readers' scan of it stays short.
 */
export async function rollUpTeamFigures(db: Db, batchSize = 20_000): Promise<number> {
  const moved = await inBatches((size) => rollUpBatch(db, size), batchSize);
  if (moved >= 10_000) await db.execute(sql`vacuum agent_figures_queue`);
  return moved;
}

/** Rolls the queue up every few seconds (the timer never keeps the process alive); returns a stop function. */
export function scheduleAgentJobs(db: Db, log: FastifyBaseLogger, everyMs = 5_000) {
  // one process of those sharing the database rolls up (a lease)
  return everyUnderLease(db, 'agent-team-rollup', everyMs, () => rollUpTeamFigures(db).catch(jobFailed(log, 'agent team roll-up failed')));
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

/**
 * Distinct members of the agent's downline with a settled bet on any day from firstDay to lastDay: the links of
 * agent_team_active into the range from before it, plus members whose only active days in it are still queued.
 */
export async function activeMembersBetween(db: Db, agentId: number, firstDay: number, lastDay: number) {
  const from = dateOfDay(firstDay);
  const to = dateOfDay(lastDay);
  const [row] = await rowsOf(db, sql`
    select
      coalesce((select sum(members) from agent_team_active where agent_id = ${agentId} and day between ${from}::date and ${to}::date and prev_day < ${from}::date), 0)
      + (select count(distinct q.member_id) from agent_figures_queue q join agent_downline c on c.member_id = q.member_id
          where c.ancestor_id = ${agentId} and q.active_members > 0 and q.day between ${from}::date and ${to}::date
            and not exists (select 1 from agent_member_links l where l.member_id = q.member_id and l.day between ${from}::date and ${to}::date)) as n`);
  return num(row?.n);
}
