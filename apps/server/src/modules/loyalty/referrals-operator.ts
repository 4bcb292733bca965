/**
 * The operator's referral rules per brand (admin CLI `referral-rules`): read them, or change what a patch names and
 * keep the rest (the result is checked by the contract's schema; the audit trail holds the rules before and after).
 * Friends already rewarded keep what they were paid.
 */
import { referralRulesSchema, type ReferralRules } from '@app/contract/loyalty';
import type { referralRulesPatchSchema } from '@app/contract/operators-loyalty';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { loyaltySettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DEFAULT_WAGERING_WEIGHTS } from '../promotions/grants';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { loyaltySettingsOf, referralRulesOf } from './point-mall-shared';

export type ReferralRulesPatch = z.infer<typeof referralRulesPatchSchema>;

export function patchedRules(current: ReferralRules, patch: ReferralRulesPatch): ReferralRules {
  let reward = current.reward;
  if (patch.reward?.kind === 'bonus') {
    const terms = current.reward.kind === 'bonus' ? current.reward.terms : { wageringMultiple: 5, wageringBase: 'bonus' as const, weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 14, maxBetMinor: patch.reward.amountMinor };
    reward = { kind: 'bonus', amountMinor: patch.reward.amountMinor, terms };
  } else if (patch.reward) reward = patch.reward;
  const termChanges = { wageringMultiple: patch.wageringMultiple, expiryDays: patch.expiryDays, maxBetMinor: patch.maxBetMinor };
  if (Object.values(termChanges).some((v) => v !== undefined)) {
    if (reward.kind !== 'bonus') throw new AppError('VALIDATION_ERROR', { field: 'wageringMultiple', issues: [{ path: 'wageringMultiple', message: 'bonus terms apply to a bonus reward only' }] });
    reward = { ...reward, terms: { ...reward.terms, ...Object.fromEntries(Object.entries(termChanges).filter(([, v]) => v !== undefined)) } };
  }
  return referralRulesSchema.parse({
    enabled: patch.enabled ?? current.enabled,
    qualifyDepositMinor: patch.qualifyDepositMinor ?? current.qualifyDepositMinor,
    maxRewardedFriends: patch.maxRewardedFriends === undefined ? current.maxRewardedFriends : patch.maxRewardedFriends,
    reward,
  });
}

export async function referralRulesOfBrand(db: Db, brandId: string) {
  return { brandId, rules: referralRulesOf(await loyaltySettingsOf(db, brandId)) };
}

export async function changeReferralRules(db: Db, operator: Operator, brandId: string, patch: ReferralRulesPatch) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', { loyaltySettings: brandId });
    const before = referralRulesOf(locked);
    const rules = patchedRules(before, patch);
    await tx.update(loyaltySettings).set({ referralRules: rules, updatedAt: new Date() }).where(eq(loyaltySettings.brandId, brandId));
    await recordAudit(tx, operator, { brandId, action: 'referral.rules', target: `loyalty_settings:${brandId}`, detail: { before, after: rules, patch } });
    return { brandId, rules };
  });
}
