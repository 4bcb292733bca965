import * as agents from '../operators-agents';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 29): a brand's agent rules and agent contracts. Merged into the operator table (operators.ts);
 * reading needs dashboard.read, changing agents.write.
 */
export const agentsOperatorCalls = {
  operatorAgentRules: call({ method: 'GET', path: opsPath('/agents/rules'), ...signedInOperator, permission: 'dashboard.read', query: agents.agentRulesQuerySchema, response: agents.agentRulesValueSchema }),
  operatorSetAgentTransferLimits: call({ method: 'POST', path: opsPath('/agents/transfer-limits'), ...signedInOperator, permission: 'agents.write', body: agents.setAgentTransferLimitsBodySchema, response: agents.agentRulesValueSchema }),
  operatorCreateAgent: call({ method: 'POST', path: opsPath('/agents/create'), ...signedInOperator, permission: 'agents.write', body: agents.createAgentBodySchema, response: agents.createAgentValueSchema }),
  operatorMakeAgent: call({ method: 'POST', path: opsPath('/agents/make-agent'), ...signedInOperator, permission: 'agents.write', body: agents.makeAgentBodySchema, response: agents.makeAgentValueSchema }),
  operatorMoveUpline: call({ method: 'POST', path: opsPath('/agents/move'), ...signedInOperator, permission: 'agents.write', body: agents.moveUplineBodySchema, response: agents.moveUplineValueSchema }),
  operatorUplineMoves: call({ method: 'GET', path: opsPath('/agents/moves'), ...signedInOperator, permission: 'players.read', query: agents.uplineMovesQuerySchema, response: agents.uplineMovesValueSchema }),
  operatorAgentContracts: call({ method: 'GET', path: opsPath('/agents/contracts'), ...signedInOperator, permission: 'dashboard.read', query: agents.operatorAgentContractsQuerySchema, response: agents.operatorAgentContractsValueSchema }),
  operatorAmendAgentContract: call({ method: 'POST', path: opsPath('/agents/contracts/amend'), ...signedInOperator, permission: 'agents.write', body: agents.amendAgentContractBodySchema, response: agents.operatorAgentContractSchema }),
  operatorTerminateAgentContract: call({ method: 'POST', path: opsPath('/agents/contracts/terminate'), ...signedInOperator, permission: 'agents.write', body: agents.terminateAgentContractBodySchema, response: agents.operatorAgentContractSchema }),
} satisfies Record<string, CallDef>;
