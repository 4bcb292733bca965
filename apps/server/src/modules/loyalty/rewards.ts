/**
 * Paying a loyalty reward (a mission's, a referral's, an approved catalogue item's): points through the points
 * ledger, cash or a bonus through the promotions engine's grantReward (bonus wallet with wagering). Idempotent by
 * grant key per member; run it inside the caller's transaction.
 */
import type { LoyaltyReward } from '@app/contract/loyalty';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema';
import { grantReward } from '../promotions/grants';
import { postPoints, type PointKind } from './points-ledger';

export interface LoyaltyRewardGrant {
  brandId: string;
  memberId: number;
  reward: LoyaltyReward;
  /** unique per member: mission:<id>:<period>, referral:<friendId>, redemption:<id> */
  grantKey: string;
  /** what the ledger and the bonus list call it */
  title: Localized;
  /** the points ledger's kind for a points reward */
  pointKind: PointKind;
  meta?: Record<string, unknown>;
}

export interface PaidLoyaltyReward {
  bonusId: number | null;
  /** the points balance after a points reward, otherwise null */
  pointsBalance: number | null;
  duplicate: boolean;
}

export async function payLoyaltyReward(db: Db, grant: LoyaltyRewardGrant): Promise<PaidLoyaltyReward> {
  const { reward } = grant;
  if (reward.kind === 'points') {
    const posted = await postPoints(db, {
      brandId: grant.brandId,
      memberId: grant.memberId,
      kind: grant.pointKind,
      change: reward.points,
      meta: { ...grant.meta, title: grant.title },
      idempotencyKey: grant.grantKey,
    });
    return { bonusId: null, pointsBalance: posted.balance, duplicate: posted.duplicate };
  }
  const paid = await grantReward(db, {
    brandId: grant.brandId,
    memberId: grant.memberId,
    promotionId: null,
    grantKey: grant.grantKey,
    title: grant.title,
    amountMinor: reward.amountMinor,
    bonus: reward.kind === 'bonus' ? reward.terms : null,
  });
  return { bonusId: paid.bonusId, pointsBalance: null, duplicate: paid.duplicate };
}
