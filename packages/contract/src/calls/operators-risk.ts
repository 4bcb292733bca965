import * as risk from '../operators-risk';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 30): risk flags, the brand's rules that raise them, and the rewards an open flag holds.
 * Merged into the operator table (operators.ts); flags and held rewards are read with players.read (the profile and
 * the withdrawal queue show them), resolved, dropped and the rules changed with risk.write.
 */
export const riskOperatorCalls = {
  operatorRiskFlags: call({ method: 'GET', path: opsPath('/risk/flags'), ...signedInOperator, permission: 'players.read', query: risk.riskFlagsQuerySchema, response: risk.riskFlagsValueSchema }),
  operatorResolveRiskFlag: call({ method: 'POST', path: opsPath('/risk/flags/resolve'), ...signedInOperator, permission: 'risk.write', body: risk.resolveRiskFlagBodySchema, response: risk.riskFlagSchema }),
  operatorRiskRules: call({ method: 'GET', path: opsPath('/risk/rules'), ...signedInOperator, permission: 'players.read', query: risk.riskRulesQuerySchema, response: risk.riskRulesValueSchema }),
  operatorSetRiskRules: call({ method: 'POST', path: opsPath('/risk/rules'), ...signedInOperator, permission: 'risk.write', body: risk.setRiskRulesBodySchema, response: risk.riskRulesValueSchema }),
  operatorHeldRewards: call({ method: 'GET', path: opsPath('/risk/held-rewards'), ...signedInOperator, permission: 'players.read', query: risk.heldRewardsQuerySchema, response: risk.heldRewardsValueSchema }),
  operatorDropHeldReward: call({ method: 'POST', path: opsPath('/risk/held-rewards/drop'), ...signedInOperator, permission: 'risk.write', body: risk.dropHeldRewardBodySchema, response: risk.heldRewardSchema }),
} satisfies Record<string, CallDef>;
