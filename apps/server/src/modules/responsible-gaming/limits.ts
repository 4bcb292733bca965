/**
 * The player's limits: lowering (or a first limit) applies at once; raising or removing waits the pack's cooling-off
 * and then the player's confirmation. Every change locks the member's state row (the money paths' lock) and is
 * audited in its transaction. The session time limit is mirrored on the state row for the session lookup.
 */
import { brandDigits, type BrandConfig, type Language } from '@app/contract/brand';
import { SESSION_LIMIT_MAX_MINUTES, type RgLimit, type RgLimitKind, type RgLimitPeriod, type RgStatusValue } from '@app/contract/responsible-gaming';
import { limitPeriods, type LimitKind, type LimitPeriod, type ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { decimalString, parseAmountMinor } from '@app/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgLimits, rgMemberState } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { notifyMember } from '../inbox/notify';
import { recordRgAudit } from './audit';
import { boundsAt, usageOf } from './enforcement';
import { effectivePack, packView, type PackSource } from './packs';
import { brandTimeZone } from '../content/brand-clock';
import { ensureLockedState, playBlockOf } from './state';

type LimitRow = typeof rgLimits.$inferSelect;
export interface RgMember {
  id: number;
  brandId: string;
}
const HOUR = 3_600_000;

/** Every limit the pack offers, in a stable order: money kinds by period, then the session limit. */
function offeredTargets(pack: ResponsibleGamingPack): Array<{ kind: RgLimitKind; period: RgLimitPeriod }> {
  const money = pack.limits.kinds.flatMap((kind) => limitPeriods.map((period) => ({ kind, period })));
  return pack.limits.sessionTime ? [...money, { kind: 'session', period: 'session' }] : money;
}

function refuseUnoffered(pack: ResponsibleGamingPack, kind: RgLimitKind) {
  const offered = kind === 'session' ? pack.limits.sessionTime : pack.limits.kinds.includes(kind);
  if (!offered) throw new AppError('RG_NOT_OFFERED', { kind });
}

/** The member's limits (every offered one, and any set before a pack switch), usage, pending changes and block. */
export async function rgStatus(db: Db, brands: PackSource, brand: BrandConfig, language: Language, member: RgMember, now = new Date()): Promise<RgStatusValue> {
  const pack = await effectivePack(db, brands, brand);
  const rows = await db.select().from(rgLimits).where(eq(rgLimits.memberId, member.id));
  const bounds = boundsAt(now, await brandTimeZone(db, member.brandId));
  const usage = await usageOf(db, member.id, bounds, undefined, now);
  const targets = offeredTargets(pack);
  for (const row of rows) {
    if (!targets.some((t) => t.kind === row.kind && t.period === row.period)) targets.push({ kind: row.kind as RgLimitKind, period: row.period as RgLimitPeriod });
  }
  const limits = targets.map((t): RgLimit => {
    const row = rows.find((r) => r.kind === t.kind && r.period === t.period);
    const money = t.kind !== 'session';
    return {
      ...t,
      value: row?.valueMinor ?? null,
      pending: row?.pending
        ? { value: row.pendingValueMinor, effectiveAt: row.pendingEffectiveAt!.getTime(), ready: row.pendingEffectiveAt!.getTime() <= now.getTime() }
        : null,
      usedMinor: money ? usage[t.kind as LimitKind][t.period as LimitPeriod] : null,
      resetsAt: money ? bounds[t.period as LimitPeriod].end.getTime() : null,
    };
  });
  return { pack: packView(pack, language), limits, block: await playBlockOf(db, member.id, now) };
}

/** A limit as the player typed it: minutes of a session limit, else an amount in the brand's currency (`digits`). */
function parseLimitValue(kind: RgLimitKind, value: string | number | null, digits: number): number | null {
  if (value === null) return null;
  if (kind === 'session') {
    const minutes = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > SESSION_LIMIT_MAX_MINUTES) {
      throw new AppError('VALIDATION_ERROR', { field: 'value', issues: [{ path: 'value', message: `whole minutes from 1 to ${SESSION_LIMIT_MAX_MINUTES}` }] });
    }
    return minutes;
  }
  const amount = parseAmountMinor(value, digits);
  if ('problem' in amount) throw new AppError('INVALID_AMOUNT', { field: 'value', reason: amount.problem });
  return amount.minor;
}

const targetOf = (memberId: number, kind: string, period: string) => and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, kind), eq(rgLimits.period, period));

/** Writes the limit in force (and the session mirror); deletes the row when nothing is left in it. */
async function applyValue(tx: Db, memberId: number, kind: RgLimitKind, period: RgLimitPeriod, value: number | null, now: Date) {
  if (value === null) await tx.delete(rgLimits).where(targetOf(memberId, kind, period));
  else {
    const clear = { valueMinor: value, pending: false, pendingValueMinor: null, pendingEffectiveAt: null, updatedAt: now };
    await tx.insert(rgLimits).values({ memberId, kind, period, ...clear }).onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: clear });
  }
  if (kind === 'session') await tx.update(rgMemberState).set({ sessionLimitMinutes: value, updatedAt: now }).where(eq(rgMemberState.memberId, memberId));
}

/** Sets, lowers, raises or removes one limit (the rgSetLimit call). */
export async function setLimit(
  db: Db,
  brands: PackSource,
  brand: BrandConfig,
  member: RgMember,
  input: { kind: RgLimitKind; period: RgLimitPeriod; value: string | number | null },
  now = new Date(),
) {
  const pack = await effectivePack(db, brands, brand);
  refuseUnoffered(pack, input.kind);
  const value = parseLimitValue(input.kind, input.value, brandDigits(brand));
  const { kind, period } = input;
  await db.transaction(async (tx) => {
    await ensureLockedState(tx, member);
    const [row] = await tx.select().from(rgLimits).where(targetOf(member.id, kind, period));
    const current = row?.valueMinor ?? null;
    const audit = (action: string, detail: Record<string, unknown>) =>
      recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: 'member', action, detail: { kind, period, from: current, ...detail } });
    if (value !== null && (current === null || value <= current)) {
      // stricter (or the first limit): at once, and any pending raise is dropped
      await applyValue(tx, member.id, kind, period, value, now);
      await audit(current === null ? 'limit_set' : 'limit_lowered', { to: value });
      return;
    }
    if (current === null) {
      // removing a limit that is not in force: only a pending change can go
      if (row) await tx.delete(rgLimits).where(targetOf(member.id, kind, period));
      return;
    }
    const effectiveAt = new Date(now.getTime() + pack.limits.coolingOffHours * HOUR);
    await tx
      .update(rgLimits)
      .set({ pending: true, pendingValueMinor: value, pendingEffectiveAt: effectiveAt, updatedAt: now })
      .where(targetOf(member.id, kind, period));
    await audit(value === null ? 'limit_removal_requested' : 'limit_raise_requested', { to: value, effectiveAt: effectiveAt.toISOString() });
  });
}

/**
 * A limit an operator imposes (issue 28), for a limit the brand's pack offers: stricter only, in force at once (a
 * pending raise of the player's is dropped), recorded in the responsible-gaming and operator audits and told to the
 * player in their inbox. A limit of the player's at or below it stays: an operator never loosens one.
 */
export async function operatorImposeLimit(
  db: Db,
  brands: PackSource,
  brand: BrandConfig,
  operator: Operator,
  member: RgMember,
  input: { kind: RgLimitKind; period: RgLimitPeriod; value: number; reason: string },
  now = new Date(),
) {
  const pack = await effectivePack(db, brands, brand);
  refuseUnoffered(pack, input.kind);
  const { kind, period, value } = input;
  if (kind === 'session' && value > SESSION_LIMIT_MAX_MINUTES) throw new AppError('VALIDATION_ERROR', { field: 'value', issues: [{ path: 'value', message: `whole minutes from 1 to ${SESSION_LIMIT_MAX_MINUTES}` }] });
  return db.transaction(async (tx) => {
    await ensureLockedState(tx, member);
    const [row] = await tx.select().from(rgLimits).where(targetOf(member.id, kind, period));
    const previous = row?.valueMinor ?? null;
    if (previous !== null && previous <= value) throw new AppError('CONFLICT', { reason: 'limit_not_stricter', current: previous });
    await applyValue(tx, member.id, kind, period, value, now);
    await recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: `operator:${operator.actor}`, action: previous === null ? 'limit_set' : 'limit_lowered', detail: { kind, period, from: previous, to: value, reason: input.reason } });
    await recordAudit(tx, operator, { brandId: member.brandId, action: 'player.limit', target: `member:${member.id}`, detail: { kind, period, reason: input.reason, before: { value: previous }, after: { value } } });
    const shown = kind === 'session' ? `${value} min` : decimalString(value, brandDigits(brand));
    await notifyMember(tx, { brandId: member.brandId, memberId: member.id, category: 'account', key: 'rg_limit_by_operator', params: { kind, period, value: shown } });
    return { kind, period, value, previous };
  });
}

/** Applies a pending raise or removal once its cooling-off is over (the player's confirmation). */
export async function confirmLimit(db: Db, member: RgMember, target: { kind: RgLimitKind; period: RgLimitPeriod }, now = new Date()) {
  await db.transaction(async (tx) => {
    await ensureLockedState(tx, member);
    const [row] = await tx.select().from(rgLimits).where(targetOf(member.id, target.kind, target.period));
    if (!row?.pending) throw new AppError('RG_COOLING_OFF', { effectiveAt: null });
    if (row.pendingEffectiveAt!.getTime() > now.getTime()) throw new AppError('RG_COOLING_OFF', { effectiveAt: row.pendingEffectiveAt!.getTime() });
    await applyValue(tx, member.id, target.kind, target.period, row.pendingValueMinor, now);
    await recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: 'member', action: 'limit_confirmed', detail: { ...target, from: row.valueMinor, to: row.pendingValueMinor } });
  });
}

/** Drops a pending raise or removal: the limit in force stays. */
export async function cancelLimitChange(db: Db, member: RgMember, target: { kind: RgLimitKind; period: RgLimitPeriod }, now = new Date()) {
  await db.transaction(async (tx) => {
    await ensureLockedState(tx, member);
    const [row] = await tx.select().from(rgLimits).where(targetOf(member.id, target.kind, target.period));
    if (!row?.pending) return;
    if (row.valueMinor === null) await tx.delete(rgLimits).where(targetOf(member.id, target.kind, target.period));
    else await tx.update(rgLimits).set({ pending: false, pendingValueMinor: null, pendingEffectiveAt: null, updatedAt: now }).where(targetOf(member.id, target.kind, target.period));
    await recordRgAudit(tx, { brandId: member.brandId, memberId: member.id, actor: 'member', action: 'limit_change_cancelled', detail: { ...target, kept: row.valueMinor, dropped: row.pendingValueMinor } });
  });
}

/** The operator's view of one member's limits (rows as stored). */
export async function memberLimitRows(db: Db, memberId: number): Promise<LimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
}
