/**
 * Time-outs, self-exclusion and the spent session time. A block ends every session of the member at once; while it
 * runs a login gets a restricted session (account, balances, records, withdrawals: callsAllowedWhileBlocked) and the
 * money paths, promotion grants and marketing messages refuse or skip the member. A block is never shortened.
 */
import type { BrandConfig } from '@app/contract/brand';
import { utcOffsetText, zonedDateTime } from '@app/contract/zoned-time';
import type { RgPlayBlock } from '@app/contract/responsible-gaming';
import type { SelfExclusionDuration, TimeOutDuration } from '@app/contract/responsible-gaming-pack';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, rgMemberState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionMember } from '../../lib/session-member';
import { revokeMemberSessions, revokeSession } from '../accounts/sessions';
import { recordRgAudit, type RgActor } from './audit';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { notifyMember } from '../inbox/notify';
import { effectivePack, type PackSource } from './packs';
import { brandTimeZone } from '../content/brand-clock';
import { addMonths, nextBrandDay } from './periods';
import { ensureLockedState, runningBlock } from './state';
import type { RgMember } from './limits';

const HOUR = 3_600_000;

export function timeOutEnd(duration: TimeOutDuration, now: Date) {
  if (duration === '24h') return new Date(now.getTime() + 24 * HOUR);
  if (duration === '1w') return new Date(now.getTime() + 7 * 24 * HOUR);
  return addMonths(now, 1);
}

export function selfExclusionEnd(duration: SelfExclusionDuration, now: Date): Date | null {
  if (duration === 'permanent') return null;
  return addMonths(now, duration === '6m' ? 6 : duration === '1y' ? 12 : 60);
}

/** True when `until` ends no sooner than the running block (null: permanent). */
const endsNoSooner = (until: Date | null, running: RgPlayBlock) => until === null || (running.until !== null && until.getTime() >= running.until);

/**
 * Starts a block on one member inside the caller's transaction, unless a block that ends later already runs.
 * Returns false when the running one was kept.
 */
async function startBlock(tx: Db, member: RgMember, block: { kind: RgPlayBlock['kind']; until: Date | null; allBrands: boolean }, actor: RgActor, now: Date) {
  const state = await ensureLockedState(tx, member);
  const running = runningBlock(state, now);
  if (running && !endsNoSooner(block.until, running)) return false;
  await tx
    .update(rgMemberState)
    .set({ blockKind: block.kind, blockStartedAt: now, blockUntil: block.until, blockAllBrands: block.allBrands, updatedAt: now })
    .where(eq(rgMemberState.memberId, member.id));
  await recordRgAudit(tx, {
    brandId: member.brandId,
    memberId: member.id,
    actor,
    action: block.kind === 'timeOut' ? 'time_out' : block.kind === 'selfExclusion' ? 'self_exclusion' : 'session_limit_reached',
    detail: { until: block.until?.toISOString() ?? 'permanent', allBrands: block.allBrands, replaced: running },
  });
  return true;
}

/** The player's own block: refused (RG_BLOCK_ACTIVE) when a block ending later runs, since none is ever shortened. */
async function blockSelf(db: Db, member: RgMember, block: { kind: 'timeOut' | 'selfExclusion'; until: Date | null; allBrands: boolean }, others: RgMember[], now: Date) {
  await db.transaction(async (tx) => {
    if (!(await startBlock(tx, member, block, 'member', now))) {
      const [state] = await tx.select().from(rgMemberState).where(eq(rgMemberState.memberId, member.id));
      throw new AppError('RG_BLOCK_ACTIVE', { until: state?.blockUntil?.getTime() ?? null });
    }
    for (const other of others) await startBlock(tx, other, block, 'member', now);
  });
  for (const m of [member, ...others]) await revokeMemberSessions(db, m.id);
  return { block: { kind: block.kind, until: block.until?.getTime() ?? null, allBrands: block.allBrands } };
}

/**
 * A time-out an operator imposes (issue 28): the same block a member's own time-out is, of `days` days, recorded in
 * the responsible-gaming and operator audits, and told to the member in their inbox. A longer running block stays.
 */
export async function operatorTimeOut(db: Db, operator: Operator, member: RgMember, input: { days: number; reason: string }, now = new Date()) {
  const until = new Date(now.getTime() + input.days * 24 * HOUR);
  await db.transaction(async (tx) => {
    if (!(await startBlock(tx, member, { kind: 'timeOut', until, allBrands: false }, `operator:${operator.actor}`, now))) {
      const [state] = await tx.select().from(rgMemberState).where(eq(rgMemberState.memberId, member.id));
      throw new AppError('RG_BLOCK_ACTIVE', { until: state?.blockUntil?.getTime() ?? null });
    }
    await recordAudit(tx, operator, { brandId: member.brandId, action: 'player.time_out', target: `member:${member.id}`, detail: { days: input.days, until: until.toISOString(), reason: input.reason } });
    // the end on the brand's clock, as the player reads every other time of the brand
    const zone = await brandTimeZone(tx, member.brandId);
    const params = { until: zonedDateTime(until, zone), zone: utcOffsetText(zone, until), days: String(input.days) };
    await notifyMember(tx, { brandId: member.brandId, memberId: member.id, category: 'account', key: 'rg_time_out_by_operator', params });
  });
  await revokeMemberSessions(db, member.id);
  return { until: until.toISOString() };
}

/** A time-out of one of the pack's durations, or the 24-hour panic button where the pack has one. */
export async function takeBreak(db: Db, brands: PackSource, brand: BrandConfig, member: RgMember, duration: TimeOutDuration, now = new Date()) {
  const pack = await effectivePack(db, brands, brand);
  const offered = pack.timeOut.durations.includes(duration) || (duration === '24h' && pack.timeOut.panicButton);
  if (!offered) throw new AppError('RG_NOT_OFFERED', { duration });
  return blockSelf(db, member, { kind: 'timeOut', until: timeOutEnd(duration, now), allBrands: false }, [], now);
}

/**
 * The member's accounts on the operator's other brands (every brand this server runs): the same mobile number or
 * email address.
 */
async function accountsOnOtherBrands(db: Db, memberId: number): Promise<RgMember[]> {
  const [me] = await db.select().from(members).where(eq(members.id, memberId));
  if (!me) return [];
  const same: SQL[] = [];
  if (me.mobileNum && me.countryDialingCode) same.push(and(eq(members.countryDialingCode, me.countryDialingCode), eq(members.mobileNum, me.mobileNum))!);
  if (me.email) same.push(eq(members.email, me.email));
  if (!same.length) return [];
  return db.select({ id: members.id, brandId: members.brandId }).from(members).where(and(ne(members.brandId, me.brandId), or(...same)));
}

export async function selfExclude(db: Db, brands: PackSource, brand: BrandConfig, member: RgMember, input: { duration: SelfExclusionDuration; allBrands: boolean }, now = new Date()) {
  const pack = await effectivePack(db, brands, brand);
  if (!pack.selfExclusion.durations.includes(input.duration)) throw new AppError('RG_NOT_OFFERED', { duration: input.duration });
  if (input.allBrands && !pack.selfExclusion.allBrandsOption) throw new AppError('RG_NOT_OFFERED', { allBrands: true });
  const others = input.allBrands ? await accountsOnOtherBrands(db, member.id) : [];
  return blockSelf(db, member, { kind: 'selfExclusion', until: selfExclusionEnd(input.duration, now), allBrands: input.allBrands }, others, now);
}

/** The block a session's lookup read, if it still runs. */
export const sessionBlockRuns = (member: Pick<SessionMember, 'playBlock'>, nowMs = Date.now()) =>
  Boolean(member.playBlock && (member.playBlock.until === null || member.playBlock.until > nowMs));

/**
 * The session time limit: a session older than the member's limit ends here (the call router's session lookup), and
 * play stays closed until the brand's next day, so a new login cannot simply restart the clock.
 */
export async function endSessionPastLimit(db: Db, member: SessionMember | null, now = new Date()): Promise<SessionMember | null> {
  if (!member?.sessionEndsAt || sessionBlockRuns(member, now.getTime()) || member.sessionEndsAt > now.getTime()) return member;
  await closeSessionPastLimit(db, { memberId: member.id, brandId: member.brandId, sessionId: member.sessionId }, now);
  return null;
}

/**
 * Ends a login session whose play time ran out and closes play until the brand's next day. Both the call router's
 * session lookup and a game's launch token (vendor callbacks and in-house rounds never pass the router) come here.
 */
export async function closeSessionPastLimit(db: Db, session: { memberId: number; brandId: string; sessionId: number }, now = new Date()) {
  const until = nextBrandDay(now, await brandTimeZone(db, session.brandId));
  await db.transaction(async (tx) => {
    await startBlock(tx, { id: session.memberId, brandId: session.brandId }, { kind: 'sessionLimit', until, allBrands: false }, 'system', now);
  });
  await revokeSession(db, session.sessionId);
}
