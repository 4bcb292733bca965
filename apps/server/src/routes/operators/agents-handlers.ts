import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { amendContractByOperator } from '../../modules/agents/contract-amendments';
import { terminateContractByOperator } from '../../modules/agents/contracts';
import { agentRules, brandContract, brandContracts, contractBrandOf, createTopAgent, housePaid, makeAgent, setTransferLimits } from '../../modules/agents/operator-agents';
import { effectivePack } from '../../modules/responsible-gaming/packs';
import { moveToUpline, uplineMovesOf } from '../../modules/agents/upline-move';
import { auditorOf } from '../../modules/operators/accounts';
import { visiblePlayer } from '../../modules/operators/players';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's agentsOperatorCalls (packages/contract/src/calls/operators-agents.ts). An operator
 * limited to some brands reads and changes only theirs (another brand's contract does not exist for them).
 */
export function agentsOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;
  const brandOf = (operator: Parameters<typeof signedIn>[0], brandId: string) => knownBrandOf(app.brands, signedIn(operator), brandId).id;

  const operatorAgentRules: CallHandler<'operatorAgentRules'> = ({ operator, query }) => agentRules(db, brandOf(operator, query.brandId));
  const operatorSetAgentTransferLimits: CallHandler<'operatorSetAgentTransferLimits'> = ({ operator, body, ip }) => {
    const { brandId, ...limits } = body;
    return setTransferLimits(db, auditorOf(signedIn(operator), ip), brandOf(operator, brandId), limits);
  };
  const operatorAgentContracts: CallHandler<'operatorAgentContracts'> = async ({ operator, query }) => {
    const brandId = brandOf(operator, query.brandId);
    const [list, paid] = await Promise.all([brandContracts(db, brandId, query), housePaid(db, brandId)]);
    return { list, housePaid: paid };
  };
  const operatorTerminateAgentContract: CallHandler<'operatorTerminateAgentContract'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = await contractBrandOf(db, body.id);
    requireRowBrand(app.brands, me, brandId, { contractId: body.id });
    await terminateContractByOperator(db, auditorOf(me, ip), body.id, body.reason);
    return brandContract(db, brandId!, body.id);
  };
  const operatorAmendAgentContract: CallHandler<'operatorAmendAgentContract'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = await contractBrandOf(db, body.id);
    requireRowBrand(app.brands, me, brandId, { contractId: body.id });
    const { id, reason, ...terms } = body;
    await amendContractByOperator(db, auditorOf(me, ip), id, terms, reason);
    return brandContract(db, brandId!, id);
  };
  const operatorCreateAgent: CallHandler<'operatorCreateAgent'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrandOf(app.brands, me, body.brandId);
    // the brand pack's age rule holds for an agent an operator makes too
    const ageRule = (await effectivePack(db, app.brands, brand)).age;
    return createTopAgent(db, auditorOf(me, ip), { brand, username: body.username, payeeName: body.payeeName, dateOfBirth: body.dateOfBirth, type: body.type, ip, ageRule });
  };
  const operatorMakeAgent: CallHandler<'operatorMakeAgent'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return makeAgent(db, me, auditorOf(me, ip), body);
  };
  const operatorMoveUpline: CallHandler<'operatorMoveUpline'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return moveToUpline(db, me, auditorOf(me, ip), body);
  };
  const operatorUplineMoves: CallHandler<'operatorUplineMoves'> = async ({ operator, query }) => {
    await visiblePlayer(db, signedIn(operator), query.memberId);
    return { list: await uplineMovesOf(db, query.memberId) };
  };
  return { operatorAgentRules, operatorSetAgentTransferLimits, operatorAgentContracts, operatorTerminateAgentContract, operatorAmendAgentContract, operatorCreateAgent, operatorMakeAgent, operatorMoveUpline, operatorUplineMoves };
}
