/**
 * Missions as a player sees them: the current period's progress (written by the database triggers of migration 0017
 * in the transaction of the activity itself), claiming a reward once, and the leaderboard of missions claimed.
 */
import type { Language } from '@app/contract/brand';
import type { LoyaltyReward, Mission, MissionKind, MissionLeaderboardValue, MissionPeriod, MissionSummaryValue } from '@app/contract/loyalty';
import type { GameType } from '@app/contract/system';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionProgress, missions, type Localized } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskUsername } from '../../lib/masks';
import { textIn } from '../promotions/catalogue';
import { brandTimeZone } from '../content/brand-clock';
import { periodBounds, periodKeyAt } from './periods';
import { payLoyaltyReward } from './rewards';

export interface MissionViewer {
  brandId: string;
  memberId: number;
  language: Language;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type MissionRow = typeof missions.$inferSelect;
interface ProgressRow {
  progress: number;
  claimedAt: Date | null;
}

function missionView(m: MissionRow, p: ProgressRow | undefined, language: Language, now: Date, timeZone: string): Mission {
  const period = m.period as MissionPeriod;
  const progress = p?.progress ?? 0;
  return {
    id: m.id,
    code: m.code,
    title: textIn(m.title, language),
    description: textIn(m.description, language),
    kind: m.kind as MissionKind,
    period,
    gameType: m.gameType as GameType | null,
    target: m.target,
    progress,
    status: p?.claimedAt ? 'claimed' : progress >= m.target ? 'ready' : 'in_progress',
    reward: m.reward as LoyaltyReward,
    periodKey: periodKeyAt(period, now, timeZone),
    resetsAt: periodBounds(period, now, timeZone)?.end.getTime() ?? null,
    claimedAt: p?.claimedAt?.getTime() ?? null,
  };
}

/** The period key each mission period has now, as SQL choosing by the mission's period. */
const currentKeySql = (now: Date, timeZone: string) =>
  sql`case ${missions.period} when 'daily' then ${periodKeyAt('daily', now, timeZone)} when 'weekly' then ${periodKeyAt('weekly', now, timeZone)} else 'once' end`;

/** The brand's active missions with the member's progress in their current period. */
export async function missionSummary(db: Db, viewer: MissionViewer, period?: MissionPeriod, now = new Date()): Promise<MissionSummaryValue> {
  const timeZone = await brandTimeZone(db, viewer.brandId);
  const rows = await db
    .select({ mission: missions, progress: missionProgress.progress, claimedAt: missionProgress.claimedAt })
    .from(missions)
    .leftJoin(
      missionProgress,
      and(eq(missionProgress.missionId, missions.id), eq(missionProgress.memberId, viewer.memberId), eq(missionProgress.periodKey, currentKeySql(now, timeZone))),
    )
    .where(and(eq(missions.brandId, viewer.brandId), eq(missions.active, true)))
    .orderBy(asc(missions.sort), asc(missions.id));
  const all = rows.map((r) => missionView(r.mission, r.progress === null ? undefined : { progress: r.progress, claimedAt: r.claimedAt }, viewer.language, now, timeZone));
  return {
    list: period ? all.filter((m) => m.period === period) : all,
    // the badge counts every period's ready missions, whatever the list shows
    readyCount: all.filter((m) => m.status === 'ready').length,
    timeZone,
  };
}

/**
 * Claims a mission's reward for the current period: one UPDATE marks it claimed only when unclaimed and at its target,
 * so of simultaneous claims exactly one pays; the reward is paid in the same transaction (grant key per period).
 */
export async function claimMission(db: Db, viewer: MissionViewer, missionId: number, now = new Date()) {
  const timeZone = await brandTimeZone(db, viewer.brandId);
  return db.transaction(async (tx) => {
    const [mission] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.id, missionId), eq(missions.brandId, viewer.brandId), eq(missions.active, true)));
    if (!mission) throw new AppError('NOT_FOUND', { missionId });
    const periodKey = periodKeyAt(mission.period as MissionPeriod, now, timeZone);
    const [claimed] = rowsOf<{ progress: string; claimed_at: string | Date }>(
      await tx.execute(sql`
        update mission_progress set claimed_at = ${now.toISOString()}::timestamptz, updated_at = now()
        where member_id = ${viewer.memberId} and mission_id = ${mission.id} and period_key = ${periodKey}
          and claimed_at is null and progress >= ${mission.target}
        returning progress, claimed_at`),
    );
    if (!claimed) {
      const [current] = rowsOf<{ progress: string; claimed_at: unknown }>(
        await tx.execute(sql`select progress, claimed_at from mission_progress where member_id = ${viewer.memberId} and mission_id = ${mission.id} and period_key = ${periodKey}`),
      );
      if (current?.claimed_at) throw new AppError('ALREADY_CLAIMED', { missionId });
      throw new AppError('MISSION_NOT_READY', { missionId, progress: Number(current?.progress ?? 0), target: mission.target });
    }
    const reward = mission.reward as LoyaltyReward;
    const paid = await payLoyaltyReward(tx, {
      brandId: viewer.brandId,
      memberId: viewer.memberId,
      reward,
      grantKey: `mission:${mission.id}:${periodKey}`,
      title: mission.title as Localized,
      pointKind: 'mission',
      meta: { missionId: mission.id, periodKey },
    });
    if (reward.kind === 'points') {
      await tx.execute(sql`
        update mission_progress set reward_points = ${reward.points}
        where member_id = ${viewer.memberId} and mission_id = ${mission.id} and period_key = ${periodKey}`);
    }
    const view = missionView(mission, { progress: Number(claimed.progress), claimedAt: new Date(claimed.claimed_at) }, viewer.language, now, timeZone);
    return { mission: view, reward, bonusId: paid.bonusId, pointsBalance: paid.pointsBalance };
  });
}

export type LeaderboardPeriod = 'daily' | 'weekly' | 'all';

/**
 * Members of the brand ranked by missions claimed in the period (the brand's day or ISO week, or all time), then by
 * the points those missions paid, then by who got there first; names masked; the member's own place beside the list.
 */
export async function missionLeaderboard(db: Db, viewer: MissionViewer, period: LeaderboardPeriod, pageSize: number, now = new Date()): Promise<MissionLeaderboardValue> {
  const timeZone = await brandTimeZone(db, viewer.brandId);
  const bounds = period === 'all' ? null : periodBounds(period, now, timeZone);
  const inPeriod = bounds ? sql`and mp.claimed_at >= ${bounds.start.toISOString()}::timestamptz and mp.claimed_at < ${bounds.end.toISOString()}::timestamptz` : sql``;
  const rows = rowsOf<{ member_id: number; username: string; completed: number; points: string; place: string }>(
    await db.execute(sql`
      with board as (
        select mp.member_id, count(*)::int as completed, sum(mp.reward_points)::bigint as points, max(mp.claimed_at) as last_claim
        from mission_progress mp join missions m on m.id = mp.mission_id
        where m.brand_id = ${viewer.brandId} and mp.claimed_at is not null ${inPeriod}
        group by mp.member_id
      ),
      ranked as (
        select b.*, row_number() over (order by b.completed desc, b.points desc, b.last_claim asc, b.member_id) as place from board b
      )
      select r.member_id, mem.username, r.completed, r.points, r.place
      from ranked r join members mem on mem.id = r.member_id
      where r.place <= ${pageSize} or r.member_id = ${viewer.memberId}
      order by r.place`),
  );
  const entries = rows.map((r) => ({
    rank: Number(r.place),
    player: maskUsername(r.username),
    completed: r.completed,
    points: Number(r.points),
    me: r.member_id === viewer.memberId,
  }));
  return {
    period,
    periodKey: period === 'all' ? 'all' : periodKeyAt(period, now, timeZone),
    endsAt: bounds?.end.getTime() ?? null,
    list: entries.filter((e) => e.rank <= pageSize),
    mine: entries.find((e) => e.me) ?? null,
  };
}
