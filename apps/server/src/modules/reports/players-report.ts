/**
 * The players report (issue 30, migration 0052): registrations and active players per business day, kept by triggers
 * on members and bets (report_player_queue, rolled up into report_player_daily); first depositors from the payments
 * report's figures (0051: a member's first paid deposit ever); distinct active players over the range from the
 * active-day links (active-links.ts); retention by registration week from report_cohort_weekly (+ queue), one row per
 * brand, registration week and activity week. Every read is a few hundred rows at most, whatever the history.
 */
import { type PlayersReportQuery, type PlayersReportValue, RETENTION_WEEKS } from '@app/contract/operators-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { dateOfDay, dayOf, dayOfDate, weekStartOf } from '../agents/team-periods';
import { brandTimeZone } from '../content/brand-clock';
import { activePlayersBetween } from './active-links';
import { dailyAndQueued, QUEUES } from './roll-up';

const rateBp = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) : null);

/** Registrations and active players per day over [first, last] (day numbers), first depositors over the range. */
async function dayFigures(db: Db, query: PlayersReportQuery, first: number, last: number) {
  const brand = sql`brand_id = ${query.brandId}`;
  const [players, firsts] = await Promise.all([
    rowsOf<{ day: string; registrations: string; active: string }>(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.registrations) as registrations, sum(f.active_players) as active
        from (${dailyAndQueued(QUEUES.players, ['day', 'registrations', 'active_players'], sql`${brand} and day between ${dateOfDay(first)}::date and ${dateOfDay(last)}::date`)}) f
        group by f.day`,
    ),
    rowsOf<{ day: string; firsts: string }>(
      db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, sum(f.first_count) as firsts
        from (${dailyAndQueued(QUEUES.payments, ['day', 'first_count'], sql`${brand} and kind = 'deposit' and day between ${query.from}::date and ${query.to}::date`)}) f
        group by f.day`,
    ),
  ]);
  return { players: new Map(players.map((r) => [r.day, r])), firsts: new Map(firsts.map((r) => [r.day, num(r.firsts)])) };
}

/** The cohorts' activity: members of registration week W active in week W + k, for the weeks from firstWeek to lastWeek. */
async function cohortActivity(db: Db, brandId: string, firstWeek: number, lastWeek: number) {
  const rows = await rowsOf<{ cohort: string; activity: string; members: string }>(
    db,
    sql`select to_char(f.cohort_week, 'YYYY-MM-DD') as cohort, to_char(f.activity_week, 'YYYY-MM-DD') as activity, sum(f.members) as members
      from (${dailyAndQueued(
        QUEUES.cohorts,
        ['cohort_week', 'activity_week', 'members'],
        sql`brand_id = ${brandId} and cohort_week between ${dateOfDay(firstWeek)}::date and ${dateOfDay(lastWeek)}::date
          and activity_week between cohort_week and cohort_week + ${RETENTION_WEEKS * 7}::int`,
      )}) f
      group by f.cohort_week, f.activity_week`,
  );
  return new Map(rows.map((r) => [`${r.cohort}:${r.activity}`, num(r.members)]));
}

export async function playersReport(db: Db, query: PlayersReportQuery, now = Date.now()): Promise<PlayersReportValue> {
  const timeZone = await brandTimeZone(db, query.brandId);
  const from = dayOfDate(query.from);
  const to = dayOfDate(query.to);
  // the cohorts are whole weeks: their registrations are read from the first week's Monday to the last one's Sunday
  const firstWeek = weekStartOf(from);
  const lastWeek = weekStartOf(to);
  const [figures, activePlayers, activity] = await Promise.all([
    dayFigures(db, query, firstWeek, Math.max(to, lastWeek + 6)),
    activePlayersBetween(db, query.brandId, query.from, query.to),
    cohortActivity(db, query.brandId, firstWeek, lastWeek),
  ]);
  const registrationsOn = (day: number) => num(figures.players.get(dateOfDay(day))?.registrations);

  const days = Array.from({ length: to - from + 1 }, (_, i) => {
    const day = dateOfDay(from + i);
    return { day, registrations: registrationsOn(from + i), firstDepositors: figures.firsts.get(day) ?? 0, activePlayers: num(figures.players.get(day)?.active) };
  });
  const registrations = days.reduce((sum, d) => sum + d.registrations, 0);
  const firstDepositors = days.reduce((sum, d) => sum + d.firstDepositors, 0);

  const thisWeek = weekStartOf(dayOf(now, timeZone));
  const cohorts = [];
  for (let week = firstWeek; week <= lastWeek; week += 7) {
    const size = Array.from({ length: 7 }, (_, i) => registrationsOn(week + i)).reduce((a, b) => a + b, 0);
    const shown = Math.min(RETENTION_WEEKS, Math.floor((thisWeek - week) / 7));
    const weeks = Array.from({ length: Math.max(0, shown + 1) }, (_, k) => {
      const active = activity.get(`${dateOfDay(week)}:${dateOfDay(week + k * 7)}`) ?? 0;
      return { week: k, active, rateBp: rateBp(active, size) };
    });
    cohorts.push({ week: dateOfDay(week), size, weeks });
  }
  return {
    brandId: query.brandId,
    from: query.from,
    to: query.to,
    timeZone,
    days,
    totals: { registrations, firstDepositors, activePlayers, conversionBp: rateBp(firstDepositors, registrations) },
    cohorts,
  };
}
