import type { ActivityState, Promotion, PromotionStanding } from '@app/contract/promotions';

/**
 * What the one action button does: join (promotionJoin), reward (requestReward), raffle (claimRaffle), apply (the
 * application form), rebate (the member centre's manual rebate page); null: nothing to do (the button is disabled).
 */
export type ActionKind = 'join' | 'reward' | 'raffle' | 'apply' | 'rebate' | null;

export interface PromotionAction {
  state: ActivityState;
  /** text key of the button's label: it follows the activity state */
  label: string;
  kind: ActionKind;
}

/** Mechanics the player joins or applies to; the others are claimed (or granted without an action). */
const joinLike = new Set<Promotion['mechanic']>(['join', 'application', 'signup', 'first_deposit', 'reload', 'cashback']);

/**
 * A visitor has no standing: the state the promotion would show to a new member (coming soon, closed, or its first
 * step), so the button reads the same and a press asks for the login.
 */
export function visitorState(promotion: Pick<Promotion, 'mechanic' | 'startAt' | 'endAt'>, now = Date.now()): ActivityState {
  if (promotion.startAt > now) return 'coming_soon';
  if (promotion.endAt !== null && promotion.endAt <= now) return 'close';
  return joinLike.has(promotion.mechanic) ? 'join' : 'claim';
}

/** The standing's state for a member, else the visitor's. */
export const stateOf = (promotion: Pick<Promotion, 'mechanic' | 'startAt' | 'endAt'> & { standing: PromotionStanding | null }, now = Date.now()) =>
  promotion.standing?.state ?? visitorState(promotion, now);

/** The button of a promotion in a state: its label and what it does. */
export function actionOf(promotion: Pick<Promotion, 'mechanic'>, state: ActivityState): PromotionAction {
  const { mechanic } = promotion;
  switch (state) {
    case 'join':
      if (mechanic === 'application') return { state, label: 'promo_action_apply', kind: 'apply' };
      // sign-up, deposit and cashback rewards come by themselves: joining means taking part (a visitor: the login)
      return { state, label: 'promo_state_join', kind: mechanic === 'join' || mechanic === 'reload' ? 'join' : null };
    case 'claim':
      if (mechanic === 'raffle') return { state, label: 'promo_action_ticket', kind: 'raffle' };
      if (mechanic === 'rebate') return { state, label: 'promo_action_rebate', kind: 'rebate' };
      return { state, label: 'promo_state_claim', kind: 'reward' };
    case 'rejected':
      // the operator refused the last application: the player may apply again while the promotion is open
      return mechanic === 'application' ? { state, label: 'promo_action_reapply', kind: 'apply' } : { state, label: 'promo_state_rejected', kind: null };
    default:
      return { state, label: `promo_state_${state}`, kind: null };
  }
}
