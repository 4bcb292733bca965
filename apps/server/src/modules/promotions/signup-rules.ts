/**
 * The brand's sign-up reward rules (promotion_settings, issue 27), the operator's levers: whether accounts an agent
 * registers get it, and whether the risk check holds it back from an account sharing an address, device, bank
 * account, payee name or mobile number with another member. Each change is audited in its own transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';

export interface SignupRules {
  agentRegistered: boolean;
  riskCheck: boolean;
}

export async function signupRulesOf(db: Db, brandId: string): Promise<SignupRules> {
  const [row] = await db
    .select({ agentRegistered: promotionSettings.signupForAgentRegistered, riskCheck: promotionSettings.signupRiskCheck })
    .from(promotionSettings)
    .where(eq(promotionSettings.brandId, brandId));
  // a brand without promotion settings has no sign-up promotion to guard: the defaults
  return row ?? { agentRegistered: false, riskCheck: true };
}

export async function setSignupRules(db: Db, operator: Operator, brandId: string, change: Partial<SignupRules>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotionSettings).where(eq(promotionSettings.brandId, brandId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { promotionSettings: brandId });
    const after: SignupRules = { agentRegistered: change.agentRegistered ?? before.signupForAgentRegistered, riskCheck: change.riskCheck ?? before.signupRiskCheck };
    await tx.update(promotionSettings).set({ signupForAgentRegistered: after.agentRegistered, signupRiskCheck: after.riskCheck }).where(eq(promotionSettings.brandId, brandId));
    await recordAudit(tx, operator, {
      brandId,
      action: 'signup_rules.set',
      target: `brand:${brandId}`,
      detail: { before: { agentRegistered: before.signupForAgentRegistered, riskCheck: before.signupRiskCheck }, after },
    });
    return { brandId, ...after };
  });
}
