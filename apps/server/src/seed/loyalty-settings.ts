/**
 * The loyalty settings of every brand (point rates, conversion, the VIP window and review, referral rules, feedback
 * word bounds): operator data, inserted once per brand and kept when an operator changes it (admin CLI).
 */
import type { BrandConfig } from '@app/contract/brand';
import type { ReferralRules } from '@app/contract/loyalty';
import { nextMonthStart, zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import type { Db } from '../db/client';
import { loyaltySettings } from '../db/schema';
import { DEFAULT_WAGERING_WEIGHTS } from '../modules/promotions/grants';
import { demoMinor, demoScale } from './demo-scale';

const DAY = 86_400_000;

/** Points per 100 of valid turnover, in basis points: slots and in-house games earn most, lottery least. */
export const DEMO_POINT_RATES_BP = { RNG: 100_000, FISH: 100_000, INHOUSE: 100_000, PVP: 50_000, LIVE: 30_000, SPORTS: 50_000, ESPORTS: 50_000, ELOTT: 20_000 };

/** The demo brands' settings, the peso figures in the brand's currency (demo-scale.ts). */
export function demoLoyaltySettings(brand: BrandConfig, now: Date) {
  const m = (pesos: number) => demoMinor(pesos, brand);
  const referralRules: ReferralRules = {
    enabled: true,
    qualifyDepositMinor: m(500),
    // a bonus, not cash: for the inviter it comes with no deposit of its own, so it is capped and its winnings wait for
    // a deposit whose turnover costs more than the cap (docs/promotions.md); a cash reward would pay a self-referral ring
    reward: {
      kind: 'bonus',
      amountMinor: m(100),
      terms: { wageringMultiple: 50, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 14, maxBetMinor: m(5), maxCashoutMinor: m(50), depositBeforeWithdrawalMinor: m(1_500) },
    },
    maxRewardedFriends: 50,
  };
  // the next review: the first day of next month, midnight on the brand's clock
  const nextMonth = zonedMidnight(nextMonthStart(zonedDate(now, brand.timeZone)), brand.timeZone).getTime();
  return {
    brandId: brand.id,
    // the same points for the same play: turnover 50 times smaller in minor units (the dollar brand) earns at rates 50
    // times larger, 10 times larger (the đồng) at rates 10 times smaller
    pointRatesBp: Object.fromEntries(Object.entries(DEMO_POINT_RATES_BP).map(([k, v]) => [k, Math.round(v / demoScale(brand))])),
    convertEnabled: true,
    // 100 points make ₱1 ($0.02, 1.000 ₫): 1 point is worth one minor unit on the peso brand
    convertPoints: 100,
    convertMinor: m(1),
    convertMinPoints: 500,
    vipWindowDays: 30,
    vipNextReviewAt: new Date(Math.max(nextMonth, now.getTime() + DAY)),
    vipReviewEveryDays: 30,
    vipNoticeDays: 7,
    referralRules,
    feedbackMinWords: 5,
    feedbackMaxWords: 300,
  };
}

export async function seedLoyaltySettings(db: Db, brands: BrandConfig[], now = new Date()) {
  for (const brand of brands) await db.insert(loyaltySettings).values(demoLoyaltySettings(brand, now)).onConflictDoNothing();
}
