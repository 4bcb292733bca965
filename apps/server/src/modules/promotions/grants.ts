/**
 * Paying a promotion's reward: a bonus into its own wallet with the promotion's wagering terms, or cash to main when
 * the terms have no bonus. One function for every mechanic (sign-up, deposit match, cashback, join / claim,
 * applications, raffle prizes, operator grants), idempotent by grant key per member.
 */
import { textIn } from '@app/contract/brand';
import type { BonusTerms } from '@app/contract/promotions';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema';
import { grantBonus } from '../wallet/ledger/bonus-wallets';
import { postEntry } from '../wallet/ledger/posting';
import { playBlockOf } from '../responsible-gaming/state';
import { publish } from '../../lib/domain-events';
import { holdReward } from '../risk/reward-hold';

/**
 * The categories a bonus's wagering counts, unless its terms say otherwise (the demo promotions and operator grants):
 * slots, fishing and in-house games in full; card games and sports half; live casino and lottery less.
 */
export const DEFAULT_WAGERING_WEIGHTS = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };

export interface RewardGrant {
  brandId: string;
  memberId: number;
  /** null for an operator grant outside a promotion */
  promotionId: number | null;
  /** what earned it, unique per member: signup:<promo>, deposit:<order>, application:<id>, ... */
  grantKey: string;
  title: Localized;
  amountMinor: number;
  /** null: cash to main; otherwise a bonus with these terms */
  bonus: BonusTerms | null;
  /** the deposit that earned it (wagering base bonus_deposit) */
  depositMinor?: number;
}

export interface GrantResult {
  /** the bonus row, or null for cash */
  bonusId: number | null;
  amountMinor: number;
  duplicate: boolean;
  /** nothing was paid: the member is in a time-out or self-exclusion (responsible gaming) */
  blocked?: true;
  /** nothing was paid now: an open risk flag holds the member's rewards (paid when it is resolved), or an operator dropped this one */
  held?: true;
}

/**
 * Grants a reward inside the caller's transaction (or its own). An amount of 0 grants nothing. While an open risk flag
 * holds the member's rewards the grant is kept in held_rewards instead (risk/reward-hold.ts) and paid through here,
 * with its grant key, when the flag is resolved; a held reward an operator dropped is never paid.
 */
export async function grantReward(db: Db, grant: RewardGrant): Promise<GrantResult> {
  if (grant.amountMinor <= 0) return { bonusId: null, amountMinor: 0, duplicate: false };
  // a blocked member receives no promotions; batch jobs (cashback, raffles) go on with the others
  if (await playBlockOf(db, grant.memberId)) return { bonusId: null, amountMinor: 0, duplicate: false, blocked: true };
  return db.transaction(async (tx) => {
    // an operator's own grant is a decision made beside the player's flags (audited as such): it is not held
    if (!grant.grantKey.startsWith(OPERATOR_GRANT_PREFIX) && (await holdReward(tx, grant))) return { bonusId: null, amountMinor: 0, duplicate: false, held: true };
    const paid = await payReward(tx, grant);
    if (!paid.duplicate) {
      await publish(tx, 'reward.granted', { brandId: grant.brandId, memberId: grant.memberId, promotionId: grant.promotionId, grantKey: grant.grantKey, bonusId: paid.bonusId, amountMinor: grant.amountMinor });
    }
    return paid;
  });
}

/** The grant key prefix of an operator's grant (operator-bonuses.ts). */
const OPERATOR_GRANT_PREFIX = 'operator:';

async function payReward(db: Db, grant: RewardGrant): Promise<GrantResult> {
  if (!grant.bonus) {
    const posted = await postEntry(db, {
      brandId: grant.brandId,
      memberId: grant.memberId,
      kind: 'bonus',
      amountMinor: grant.amountMinor,
      idempotencyKey: `bonus:${grant.grantKey}`,
      // the ledger's reference in the back office's language (English) where the title has it, else the one it has
      reference: textIn(grant.title, 'EN') || null,
      meta: { promotionId: grant.promotionId, grantKey: grant.grantKey },
    });
    return { bonusId: null, amountMinor: grant.amountMinor, duplicate: posted.duplicate };
  }
  const bonus = await grantBonus(db, {
    brandId: grant.brandId,
    memberId: grant.memberId,
    promotionId: grant.promotionId,
    grantKey: grant.grantKey,
    title: grant.title,
    amountMinor: grant.amountMinor,
    terms: grant.bonus,
    depositMinor: grant.depositMinor ?? 0,
  });
  return { bonusId: bonus.id, amountMinor: grant.amountMinor, duplicate: bonus.duplicate };
}
