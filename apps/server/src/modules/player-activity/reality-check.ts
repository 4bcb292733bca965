import type { RealityCheckState } from '@app/contract/player-activity';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { minorToMajor } from '@app/contract/money';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, playerActivity, playSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordRgAudit } from '../responsible-gaming/audit';

/** A gap without activity this long ends the play session; the next activity starts a new one (and a new check clock). */
export const PLAY_SESSION_IDLE_MS = 30 * 60_000;
/** the session's last-active time is written at most this often */
const TOUCH_MS = 30_000;

type Pack = Pick<ResponsibleGamingPack, 'realityCheck'>;
export interface ActivityMember {
  id: number;
  brandId: string;
}

/** The interval in force: the player's choice kept inside the pack's range (the pack may have changed), else its default. */
function intervalMinutesOf(pack: Pack, chosen: number | null): number | null {
  const range = pack.realityCheck;
  if (!range) return null;
  if (chosen === null) return range.defaultMinutes;
  return Math.min(range.maxMinutes, Math.max(range.minMinutes, chosen));
}
const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Counts activity: continues the member's play session or, after an idle gap, starts a new one with a fresh check
 * clock. Under the member's activity row lock, so two tabs cannot start two sessions. A check that is due stays due
 * while the session continues (a reload or another tab does not skip it).
 */
async function touchSession(db: Db, member: ActivityMember, pack: Pack, now: Date) {
  return db.transaction(async (tx) => {
    await tx.insert(playerActivity).values({ memberId: member.id }).onConflictDoNothing();
    const [row] = await tx.select().from(playerActivity).where(eq(playerActivity.memberId, member.id)).for('update');
    const intervalMinutes = intervalMinutesOf(pack, row!.realityCheckMinutes);
    const [current] = row!.currentSessionId ? await tx.select().from(playSessions).where(eq(playSessions.id, row!.currentSessionId)) : [];
    if (!current || current.lastActiveAt.getTime() <= now.getTime() - PLAY_SESSION_IDLE_MS) {
      const [session] = await tx.insert(playSessions).values({ memberId: member.id, brandId: member.brandId, startedAt: now, lastActiveAt: now }).returning();
      const nextCheckAt = intervalMinutes ? minutesFrom(now, intervalMinutes) : null;
      await tx.update(playerActivity).set({ currentSessionId: session!.id, nextCheckAt }).where(eq(playerActivity.memberId, member.id));
      return { session: session!, nextCheckAt, intervalMinutes };
    }
    let nextCheckAt = row!.nextCheckAt;
    // the pack switched reality checks on or off during the session
    if (intervalMinutes && !nextCheckAt) nextCheckAt = minutesFrom(now, intervalMinutes);
    if (!intervalMinutes) nextCheckAt = null;
    if (nextCheckAt?.getTime() !== row!.nextCheckAt?.getTime()) {
      await tx.update(playerActivity).set({ nextCheckAt }).where(eq(playerActivity.memberId, member.id));
    }
    if (now.getTime() - current.lastActiveAt.getTime() >= TOUCH_MS) {
      await tx.update(playSessions).set({ lastActiveAt: now }).where(eq(playSessions.id, current.id));
    }
    return { session: current, nextCheckAt, intervalMinutes };
  });
}

type Touched = Awaited<ReturnType<typeof touchSession>>;
const isDue = (touched: Touched, now: Date) => touched.nextCheckAt !== null && touched.nextCheckAt.getTime() <= now.getTime();

/** Wins minus stakes of the member's bets placed since the session started (cancelled bets count neither way). */
async function netPositionSince(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${bets.status} = 'settled' then ${bets.payoutMinor} else 0 end) - sum(case when ${bets.status} <> 'cancelled' then ${bets.stakeMinor} else 0 end), 0)`,
    })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), gte(bets.placedAt, since)));
  return Number(row?.net ?? 0);
}

/** The check's state; `digits`: the decimal places of the member's brand's currency (the net position). */
async function stateOf(db: Db, member: ActivityMember, pack: Pack, touched: Touched, now: Date, digits: number): Promise<RealityCheckState> {
  const netPositionMinor = await netPositionSince(db, member.id, touched.session.startedAt);
  return {
    range: pack.realityCheck,
    intervalMinutes: touched.intervalMinutes,
    sessionStartedAt: touched.session.startedAt.getTime(),
    playedSeconds: Math.max(0, Math.floor((now.getTime() - touched.session.startedAt.getTime()) / 1000)),
    netPosition: minorToMajor(netPositionMinor, digits),
    netPositionMinor,
    nextCheckAt: touched.nextCheckAt?.getTime() ?? null,
    due: isDue(touched, now),
    serverTime: now.getTime(),
  };
}

/** The current session and its check (the dialog polls it; reading counts as activity). */
export async function realityCheckState(db: Db, member: ActivityMember, pack: Pack, digits: number, now = new Date()) {
  return stateOf(db, member, pack, await touchSession(db, member, pack, now), now, digits);
}

/** Continue: a due check is answered and the next one is an interval from now; answering a check not yet due moves nothing. */
export async function acknowledgeRealityCheck(db: Db, member: ActivityMember, pack: Pack, digits: number, now = new Date()) {
  const touched = await touchSession(db, member, pack, now);
  if (isDue(touched, now) && touched.intervalMinutes) {
    const dueAt = touched.nextCheckAt!;
    touched.nextCheckAt = minutesFrom(now, touched.intervalMinutes);
    await db.transaction(async (tx) => {
      // only the answer that moves the due check counts (two tabs answering the same check count once)
      const moved = await tx
        .update(playerActivity)
        .set({ nextCheckAt: touched.nextCheckAt })
        .where(and(eq(playerActivity.memberId, member.id), eq(playerActivity.nextCheckAt, dueAt)))
        .returning({ memberId: playerActivity.memberId });
      if (moved.length) {
        const detail = { sessionStartedAt: touched.session.startedAt.toISOString(), intervalMinutes: touched.intervalMinutes };
        await recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: 'member', action: 'reality_check_answered', detail });
      }
    });
  }
  return stateOf(db, member, pack, touched, now, digits);
}

/** The player's interval, inside the pack's range; the next check comes that long from now (a due one stays due). */
export async function setRealityCheckInterval(db: Db, member: ActivityMember, pack: Pack, intervalMinutes: number, digits: number, now = new Date()) {
  const range = pack.realityCheck;
  if (!range) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'REALITY_CHECK' });
  if (intervalMinutes < range.minMinutes || intervalMinutes > range.maxMinutes) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'intervalMinutes',
      key: 'pa_interval_out_of_range',
      params: { min: range.minMinutes, max: range.maxMinutes },
      issues: [{ path: 'intervalMinutes', message: 'out of range' }],
    });
  }
  await db.transaction(async (tx) => {
    await tx.insert(playerActivity).values({ memberId: member.id, realityCheckMinutes: intervalMinutes }).onConflictDoUpdate({
      target: playerActivity.memberId,
      set: { realityCheckMinutes: intervalMinutes },
    });
    await recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: 'member', action: 'reality_check_interval_set', detail: { intervalMinutes } });
  });
  const touched = await touchSession(db, member, pack, now);
  if (!isDue(touched, now)) {
    touched.nextCheckAt = minutesFrom(now, intervalMinutes);
    await db.update(playerActivity).set({ nextCheckAt: touched.nextCheckAt }).where(eq(playerActivity.memberId, member.id));
  }
  return stateOf(db, member, pack, touched, now, digits);
}

/**
 * Play pauses while a check is due: in-house rounds and lottery bets are refused until the player answers it, in
 * every tab (the state is the member's, on the server). A bet also counts as activity.
 */
export async function requireNoRealityCheckDue(db: Db, member: ActivityMember, pack: Pack, now = new Date()) {
  const touched = await touchSession(db, member, pack, now);
  if (isDue(touched, now)) throw new AppError('REALITY_CHECK_DUE', { dueAt: touched.nextCheckAt!.getTime() });
}

/** Test runners only (routes/player-activity/test-aid-routes.ts): the member's check falls due now, as if its interval had passed. */
export async function makeRealityCheckDue(db: Db, member: ActivityMember, pack: Pack, now = new Date()) {
  await touchSession(db, member, pack, now);
  await db.update(playerActivity).set({ nextCheckAt: now }).where(eq(playerActivity.memberId, member.id));
}
