import * as risk from '../operators-risk';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 30): risk flags and the brand's rules that raise them. Merged into the operator table
 * (operators.ts); flags are read with players.read (the profile and the withdrawal queue show them), resolved and the
 * rules changed with risk.write.
 */
export const riskOperatorCalls = {
  operatorRiskFlags: call({ method: 'GET', path: opsPath('/risk/flags'), ...signedInOperator, permission: 'players.read', query: risk.riskFlagsQuerySchema, response: risk.riskFlagsValueSchema }),
  operatorResolveRiskFlag: call({ method: 'POST', path: opsPath('/risk/flags/resolve'), ...signedInOperator, permission: 'risk.write', body: risk.resolveRiskFlagBodySchema, response: risk.riskFlagSchema }),
  operatorRiskRules: call({ method: 'GET', path: opsPath('/risk/rules'), ...signedInOperator, permission: 'players.read', query: risk.riskRulesQuerySchema, response: risk.riskRulesValueSchema }),
  operatorSetRiskRules: call({ method: 'POST', path: opsPath('/risk/rules'), ...signedInOperator, permission: 'risk.write', body: risk.setRiskRulesBodySchema, response: risk.riskRulesValueSchema }),
} satisfies Record<string, CallDef>;
