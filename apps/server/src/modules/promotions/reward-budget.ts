/**
 * The reward budget (issue 27): what a brand's terms give back per unit of valid turnover in each game category,
 * all reward paths together, must stay below what the house keeps on that turnover.
 *
 * A valid bet's expected house edge is at least the category's edge floor (wager-worth.ts: a bet below the floor
 * counts only edge / floor of its stake); the weekly cashback and, when the house pays agents, the dividends return a
 * share of the net loss, and the agents' salaries a rate of the same valid turnover (a chain of any depth costs the
 * house its brand maximum per kind, and a downline may hold every salary kind at once). So per unit of valid turnover
 * the house keeps at least floor x (1 - cashback share - dividend maximum) - the salary maximums, and pays the member
 * at most, in basis points:
 *   rebate         the highest rank's rate for the category (promotion_settings.rebate_rates)
 * + VIP rebate     the highest tier's rebateBonusBp (added to every rebated category)
 * + points         point rate x the highest tier's multiplier, valued at the conversion rate (or, when the points
 *                  mall's catalogue changes, at what the item saved pays per point if that is more: mallItemPointValue)
 * + missions       every active turnover mission counting the category: reward value / target
 * + promotions     every open promotion qualifying on turnover: reward / target
 * The budget holds when that sum is below the limit for every category. Operators' changes to any of those terms
 * are refused (REWARD_BUDGET_EXCEEDED, naming the category and each part) when they would break it, and the seed
 * keeps within it (test/routes/house-economics.test.ts).
 */
import { DEFAULT_CONTRACT_MAX_RATES_BP } from '@app/contract/agent-contracts';
import { gameTypeSchema } from '@app/contract/system';
import type { LoyaltyReward } from '@app/contract/loyalty';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContractSettings, loyaltySettings, missions, promotions, vipTiers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { wagerRulesOf } from '../wallet/wager-worth';
import { type StoredVipBenefits } from '../loyalty/vip';
import { settingsOf, termsOf } from './catalogue';

export interface CategoryBudget {
  gameType: string;
  /** the edge a valid bet has at least (bp) */
  floorBp: number;
  /** what the house keeps at least per unit of valid turnover before member rewards: floor less cashback and agent pay */
  limitBp: number;
  parts: { rebateBp: number; vipRebateBp: number; pointsBp: number; missionsBp: number; promotionsBp: number };
  totalBp: number;
  /** limit - total: the edge the house keeps per unit of valid turnover at worst */
  keptBp: number;
}

/** A loyalty reward's worth in minor units (points at the brand's conversion rate; a bonus at its face value). */
function rewardValueMinor(reward: LoyaltyReward, pointValueMinor: number) {
  return reward.kind === 'points' ? reward.points * pointValueMinor : reward.amountMinor;
}

/**
 * What an item of the points mall pays per point on approval (minor units): its grant's worth over its price (a bonus
 * at its face value, like a mission's); nothing for an item without a grant (shipped: the operator's own cost). An
 * item paying points back is worth less than its price at the conversion rate: it never raises a point's worth.
 */
export function mallItemPointValue(item: { pointsCost: number; grant: LoyaltyReward | null }) {
  if (!item.grant || item.grant.kind === 'points' || item.pointsCost <= 0) return 0;
  return item.grant.amountMinor / item.pointsCost;
}

const round2 = (bp: number) => Math.round(bp * 100) / 100;

/**
 * What agents cost the house at most on a bet: the brand's maximum dividend share and the sum of its salary kinds'
 * maximum rates (nothing when uplines pay their downlines themselves).
 */
export async function agentPayOf(db: Db, brandId: string) {
  const [row] = await db.select().from(agentContractSettings).where(eq(agentContractSettings.brandId, brandId));
  if (row?.payer === 'upline') return { dividendBp: 0, salaryBp: 0 };
  // a brand without a row pays from the house at the default maximums
  const d = DEFAULT_CONTRACT_MAX_RATES_BP;
  const max = row ?? { maxDividendRateBp: d.dividend, maxDailySalaryRateBp: d.daily_salary, maxHourlySalaryRateBp: d.hourly_salary, maxRealTimeSalaryRateBp: d.real_time_salary };
  return { dividendBp: max.maxDividendRateBp, salaryBp: max.maxDailySalaryRateBp + max.maxHourlySalaryRateBp + max.maxRealTimeSalaryRateBp };
}

/**
 * The brand's promotions whose terms may still pay: not closed and not ended (one that has not started yet counts: its
 * terms are the operator's as much as a running one's).
 */
export async function livePromotionsOf(db: Db, brandId: string, now = new Date()) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), or(isNull(promotions.endAt), gt(promotions.endAt, now))));
  return rows.filter((p) => p.status !== 'closed');
}

/** The share of the net loss the brand's cashback returns at most (bp). */
export const cashbackShareBp = (live: Array<typeof promotions.$inferSelect>) =>
  Math.max(0, ...live.filter((p) => p.mechanic === 'cashback').map((p) => termsOf(p).percentBp ?? 0));

export interface BudgetOptions {
  /** value points at least this (minor units per point): a mall item being saved pays this for one */
  pointValueAtLeastMinor?: number;
}

/** The budget of every category of a brand under its current terms (db may be the transaction changing them). */
export async function rewardBudget(db: Db, brandId: string, now = new Date(), options: BudgetOptions = {}): Promise<CategoryBudget[]> {
  const [settings, [loyalty], tiers, turnoverMissions, openPromos, rules, agentPay] = await Promise.all([
    settingsOf(db, brandId),
    db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId)),
    db.select({ benefits: vipTiers.benefits }).from(vipTiers).where(eq(vipTiers.brandId, brandId)),
    db.select().from(missions).where(and(eq(missions.brandId, brandId), eq(missions.kind, 'turnover'), eq(missions.active, true))),
    livePromotionsOf(db, brandId, now),
    wagerRulesOf(db, brandId),
    agentPayOf(db, brandId),
  ]);
  const rates = settings.rebateRates as { base: Record<string, number>; ranks: Array<{ rates: Record<string, number> }> };
  const benefits = tiers.map((t) => t.benefits as StoredVipBenefits);
  const maxTierRebateBp = Math.max(0, ...benefits.map((b) => b.rebateBonusBp ?? 0));
  const maxPointsMultiplierBp = Math.max(10_000, ...benefits.map((b) => b.pointsMultiplierBp ?? 10_000));
  const converted = loyalty && loyalty.convertEnabled && loyalty.convertPoints > 0 ? loyalty.convertMinor / loyalty.convertPoints : 0;
  // a point is worth what converting it pays, or what a mall item being changed pays for it when that is more
  const pointValueMinor = Math.max(converted, options.pointValueAtLeastMinor ?? 0);
  const cashbackBp = cashbackShareBp(openPromos);
  const turnoverPromos = openPromos
    .map((p) => ({ p, terms: termsOf(p) }))
    .filter(({ terms }) => terms.qualify?.metric === 'turnover' && terms.qualify.targetMinor > 0);
  return gameTypeSchema.options.map((gameType) => {
    const rebateBp = Math.max(rates.base[gameType] ?? 0, ...rates.ranks.map((r) => r.rates[gameType] ?? rates.base[gameType] ?? 0));
    const rebated = rates.base[gameType] !== undefined || rates.ranks.some((r) => r.rates[gameType] !== undefined);
    const vipRebateBp = rebated ? maxTierRebateBp : 0;
    // points units per minor of valid turnover: rate x multiplier / 10^4, in 1/10^8 point
    const pointRateBp = loyalty ? ((loyalty.pointRatesBp as Record<string, number>)[gameType] ?? 0) : 0;
    const pointsBp = ((pointRateBp * maxPointsMultiplierBp) / 10_000 / 1e8) * pointValueMinor * 10_000;
    const missionsBp = turnoverMissions
      .filter((m) => m.gameType === null || m.gameType === gameType)
      .reduce((sum, m) => sum + (rewardValueMinor(m.reward as LoyaltyReward, pointValueMinor) / m.target) * 10_000, 0);
    const promotionsBp = turnoverPromos.reduce((sum, { terms }) => sum + (((terms.fixedMinor ?? 0) / terms.qualify!.targetMinor) * 10_000), 0);
    const floorBp = rules.edgeFloorBp[gameType] ?? 0;
    const limitBp = (floorBp * (10_000 - cashbackBp - agentPay.dividendBp)) / 10_000 - agentPay.salaryBp;
    const parts = { rebateBp, vipRebateBp, pointsBp: round2(pointsBp), missionsBp: round2(missionsBp), promotionsBp: round2(promotionsBp) };
    const totalBp = round2(rebateBp + vipRebateBp + pointsBp + missionsBp + promotionsBp);
    return { gameType, floorBp, limitBp: round2(limitBp), parts, totalBp, keptBp: round2(limitBp - totalBp) };
  });
}

/** Refuses (REWARD_BUDGET_EXCEEDED) terms under which some category returns its whole edge or more. */
export async function assertRewardBudget(db: Db, brandId: string, now = new Date(), options: BudgetOptions = {}) {
  const over = (await rewardBudget(db, brandId, now, options)).filter((c) => c.totalBp >= c.limitBp && c.totalBp > 0);
  if (over.length) {
    const first = over[0]!;
    throw new AppError('REWARD_BUDGET_EXCEEDED', { gameType: first.gameType, totalBp: first.totalBp, limitBp: first.limitBp, parts: first.parts, categories: over.map((c) => c.gameType) });
  }
}
