/**
 * The reports' queues (migrations 0049, 0051): the settling and paying transactions append their figures to a queue
 * (insert only: no row shared between two transactions), and this job moves each queue into its daily rows, batch
 * by batch, one roll-up at a time across server instances (an advisory lock). The reports read the daily rows plus
 * what is still queued, so a figure is exact the moment its transaction commits.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { everyUnderLease, inBatches, jobFailed } from '../../lib/job-lease';
import { num, rowsOf } from '../agents/team-money';
import { linkActivePlayers } from './active-links';

interface Queue {
  queue: string;
  daily: string;
  /** the daily table's key columns (its primary key) */
  keys: readonly string[];
  /** the summed columns */
  sums: readonly string[];
  /** columns kept from the latest queued row (a game's name) */
  latest?: readonly string[];
  /** coarser tables kept from the same batch (fewer keys or longer periods: a report over many days reads far fewer rows) */
  coarser?: readonly Coarser[];
}

interface Coarser {
  table: string;
  /** its key columns (its primary key) */
  keys: readonly string[];
  /** a key computed from the batch's columns rather than copied (a week from the day) */
  computed?: Readonly<Record<string, string>>;
  /** columns kept from the latest row, as in the daily table */
  latest?: readonly string[];
}

/** the Monday starting a business day's week (ISO weeks): the key of the weekly tables */
const WEEK_OF_DAY = "date_trunc('week', day)::date";

export const QUEUES = {
  games: {
    queue: 'report_game_queue',
    daily: 'report_game_daily',
    keys: ['brand_id', 'day', 'game_type', 'vendor', 'game_code'],
    sums: ['bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor'],
    latest: ['game_name'],
    coarser: [
      // by day, category or provider: one row per provider and day, not per game (migration 0058)
      { table: 'report_provider_daily', keys: ['brand_id', 'day', 'game_type', 'vendor'] },
      // by game over many days: a row per game and week for the full weeks of a range (migration 0061)
      { table: 'report_game_weekly', keys: ['brand_id', 'week', 'game_type', 'vendor', 'game_code'], computed: { week: WEEK_OF_DAY }, latest: ['game_name'] },
    ],
  },
  payments: { queue: 'report_payment_queue', daily: 'report_payment_daily', keys: ['brand_id', 'day', 'kind', 'channel'], sums: ['count', 'amount_minor', 'first_count', 'first_amount_minor', 'wait_seconds'] },
  rewards: { queue: 'report_reward_queue', daily: 'report_reward_daily', keys: ['brand_id', 'day', 'kind', 'source', 'promotion_id'], sums: ['count', 'paid_minor', 'released_minor', 'forfeited_minor', 'points'] },
  // the players and agents reports (migration 0052; active-day links: active-links.ts)
  players: { queue: 'report_player_queue', daily: 'report_player_daily', keys: ['brand_id', 'day'], sums: ['registrations', 'active_players'] },
  cohorts: { queue: 'report_cohort_queue', daily: 'report_cohort_weekly', keys: ['brand_id', 'cohort_week', 'activity_week'], sums: ['members'] },
  levels: {
    queue: 'report_level_queue',
    daily: 'report_level_daily',
    keys: ['brand_id', 'day', 'level'],
    sums: ['new_members', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor', 'deposit_count', 'deposit_minor', 'withdrawal_count', 'withdrawal_minor', 'salary_count', 'salary_minor', 'dividend_count', 'dividend_minor'],
  },
} as const satisfies Record<string, Queue>;

/** pg_advisory_xact_lock key of the roll-up: one at a time across server instances */
const ROLL_UP_LOCK_KEY = 7_312_604_930;
const raw = (columns: readonly string[], map: (c: string) => string = (c) => c) => sql.raw(columns.map(map).join(', '));

/** The upsert of a batch's grouped rows into a coarser table, grouped again by its keys. */
function upsertCoarser(c: Coarser, sums: readonly string[]) {
  const latest = c.latest ?? [];
  const keyOf = (k: string) => c.computed?.[k] ?? k;
  return sql`
        insert into ${sql.raw(c.table)} as d (${raw([...c.keys, ...latest, ...sums])})
        select ${raw(c.keys, keyOf)}, ${latest.length ? sql`${raw(latest, (l) => `max(${l})`)}, ` : sql``}${raw(sums, (x) => `sum(${x})`)}
        from grouped group by ${raw(c.keys, keyOf)} order by ${raw(c.keys, keyOf)}
        on conflict (${raw(c.keys)}) do update set ${raw([...latest.map((l) => `${l} = excluded.${l}`), ...sums.map((x) => `${x} = d.${x} + excluded.${x}`)])}
        returning 1`;
}

async function rollUpBatch(db: Db, q: Queue, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK_KEY}) as locked`);
    if (!lock?.locked) return -1;
    const latest = q.latest ?? [];
    const columns = [...q.keys, ...latest, ...q.sums];
    const [result] = await rowsOf<{ moved: number }>(tx, sql`
      with q as (delete from ${sql.raw(q.queue)} where id in (select id from ${sql.raw(q.queue)} order by id limit ${batchSize}) returning *),
      grouped as (
        select ${raw(q.keys)}${latest.length ? sql`, ${raw(latest, (c) => `max(${c}) as ${c}`)}` : sql``}, ${raw(q.sums, (c) => `sum(${c}) as ${c}`)}
        from q group by ${raw(q.keys)}
      ),
      added as (
        insert into ${sql.raw(q.daily)} as d (${raw(columns)})
        select ${raw(columns)} from grouped order by ${raw(q.keys)}
        on conflict (${raw(q.keys)}) do update set ${raw([...latest.map((c) => `${c} = excluded.${c}`), ...q.sums.map((c) => `${c} = d.${c} + excluded.${c}`)])}
        returning 1
      )${sql.join(
        (q.coarser ?? []).map((c, i) => sql`, ${sql.raw(`coarser_${i}`)} as (${upsertCoarser(c, q.sums)})`),
        sql``,
      )}
      select (select count(*) from q)::int as moved, (select count(*) from added)::int as added`);
    return num(result?.moved);
  });
}

/** Rolls a queue up until it is empty (or another instance is at it); answers the queued rows moved. */
export const rollUpQueue = (db: Db, q: Queue, batchSize = 20_000) => inBatches((size) => rollUpBatch(db, q, size), batchSize);

/** Rolls every report queue up; answers the rows moved. */
export async function rollUpReports(db: Db) {
  let moved = 0;
  for (const queue of Object.values(QUEUES)) moved += await rollUpQueue(db, queue);
  moved += await linkActivePlayers(db);
  return moved;
}

/** Rolls the queues up every few seconds under a lease (one process of those sharing the database); returns a stop function. */
export function scheduleReportJobs(db: Db, log: FastifyBaseLogger, everyMs = 5_000) {
  return everyUnderLease(db, 'report-rollup', everyMs, () => rollUpReports(db).catch(jobFailed(log, 'report roll-up failed')));
}

/**
 * A report's rows: the daily table's plus the queue's, over one brand's range of days (the filters on both); from the
 * coarser daily table when asked (its columns only).
 */
export const dailyAndQueued = (q: Queue, columns: readonly string[], where: SQL, daily: string = q.daily) =>
  sql`select ${raw(columns)} from ${sql.raw(daily)} where ${where} union all select ${raw(columns)} from ${sql.raw(q.queue)} where ${where}`;
