/**
 * The operator's levers on missions (admin CLI `missions`, `mission-set`; the back office's Loyalty page): list a
 * brand's missions, create one of any kind the engine counts, switch one on or off and change its target. Every
 * change writes the audit trail in its own transaction, and goes through the reward budget there.
 */
import { assertRewardBudget } from '../promotions/reward-budget';
import { wagerRulesOf } from '../wallet/wager-worth';
import { type BrandConfig, textIn } from '@app/contract/brand';
import type { LoyaltyReward } from '@app/contract/loyalty';
import { decimalString, parseAmountMinor } from '@app/contract/money';
import type { CreateMissionBody } from '@app/contract/operators-loyalty';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { textsInBrandLanguages } from '../../lib/brands';
import { type Operator, recordAudit } from '../audit/operator-audit';

/** Kinds whose target is an amount (minor units); the others count. */
const amountKinds = new Set(['turnover', 'deposit_amount']);

/** A mission as the operator reads it (`digits`: the brand's currency's decimal places, an amount target's). */
function operatorMissionView(m: typeof missions.$inferSelect, digits: number) {
  const amount = amountKinds.has(m.kind);
  return {
    id: m.id,
    code: m.code,
    // the back office reads English: a brand without it shows its own language
    title: textIn(m.title, 'EN') || m.code,
    kind: m.kind,
    period: m.period,
    gameType: m.gameType,
    target: m.target,
    /** the target as the CLI reads and writes it: an amount for turnover and deposit_amount, else a count */
    targetText: amount ? decimalString(m.target, digits) : String(m.target),
    reward: m.reward as LoyaltyReward,
    active: m.active,
  };
}

export async function operatorMissions(db: Db, brandId: string, digits: number) {
  const rows = await db.select().from(missions).where(eq(missions.brandId, brandId)).orderBy(asc(missions.sort), asc(missions.id));
  return rows.map((m) => operatorMissionView(m, digits));
}

/** The target as given: a count (whole number), or an amount in major units (`digits` decimal places) for the amount kinds. */
function targetOf(kind: string, text: string, digits: number) {
  if (amountKinds.has(kind)) {
    const parsed = parseAmountMinor(text, digits);
    if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'target', reason: parsed.problem });
    return parsed.minor;
  }
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count <= 0) throw new AppError('VALIDATION_ERROR', { field: 'target', issues: [{ path: 'target', message: 'a whole number above 0' }] });
  return count;
}

export async function setMission(db: Db, operator: Operator, brandId: string, code: string, change: { active?: boolean; target?: string }, digits: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.brandId, brandId), eq(missions.code, code)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { mission: code });
    const target = change.target === undefined ? before.target : targetOf(before.kind, change.target, digits);
    if (target <= 0) throw new AppError('INVALID_AMOUNT', { field: 'target', reason: 'not_positive' });
    const active = change.active ?? before.active;
    const [after] = await tx.update(missions).set({ target, active, updatedAt: new Date() }).where(eq(missions.id, before.id)).returning();
    // a lower turnover target (or a mission switched on) raises what turnover earns: it must stay within the budget
    await assertRewardBudget(tx, brandId);
    await recordAudit(tx, operator, {
      brandId,
      action: 'mission.set',
      target: `mission:${before.id}`,
      detail: { code, before: { active: before.active, target: before.target }, after: { active, target } },
    });
    return operatorMissionView(after!, digits);
  });
}

/**
 * A mission's texts as stored: the title in every language of the brand (textsInBrandLanguages), and the description
 * in every language of the brand too, '' where none is written (the player site then shows one that is written). A
 * language the brand does not offer is refused either way (VALIDATION_ERROR naming `title.EN`, `description.EN`).
 */
function missionTexts(brand: Pick<BrandConfig, 'languages'>, input: Pick<CreateMissionBody, 'title' | 'description'>) {
  const texts = { title: input.title, description: input.description ?? {} };
  return textsInBrandLanguages(brand, texts, texts, { mayBeBlank: ['description'] });
}

/**
 * A new mission of the brand, its texts in the brand's languages (missionTexts): saved with its kind, period, category
 * (bet_count and turnover only), target and reward, after the brand's other missions. The progress triggers (migrations 0017, 0026) read the brand's active missions in
 * the transaction of each bet, deposit and login, so it counts from the next activity on; claiming pays once per
 * period (claimMission). A turnover mission's reward is part of what valid turnover earns back: the reward budget is
 * checked in the same transaction, so an over-generous one is refused (REWARD_BUDGET_EXCEEDED) and nothing is saved.
 */
export async function createMission(db: Db, operator: Operator, brand: Pick<BrandConfig, 'id' | 'languages'>, input: Omit<CreateMissionBody, 'brandId'>, digits: number) {
  const brandId = brand.id;
  const { title, description } = missionTexts(brand, input);
  const target = targetOf(input.kind, input.target, digits);
  await assertRewardCoveredByPlay(db, brandId, input.kind, input.reward);
  const gameType = input.gameType ?? null;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${missions.sort}), -1)::int` })
      .from(missions)
      .where(eq(missions.brandId, brandId));
    const [row] = await tx
      .insert(missions)
      .values({
        brandId,
        code: input.code,
        title,
        description,
        kind: input.kind,
        period: input.period,
        gameType,
        target,
        reward: input.reward,
        sort: (last?.sort ?? -1) + 1,
        active: input.active ?? true,
      })
      .onConflictDoNothing({ target: [missions.brandId, missions.code] })
      .returning();
    if (!row) throw new AppError('CONFLICT', { field: 'code', code: input.code, reason: 'code_taken' });
    await assertRewardBudget(tx, brandId);
    await recordAudit(tx, operator, {
      brandId,
      action: 'mission.create',
      target: `mission:${row.id}`,
      detail: { code: input.code, kind: input.kind, period: input.period, gameType, target, reward: input.reward, title, active: row.active },
    });
    return operatorMissionView(row, digits);
  });
}

/**
 * Only a turnover mission pays for play the reward budget can weigh (its reward per unit of valid turnover). The other
 * kinds count bets placed (a 1.00 bet counts), deposits (withdrawn again after their turnover) or logins, so cash
 * would be paid for nothing the house keeps an edge on: they pay points or a bonus whose wagering costs a player at
 * least the bonus (wagering multiple x the brand's lowest edge floor >= 100%, the "bonus terms operators can trust").
 */
async function assertRewardCoveredByPlay(db: Db, brandId: string, kind: CreateMissionBody['kind'], reward: LoyaltyReward) {
  if (kind === 'turnover' || reward.kind === 'points') return;
  if (reward.kind === 'cash') {
    throw new AppError('VALIDATION_ERROR', { field: 'reward.kind', issues: [{ path: 'reward.kind', message: 'only a turnover mission pays cash; this kind pays points or a bonus with wagering' }] });
  }
  const { edgeFloorBp } = await wagerRulesOf(db, brandId);
  const lowestFloorBp = Math.min(...Object.entries(reward.terms.weights).filter(([, weight]) => weight > 0).map(([category]) => edgeFloorBp[category] ?? 0));
  const neededMultiple = lowestFloorBp > 0 ? Math.ceil(10_000 / lowestFloorBp) : Infinity;
  if (reward.terms.wageringMultiple < neededMultiple) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'reward.terms.wageringMultiple',
      issues: [{ path: 'reward.terms.wageringMultiple', message: `at least ${neededMultiple}x: wagering must cost a player the bonus at the lowest edge floor` }],
    });
  }
}
