import { DEFAULT_RISK_RULES, type RiskRules, riskRulesSchema } from '@app/contract/operators-risk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { riskRules } from '../../db/schema';
import { type Operator, recordAudit } from '../audit/operator-audit';

/** The brand's risk rules: its row (checked again with the contract's schema), else the defaults. */
export async function riskRulesOf(db: Db, brandId: string): Promise<RiskRules> {
  const [row] = await db.select({ rules: riskRules.rules }).from(riskRules).where(eq(riskRules.brandId, brandId));
  const parsed = row ? riskRulesSchema.safeParse(row.rules) : null;
  return parsed?.success ? parsed.data : DEFAULT_RISK_RULES;
}

export async function riskRulesView(db: Db, brandId: string) {
  const [row] = await db.select().from(riskRules).where(eq(riskRules.brandId, brandId));
  return { brandId, rules: await riskRulesOf(db, brandId), updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Sets the brand's rules (applied from the next event), audited with before and after in the same transaction. */
export async function setRiskRules(db: Db, operator: Operator, brandId: string, rules: RiskRules) {
  await db.transaction(async (tx) => {
    const before = await riskRulesOf(tx, brandId);
    const now = new Date();
    await tx
      .insert(riskRules)
      .values({ brandId, rules, updatedBy: operator.actor, updatedAt: now })
      .onConflictDoUpdate({ target: riskRules.brandId, set: { rules, updatedBy: operator.actor, updatedAt: now } });
    await recordAudit(tx, operator, { brandId, action: 'risk-rules.set', target: `risk-rules:${brandId}`, detail: { before, after: rules } });
  });
  return riskRulesView(db, brandId);
}
