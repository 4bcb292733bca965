/**
 * Distinct active players over any range of days (the players report, migration 0052), the technique of the agent
 * team's active members (agents/team-figures.ts linkActiveDays) for every member of a brand: each of a member's
 * active days (report_member_days, inserted by the bets' triggers) links to the member's previous active day
 * ('1900-01-01' for the first). A member was active in [a, b] exactly when one of its days in [a, b] links to a day
 * before a, so the distinct count is the number of such links, kept per brand, day and previous day in
 * report_player_active. The roll-up links the new days (prev_day NULL) batch by batch, one at a time across server
 * instances; readers add the days not linked yet (activePlayersBetween), so the count is exact at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inBatches } from '../../lib/job-lease';
import { num, rowsOf } from '../agents/team-money';

/** pg_advisory_xact_lock key of the linking: one at a time across server instances */
const LINK_LOCK_KEY = 7_312_604_931;
/** A member without an active day before: its first active day links to this day. */
const NO_DAY = '1900-01-01';
/**
 * Links further back than this are stored as this many days back: a range is at most 366 days (REPORT_MAX_DAYS), so
 * a day in a range [a, b] is at most 365 days after a, and a previous day 366 days back or more is before a whatever
 * the range. It keeps a day's rows to at most 367.
 */
const LINK_HORIZON_DAYS = 366;

/**
 * Links one batch of new active days; -1 when another instance is linking. Only the days after each member's last
 * linked day before its first new one change their previous day (in the usual case, today after yesterday: the new
 * day alone); each changed link moves its member from one (day, previous day) count to another.
 */
async function linkBatch(db: Db, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LINK_LOCK_KEY}) as locked`);
    if (!lock?.locked) return -1;
    const [result] = await rowsOf<{ linked: number }>(tx, sql`
      with new_days as (
        select member_id, day, brand_id from report_member_days where prev_day is null limit ${batchSize}
      ),
      firsts as (select member_id, min(brand_id) as brand_id, min(day) as first_new from new_days group by member_id),
      affected as (
        select f.member_id, f.brand_id,
          coalesce((select max(l.day) from report_member_days l where l.member_id = f.member_id and l.day < f.first_new and l.prev_day is not null), ${NO_DAY}::date) as anchor
        from firsts f
      ),
      old as (
        select l.member_id, l.day, l.prev_day from report_member_days l join affected a on a.member_id = l.member_id
        where l.day > a.anchor and l.prev_day is not null
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
        update report_member_days l set prev_day = r.prev_day from relinked r
        where l.member_id = r.member_id and l.day = r.day and l.prev_day is distinct from r.prev_day
        returning 1
      ),
      counted as (
        insert into report_player_active as t (brand_id, day, prev_day, members)
        select a.brand_id, c.day, greatest(c.prev_day, c.day - ${LINK_HORIZON_DAYS}::int), sum(c.delta)::int
        from changes c join affected a on a.member_id = c.member_id
        group by 1, 2, 3 having sum(c.delta) <> 0
        order by 1, 2, 3
        on conflict (brand_id, day, prev_day) do update set members = t.members + excluded.members
        returning 1
      )
      select (select count(*) from new_days)::int as linked, (select count(*) from saved)::int as saved, (select count(*) from counted)::int as counted`);
    return num(result?.linked);
  });
}

/** Links the new active days until none is left (or another instance is at it); answers the days linked. */
export const linkActivePlayers = (db: Db, batchSize = 20_000) => inBatches((size) => linkBatch(db, size), batchSize);

/**
 * Distinct members of a brand with a settled bet on any business day from `from` to `to`: the links into the range
 * from before it, plus members whose only days in it are not linked yet.
 */
export async function activePlayersBetween(db: Db, brandId: string, from: string, to: string): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(db, sql`
    select
      coalesce((select sum(members) from report_player_active where brand_id = ${brandId} and day between ${from}::date and ${to}::date and prev_day < ${from}::date), 0)
      + (select count(distinct u.member_id) from report_member_days u
          where u.brand_id = ${brandId} and u.prev_day is null and u.day between ${from}::date and ${to}::date
            and not exists (select 1 from report_member_days l where l.member_id = u.member_id and l.day between ${from}::date and ${to}::date and l.prev_day is not null)) as n`);
  return num(row?.n);
}
