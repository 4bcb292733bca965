import { type CallDef } from './define';

/**
 * Operator calls (issue 28): promotions, applications and their pictures, raffles, sign-up rules, the reward budget, help articles. Merged into the operator table (operators.ts); each names the permission it needs.
 */
export const marketingOperatorCalls = {} satisfies Record<string, CallDef>;
