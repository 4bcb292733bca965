/**
 * The operator's referral rules per brand (admin CLI `referral-rules`): read them, or replace them (validated by the
 * contract's schema, audited with the rules before and after). Friends already rewarded keep what they were paid.
 */
import type { ReferralRules } from '@app/contract/loyalty';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySettings } from '../../db/schema';
import { type Operator, recordAudit } from '../promotions/operator-audit';
import { loyaltySettingsOf, referralRulesOf } from './point-mall-shared';

export async function referralRulesOfBrand(db: Db, brandId: string) {
  return { brandId, rules: referralRulesOf(await loyaltySettingsOf(db, brandId)) };
}

export async function setReferralRules(db: Db, operator: Operator, brandId: string, rules: ReferralRules) {
  return db.transaction(async (tx) => {
    const before = referralRulesOf(await loyaltySettingsOf(tx, brandId));
    await tx.update(loyaltySettings).set({ referralRules: rules, updatedAt: new Date() }).where(eq(loyaltySettings.brandId, brandId));
    await recordAudit(tx, operator, { brandId, action: 'referral.rules', target: `loyalty_settings:${brandId}`, detail: { before, after: rules } });
    return { brandId, rules };
  });
}
