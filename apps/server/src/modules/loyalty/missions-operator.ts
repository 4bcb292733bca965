/**
 * The operator's levers on missions (admin CLI `missions`, `mission-set`): list a brand's missions, switch one on or
 * off and change its target. Every change writes the audit trail in its own transaction.
 */
import { assertRewardBudget } from '../promotions/reward-budget';
import type { LoyaltyReward } from '@app/contract/loyalty';
import { minorToMajor, parseAmountMinor } from '@app/contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';

/** Kinds whose target is an amount (minor units); the others count. */
const amountKinds = new Set(['turnover', 'deposit_amount']);

function operatorMissionView(m: typeof missions.$inferSelect) {
  const amount = amountKinds.has(m.kind);
  return {
    id: m.id,
    code: m.code,
    title: m.title.EN ?? m.code,
    kind: m.kind,
    period: m.period,
    gameType: m.gameType,
    target: m.target,
    /** the target as the CLI reads and writes it: an amount for turnover and deposit_amount, else a count */
    targetText: amount ? minorToMajor(m.target).toFixed(2) : String(m.target),
    reward: m.reward as LoyaltyReward,
    active: m.active,
  };
}

export async function operatorMissions(db: Db, brandId: string) {
  const rows = await db.select().from(missions).where(eq(missions.brandId, brandId)).orderBy(asc(missions.sort), asc(missions.id));
  return rows.map(operatorMissionView);
}

/** The target as given: a count (whole number), or an amount in major units for the amount kinds. */
function targetOf(kind: string, text: string) {
  if (amountKinds.has(kind)) {
    const parsed = parseAmountMinor(text);
    if ('problem' in parsed) throw new AppError('INVALID_AMOUNT', { field: 'target', reason: parsed.problem });
    return parsed.minor;
  }
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count <= 0) throw new AppError('VALIDATION_ERROR', { field: 'target', issues: [{ path: 'target', message: 'a whole number above 0' }] });
  return count;
}

export async function setMission(db: Db, operator: Operator, brandId: string, code: string, change: { active?: boolean; target?: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.brandId, brandId), eq(missions.code, code)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { mission: code });
    const target = change.target === undefined ? before.target : targetOf(before.kind, change.target);
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
    return operatorMissionView(after!);
  });
}
