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
import { agentSettingsOf } from '../agents/team-settings';
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

/** By game: the per-game days; by day, category or provider: the per-provider days (a game's columns are not read). */
const figuresOf = (groupBy: GamesReportQuery['groupBy'], filter: SQL) =>
  groupBy === 'game'
    ? dailyAndQueued(QUEUES.games, ['day', 'game_type', 'vendor', 'game_code', 'game_name', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor'], filter)
    : dailyAndQueued(QUEUES.games, ['day', 'game_type', 'vendor', 'bet_count', 'stake_minor', 'valid_bet_minor', 'payout_minor'], filter, QUEUES.games.coarse.daily);

const rtp = (stake: number, payout: number) => (stake > 0 ? Math.round((payout / stake) * 10_000) : null);
const figures = (r: { bets: unknown; stake: unknown; valid: unknown; payout: unknown }) => {
  const stakeMinor = num(r.stake);
  const payoutMinor = num(r.payout);
  return { bets: num(r.bets), stakeMinor, validBetMinor: num(r.valid), payoutMinor, ggrMinor: stakeMinor - payoutMinor, rtpBp: rtp(stakeMinor, payoutMinor) };
};

/** The games report of a brand: the rolled-up days plus what is still queued, grouped as asked, largest turnover first (by day: in order). */
export async function gamesReport(db: Db, query: GamesReportQuery): Promise<GamesReportValue> {
  const where: SQL[] = [sql`brand_id = ${query.brandId}`, sql`day between ${query.from}::date and ${query.to}::date`];
  if (query.gameType) where.push(sql`game_type = ${query.gameType}`);
  if (query.vassalage) where.push(sql`vendor = ${query.vassalage}`);
  const filter = sql.join(where, sql` and `);
  const g = group[query.groupBy];
  const declared = query.groupBy === 'game' ? sql`(select g.rtp_bp from games g where g.vendor_code = f.vendor and (g.game_code = f.game_code or g.external_id = f.game_code) limit 1)` : sql`null::int`;
  const rows = await rowsOf<{ key: string; label: string; game_type: string | null; vendor: string | null; declared: number | null; bets: string; stake: string; valid: string; payout: string }>(
    db,
    sql`
      with f as (${figuresOf(query.groupBy, filter)})
      select ${g.key} as key, ${g.label} as label, ${g.type} as game_type, ${g.vendor} as vendor, ${declared} as declared,
        sum(f.bet_count) as bets, sum(f.stake_minor) as stake, sum(f.valid_bet_minor) as valid, sum(f.payout_minor) as payout
      from f group by ${groupColumns[query.groupBy]}
      having sum(f.bet_count) <> 0 or sum(f.stake_minor) <> 0
      order by ${query.groupBy === 'day' ? sql`1` : sql`sum(f.stake_minor) desc, 1`}`,
  );
  const list: GamesReportRow[] = rows.map((r) => ({ key: r.key, label: r.label, gameType: r.game_type, vassalage: r.vendor, declaredRtpBp: r.declared === null ? null : num(r.declared), ...figures(r) }));
  const sum = (pick: (r: GamesReportRow) => number) => list.reduce((total, r) => total + pick(r), 0);
  const totals = figures({ bets: sum((r) => r.bets), stake: sum((r) => r.stakeMinor), valid: sum((r) => r.validBetMinor), payout: sum((r) => r.payoutMinor) });
  const { reportOffsetMinutes } = await agentSettingsOf(db, query.brandId);
  return { brandId: query.brandId, from: query.from, to: query.to, groupBy: query.groupBy, reportOffsetMinutes, rows: list, totals };
}
