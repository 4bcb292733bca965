/**
 * The games report's figures (issue 30, migration 0049). A trigger appends every settled bet's figures (and any later
 * change of a settled bet, as old out, new in) to report_game_queue in the settling transaction; this module rolls
 * the queue up into report_game_daily (brand, business day, category, provider, game) and reads both, so a report is
 * exact the moment a bet's transaction commits and reads a few rows per day and game, however many bets there were.
 */
import type { GamesReportQuery, GamesReportRow, GamesReportValue } from '@app/contract/operators-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, rowsOf } from '../agents/team-money';
import { brandTimeZone } from '../content/brand-clock';
import { dailyAndQueued, QUEUES, rollUpQueue } from './roll-up';


/** Rolls the games queue up (the job rolls every report queue: roll-up.ts). */
export const rollUpGameFigures = (db: Db, batchSize?: number) => rollUpQueue(db, QUEUES.games, batchSize);

const group = {
  day: { key: sql`to_char(f.day, 'YYYY-MM-DD')`, label: sql`to_char(f.day, 'YYYY-MM-DD')`, type: sql`null::text`, vendor: sql`null::text` },
  category: { key: sql`f.game_type`, label: sql`f.game_type`, type: sql`f.game_type`, vendor: sql`null::text` },
  provider: { key: sql`f.vendor`, label: sql`coalesce((select v.name from game_vendors v where v.code = f.vendor), f.vendor)`, type: sql`min(f.game_type)`, vendor: sql`f.vendor` },
  game: { key: sql`f.vendor || ':' || f.game_code`, label: sql`max(f.game_name)`, type: sql`min(f.game_type)`, vendor: sql`f.vendor` },
} as const;
const groupColumns = { day: sql`f.day`, category: sql`f.game_type`, provider: sql`f.vendor`, game: sql`f.vendor, f.game_code` } as const;

const GAME_COLUMNS = ['game_type', 'vendor', 'game_code', 'game_name', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor'] as const;
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The full weeks (Monday to Sunday) inside a range of days, or null when it holds none: by game over a month, those
 * weeks are read from the weekly rows and only the days at either end from the daily ones (a third of the rows).
 */
export function fullWeeksOf(from: string, to: string): { firstMonday: string; lastMonday: string } | null {
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const firstMonday = dayAfter(from, (7 - weekday(from)) % 7);
  const lastMonday = dayAfter(to, -((weekday(to) + 1) % 7) - 6);
  return firstMonday <= lastMonday ? { firstMonday, lastMonday } : null;
}

/** By game: the full weeks' rows, the other days' rows and the queue; by day, category or provider: the per-provider days. */
function figuresOf(query: GamesReportQuery, others: SQL) {
  const days = (from: string, to: string) => sql`brand_id = ${query.brandId} and day between ${from}::date and ${to}::date${others}`;
  if (query.groupBy !== 'game') {
    return dailyAndQueued(QUEUES.games, ['day', 'game_type', 'vendor', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor'], days(query.from, query.to), 'report_provider_daily');
  }
  const weeks = fullWeeksOf(query.from, query.to);
  if (!weeks) return dailyAndQueued(QUEUES.games, GAME_COLUMNS, days(query.from, query.to));
  const columns = sql.raw(GAME_COLUMNS.join(', '));
  return sql`
    select ${columns} from report_game_weekly where brand_id = ${query.brandId} and week between ${weeks.firstMonday}::date and ${weeks.lastMonday}::date${others}
    union all select ${columns} from report_game_daily where ${days(query.from, dayAfter(weeks.firstMonday, -1))}
    union all select ${columns} from report_game_daily where ${days(dayAfter(weeks.lastMonday, 7), query.to)}
    union all select ${columns} from ${sql.raw(QUEUES.games.queue)} where ${days(query.from, query.to)}`;
}

const rtp = (stake: number, payout: number) => (stake > 0 ? Math.round((payout / stake) * 10_000) : null);
const figures = (r: { bets: unknown; stake: unknown; valid: unknown; payout: unknown }) => {
  const stakeMinor = num(r.stake);
  const payoutMinor = num(r.payout);
  return { bets: num(r.bets), stakeMinor, validBetMinor: num(r.valid), payoutMinor, ggrMinor: stakeMinor - payoutMinor, rtpBp: rtp(stakeMinor, payoutMinor) };
};

/** The games report of a brand: the rolled-up days plus what is still queued, grouped as asked, largest turnover first (by day: in order). */
export async function gamesReport(db: Db, query: GamesReportQuery): Promise<GamesReportValue> {
  const others: SQL[] = [];
  if (query.gameType) others.push(sql` and game_type = ${query.gameType}`);
  if (query.vassalage) others.push(sql` and vendor = ${query.vassalage}`);
  const g = group[query.groupBy];
  const declared = query.groupBy === 'game' ? sql`(select g.rtp_bp from games g where g.vendor_code = f.vendor and (g.game_code = f.game_code or g.external_id = f.game_code) limit 1)` : sql`null::int`;
  const rows = await rowsOf<{ key: string; label: string; game_type: string | null; vendor: string | null; declared: number | null; bets: string; stake: string; valid: string; payout: string }>(
    db,
    sql`
      with f as (${figuresOf(query, sql.join(others, sql``))})
      select ${g.key} as key, ${g.label} as label, ${g.type} as game_type, ${g.vendor} as vendor, ${declared} as declared,
        sum(f.bet_count) as bets, sum(f.stake_minor) as stake, sum(f.valid_bet_minor) as valid, sum(f.payout_minor) as payout
      from f group by ${groupColumns[query.groupBy]}
      having sum(f.bet_count) <> 0 or sum(f.stake_minor) <> 0
      order by ${query.groupBy === 'day' ? sql`1` : sql`sum(f.stake_minor) desc, 1`}`,
  );
  const list: GamesReportRow[] = rows.map((r) => ({ key: r.key, label: r.label, gameType: r.game_type, vassalage: r.vendor, declaredRtpBp: r.declared === null ? null : num(r.declared), ...figures(r) }));
  const sum = (pick: (r: GamesReportRow) => number) => list.reduce((total, r) => total + pick(r), 0);
  const totals = figures({ bets: sum((r) => r.bets), stake: sum((r) => r.stakeMinor), valid: sum((r) => r.validBetMinor), payout: sum((r) => r.payoutMinor) });
  const timeZone = await brandTimeZone(db, query.brandId);
  return { brandId: query.brandId, from: query.from, to: query.to, groupBy: query.groupBy, timeZone, rows: list, totals };
}
