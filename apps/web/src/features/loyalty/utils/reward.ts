import type { LoyaltyReward } from '@app/contract/loyalty';
import type { TFunction } from 'i18next';
import { wholeNumber } from '@/lib/format';

/** Money in the reward's currency (see moneyIn). */
export type MoneyText = (minor: number) => string;

/**
 * What a mission, a referral or a catalogue item pays, in words: "500 points", "₱50.00 cash", "₱100.00 bonus"; a
 * bonus adds its wagering line ("10× wagering of the bonus within 7 days · max bet ₱50.00").
 */
export function rewardText(t: TFunction, reward: LoyaltyReward, money: MoneyText): { title: string; wagering: string | null } {
  if (reward.kind === 'points') return { title: t('lo_reward_points', { count: reward.points, points: wholeNumber(reward.points) }), wagering: null };
  if (reward.kind === 'cash') return { title: t('lo_reward_cash', { amount: money(reward.amountMinor) }), wagering: null };
  const { terms } = reward;
  const wagering =
    terms.wageringMultiple === 0
      ? t('lo_bonus_no_wagering')
      : `${t(`lo_wagering_${terms.wageringBase}`, { multiple: terms.wageringMultiple, days: terms.expiryDays })} · ${t('lo_max_bet', { amount: money(terms.maxBetMinor) })}`;
  return { title: t('lo_reward_bonus', { amount: money(reward.amountMinor) }), wagering };
}

/** Points as words: "1,250 points" (one point, many points). */
export const pointsText = (t: TFunction, points: number) => t('lo_points_n', { count: points, points: wholeNumber(points) });
