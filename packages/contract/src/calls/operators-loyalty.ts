import { type CallDef } from './define';

/**
 * Operator calls (issue 28): missions, VIP tiers and members, point rates, the point mall and its redemptions, referral rules and held referral rewards, identity rules, feedback, responsible-gaming packs and members. Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const loyaltyOperatorCalls = {} satisfies Record<string, CallDef>;
