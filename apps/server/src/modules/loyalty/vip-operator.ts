/**
 * The operator's levers on the VIP ladder and on earning points (admin CLI `vip-tiers`, `vip-tier-set`, `vip-set`,
 * `vip-review`, `point-rates`). Every change writes the audit trail in its own transaction; a member's tier set by
 * the operator is booked (vip_changes reason 'operator') and told to the member at once.
 */
import { assertRewardBudget } from '../promotions/reward-budget';
import type { BrandConfig, LocalizedText } from '@app/contract/brand';
import { type GameType, gameTypeSchema } from '@app/contract/system';
import { decimalString, parseAmountMinor } from '@app/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySettings, members, vipChanges, vipTiers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { textsInBrandLanguages } from '../../lib/brands';
import { notifyMember } from '../inbox/notify';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { brandTiers, type StoredVipBenefits, type VipTierRow } from './vip';
import { reviewBrand } from './vip-review';
import { namedParams } from '../inbox/message-texts';

/** A tier as the operator reads it: its amounts in the brand's currency's major unit (`digits` decimal places). */
function operatorTierView(t: VipTierRow, digits: number) {
  return {
    rankLevel: t.rankLevel,
    name: t.name,
    color: t.color,
    color2: t.color2,
    turnover: decimalString(t.turnoverMinor, digits),
    deposit: decimalString(t.depositMinor, digits),
    keep: decimalString(t.keepTurnoverMinor, digits),
    benefits: t.benefits as StoredVipBenefits,
  };
}

export async function operatorTiers(db: Db, brandId: string, digits: number) {
  return (await brandTiers(db, brandId)).map((t) => operatorTierView(t, digits));
}

/** An amount in major units (of a currency with `digits` decimal places) where 0 is allowed (the entry tier asks nothing). */
function amountOrZero(text: string, field: string, digits: number) {
  if (/^0+(\.0+)?$/.test(text.trim())) return 0;
  const parsed = parseAmountMinor(text, digits);
  if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field, reason: parsed.problem });
  return parsed.minor;
}

/** A tier's change as the operator gives it: names by language of the brand, colours, requirements (amounts as typed), benefits. */
export interface TierChange {
  name?: LocalizedText;
  color?: string;
  color2?: string;
  turnover?: string;
  deposit?: string;
  keep?: string;
  benefits?: Partial<StoredVipBenefits>;
}

/**
 * Changes a tier: its names (the languages given, of the brand's: the tier then has one in each, textsInBrandLanguages),
 * colours, requirements and benefits; what is not given stays. A benefit that pays on turnover (the rebate bonus, the
 * points multiplier) is part of the reward budget, checked in the same transaction (REWARD_BUDGET_EXCEEDED: nothing
 * changes). Amounts are in the brand's currency (`digits`).
 */
export async function setTier(db: Db, operator: Operator, brand: Pick<BrandConfig, 'id' | 'languages'>, rankLevel: number, change: TierChange, digits: number) {
  const brandId = brand.id;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(vipTiers)
      .where(and(eq(vipTiers.brandId, brandId), eq(vipTiers.rankLevel, rankLevel)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { rankLevel });
    // a stored name in a language the brand no longer offers stays beside the checked ones
    const names = change.name && textsInBrandLanguages(brand, { name: { ...before.name, ...change.name } }, { name: change.name }).name;
    const next = {
      name: { ...before.name, ...names },
      color: change.color ?? before.color,
      color2: change.color2 ?? before.color2,
      turnoverMinor: change.turnover === undefined ? before.turnoverMinor : amountOrZero(change.turnover, 'turnover', digits),
      depositMinor: change.deposit === undefined ? before.depositMinor : amountOrZero(change.deposit, 'deposit', digits),
      keepTurnoverMinor: change.keep === undefined ? before.keepTurnoverMinor : amountOrZero(change.keep, 'keep', digits),
      benefits: { ...(before.benefits as StoredVipBenefits), ...change.benefits },
    };
    const [after] = await tx
      .update(vipTiers)
      .set(next)
      .where(and(eq(vipTiers.brandId, brandId), eq(vipTiers.rankLevel, rankLevel)))
      .returning();
    // a richer rebate bonus or points multiplier raises what valid turnover earns back: it must stay within the budget
    if (change.benefits) await assertRewardBudget(tx, brandId);
    const kept = (t: typeof before) => ({
      name: t.name,
      color: t.color,
      color2: t.color2,
      turnoverMinor: t.turnoverMinor,
      depositMinor: t.depositMinor,
      keepTurnoverMinor: t.keepTurnoverMinor,
      benefits: t.benefits,
    });
    await recordAudit(tx, operator, {
      brandId,
      action: 'vip.tier.set',
      target: `vip-tier:${brandId}:${rankLevel}`,
      detail: { before: kept(before), after: kept(after!) },
    });
    return operatorTierView(after!, digits);
  });
}

/** Sets a member's tier by hand (either way), books it and tells the member, with the operator's remark. */
export async function setMemberTier(db: Db, operator: Operator, input: { brandId: string; username: string; rankLevel: number; remark: string }) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, rankLevel: members.rankLevel, type: members.type })
      .from(members)
      .where(and(eq(members.brandId, input.brandId), eq(members.username, input.username)))
      .for('update');
    if (!member) throw new AppError('NOT_FOUND', { username: input.username });
    const [tier] = await tx
      .select()
      .from(vipTiers)
      .where(and(eq(vipTiers.brandId, input.brandId), eq(vipTiers.rankLevel, input.rankLevel)));
    if (!tier) throw new AppError('NOT_FOUND', { rankLevel: input.rankLevel });
    if (member.rankLevel === input.rankLevel) return { username: input.username, fromLevel: member.rankLevel, toLevel: input.rankLevel, changed: false };
    const now = new Date();
    await tx.update(members).set({ rankLevel: input.rankLevel }).where(eq(members.id, member.id));
    // told here with the remark, so the messages job has nothing left to send for it
    await tx.insert(vipChanges).values({ brandId: input.brandId, memberId: member.id, fromLevel: member.rankLevel, toLevel: input.rankLevel, reason: 'operator', at: now, notifiedAt: now });
    await notifyMember(tx, {
      brandId: input.brandId,
      memberId: member.id,
      category: 'vip',
      key: 'vip_operator',
      params: { ...namedParams('tier', Object.keys(tier.name).length ? tier.name : { EN: `VIP${input.rankLevel}` }), level: String(input.rankLevel), remark: input.remark },
    });
    await recordAudit(tx, operator, {
      brandId: input.brandId,
      action: 'vip.member.set',
      target: `member:${member.id}`,
      detail: { username: input.username, fromLevel: member.rankLevel, toLevel: input.rankLevel, remark: input.remark },
    });
    return { username: input.username, fromLevel: member.rankLevel, toLevel: input.rankLevel, changed: true };
  });
}

/** Runs the brand's review now (the scheduled one brought forward), audited. */
export async function runReviewNow(db: Db, operator: Operator, brandId: string, now = new Date()) {
  const result = await reviewBrand(db, brandId, now, { force: true });
  if (!result) throw new AppError('NOT_FOUND', { loyaltySettings: brandId });
  await recordAudit(db, operator, {
    brandId,
    action: 'vip.review',
    target: `brand:${brandId}`,
    detail: { reviewed: result.reviewed?.toISOString() ?? null, downgrades: result.downgrades, notices: result.notices, nextReviewAt: result.nextReviewAt.toISOString() },
  });
  return result;
}

/** Points per 100 (major) of valid turnover by category, as the operator reads them (stored in basis points). */
const ratesView = (bp: Record<string, number>) => Object.fromEntries(Object.entries(bp).map(([k, v]) => [k, v / 10_000]));

export async function pointRates(db: Db, brandId: string) {
  const [row] = await db.select({ rates: loyaltySettings.pointRatesBp }).from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId));
  if (!row) throw new AppError('NOT_FOUND', { loyaltySettings: brandId });
  return ratesView(row.rates);
}

/** Changes some categories' rates (points per 100, up to 4 decimals); the others stay. */
export async function setPointRates(db: Db, operator: Operator, brandId: string, rates: Record<string, number>) {
  const changes: Partial<Record<GameType, number>> = {};
  for (const [gameType, perHundred] of Object.entries(rates)) {
    const type = gameTypeSchema.safeParse(gameType);
    const bp = Math.round(perHundred * 10_000);
    if (!type.success) throw new AppError('VALIDATION_ERROR', { field: gameType, issues: [{ path: gameType, message: 'not a game category' }] });
    if (!Number.isFinite(perHundred) || perHundred < 0 || perHundred > 10_000 || Math.abs(bp - perHundred * 10_000) > 1e-6) {
      throw new AppError('VALIDATION_ERROR', { field: gameType, issues: [{ path: gameType, message: 'points per 100: 0 to 10000, at most 4 decimals' }] });
    }
    changes[type.data] = bp;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ rates: loyaltySettings.pointRatesBp }).from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { loyaltySettings: brandId });
    const after = { ...before.rates, ...changes };
    await tx.update(loyaltySettings).set({ pointRatesBp: after, updatedAt: new Date() }).where(eq(loyaltySettings.brandId, brandId));
    // points are a reward on turnover: with the other rewards they must stay below the category's edge
    await assertRewardBudget(tx, brandId);
    await recordAudit(tx, operator, { brandId, action: 'points.rates.set', target: `brand:${brandId}`, detail: { before: before.rates, after } });
    return ratesView(after);
  });
}
