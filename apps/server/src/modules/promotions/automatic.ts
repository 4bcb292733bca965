/**
 * Grants nobody has to ask for: the sign-up bonus when an account is created, the first-deposit and reload matches
 * with a paid deposit (inside the deposit's own transaction), and the cashback of each ended period (a job that is
 * safe to rerun). Each is idempotent by its grant key.
 */
import { mondayOf, zonedDate } from '@app/contract/zoned-time';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders, promotionEntries } from '../../db/schema';
import { sharedIdentityReasons } from '../accounts/shared-identity';
import { openPromotionsOf, termsOf, type PromotionRow } from './catalogue';
import { grantReward } from './grants';
import { signupRulesOf } from './signup-rules';
import { brandTimeZone } from '../content/brand-clock';

/** A match: the share of the amount, at most the cap; 0 below the minimum deposit. */
export function matchAmount(terms: ReturnType<typeof termsOf>, amountMinor: number) {
  if (terms.minDepositMinor && amountMinor < terms.minDepositMinor) return 0;
  const share = terms.percentBp !== undefined ? Math.floor((amountMinor * terms.percentBp) / 10_000) : (terms.fixedMinor ?? 0);
  return terms.capMinor ? Math.min(share, terms.capMinor) : share;
}

async function recordEntry(db: Db, promotionId: number, memberId: number, rewardMinor: number) {
  await db
    .insert(promotionEntries)
    .values({ promotionId, memberId, state: 'issued', rewardMinor, claimedAt: new Date() })
    .onConflictDoUpdate({
      target: [promotionEntries.promotionId, promotionEntries.memberId],
      set: { state: 'issued', rewardMinor: sql`coalesce(${promotionEntries.rewardMinor}, 0) + ${rewardMinor}`, claimedAt: new Date() },
    });
}

/** How an account came to be: what the sign-up reward's eligibility reads. */
export interface SignupOrigin {
  /** the registration proved a person at the keyboard (human verification, a captcha or an SMS code) */
  humanChecked: boolean;
  /** an agent registered it from the agent centre */
  byAgent: boolean;
  /** the address it registered from */
  ip: string;
}

/**
 * Whether a new account may have the sign-up reward (issue 27: accounts come free, so the reward must not): it passed
 * a human check, an agent did not register it (unless the brand opts in), and the brand's risk check finds no other
 * member sharing its address or device.
 */
export async function signupEligible(db: Db, brandId: string, memberId: number, origin: SignupOrigin) {
  const rules = await signupRulesOf(db, brandId);
  if (origin.byAgent) {
    if (!rules.agentRegistered) return false;
  } else if (!origin.humanChecked) return false;
  if (!rules.riskCheck) return true;
  // (this machine's own address, a demo's or the tests' browser, is no player's network: it is never a shared one)
  return (await sharedIdentityReasons(db, { brandId, memberId })).length === 0;
}

/** The brand's open sign-up promotions, granted to a new account that may have them (idempotent). */
export async function grantSignupRewards(db: Db, brandId: string, memberId: number, origin: SignupOrigin) {
  const promos = await openPromotionsOf(db, brandId, 'signup');
  if (!promos.length || !(await signupEligible(db, brandId, memberId, origin))) return;
  for (const promo of promos) {
    const terms = termsOf(promo);
    await db.transaction(async (tx) => {
      const grant = await grantReward(tx, { brandId, memberId, promotionId: promo.id, grantKey: `signup:${promo.id}`, title: promo.title, amountMinor: terms.fixedMinor ?? 0, bonus: terms.bonus });
      if (!grant.duplicate && grant.amountMinor > 0) await recordEntry(tx, promo.id, memberId, grant.amountMinor);
    });
  }
}

/** A reload's period as its grant key names it: the brand's day, or 'w' and the Monday of its week. */
const periodKey = (period: 'daily' | 'weekly' | undefined, at: Date, timeZone: string) => {
  const day = zonedDate(at, timeZone);
  return period === 'weekly' ? `w${mondayOf(day)}` : day;
};

async function joined(tx: Db, promo: PromotionRow, memberId: number) {
  const [entry] = await tx.select({ id: promotionEntries.id }).from(promotionEntries).where(and(eq(promotionEntries.promotionId, promo.id), eq(promotionEntries.memberId, memberId)));
  return Boolean(entry);
}

/**
 * The matches a paid deposit earns, inside the deposit's transaction: the first paid deposit gets the open
 * first-deposit promotions; a later one the open reload promotions (joined where they ask for it), once per period.
 */
export async function grantDepositRewards(tx: Db, order: { id: number; brandId: string; memberId: number; orderNo: string; amountMinor: number }, now = new Date()) {
  const [earlier] = await tx
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, order.memberId), eq(depositOrders.status, 'paid'), ne(depositOrders.id, order.id)))
    .limit(1);
  const mechanic = earlier ? 'reload' : 'first_deposit';
  for (const promo of await openPromotionsOf(tx, order.brandId, mechanic, now)) {
    const terms = termsOf(promo);
    if (mechanic === 'reload' && terms.requiresJoin && !(await joined(tx, promo, order.memberId))) continue;
    const amountMinor = matchAmount(terms, order.amountMinor);
    if (amountMinor <= 0) continue;
    const grantKey = mechanic === 'first_deposit' ? `first_deposit:${promo.id}` : `reload:${promo.id}:${periodKey(terms.period, now, await brandTimeZone(tx, order.brandId))}`;
    const grant = await grantReward(tx, { brandId: order.brandId, memberId: order.memberId, promotionId: promo.id, grantKey, title: promo.title, amountMinor, bonus: terms.bonus, depositMinor: order.amountMinor });
    if (mechanic === 'first_deposit' && !grant.duplicate) await recordEntry(tx, promo.id, order.memberId, amountMinor);
  }
}
