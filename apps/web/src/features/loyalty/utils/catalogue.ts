import type { PointReward } from '@app/contract/loyalty';
import type { TFunction } from 'i18next';

/** A catalogue category's name: the pack's when it has one (lo_cat_<id>), else the operator's id in words. */
export function categoryLabel(t: TFunction, category: string) {
  const words = category.replace(/_/g, ' ');
  return t(`lo_cat_${category}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}

export type RedeemBlock = NonNullable<PointReward['blockedBy']> | 'points';

/** Why the member cannot redeem an item now (the server's reason first, then too few points), or null. */
export function redeemBlock(reward: Pick<PointReward, 'blockedBy' | 'pointsCost'>, balance: number | null): RedeemBlock | null {
  if (reward.blockedBy) return reward.blockedBy;
  if (balance !== null && balance < reward.pointsCost) return 'points';
  return null;
}

/** The most units one redemption may take: the contract's 99, the stock, the member's limit, what their points buy. */
export function maxQuantity(reward: Pick<PointReward, 'stock' | 'perMemberLimit' | 'pointsCost'>, balance: number) {
  return Math.max(1, Math.min(99, reward.stock, reward.perMemberLimit ?? 99, Math.floor(balance / reward.pointsCost)));
}
