import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { flagBrandOf, listFlags, resolveFlag } from '../../modules/risk/flags';
import { dropHeldReward, heldRewardBrandOf, listHeldRewards } from '../../modules/risk/held-rewards';
import { riskRulesView, setRiskRules } from '../../modules/risk/rules';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's riskOperatorCalls (packages/contract/src/calls/operators-risk.ts): risk flags, the
 * brand's rules and the rewards flags hold. An operator limited to some brands reads, resolves and drops only theirs.
 */
export function riskOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;
  const operatorRiskFlags: CallHandler<'operatorRiskFlags'> = ({ operator, query }) => {
    const me = signedIn(operator);
    if (query.brandId) knownBrandOf(app.brands, me, query.brandId);
    return listFlags(db, brandIdsInView(me, app.brands.all, query.brandId), query);
  };
  const operatorResolveRiskFlag: CallHandler<'operatorResolveRiskFlag'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireRowBrand(app.brands, me, await flagBrandOf(db, body.id), { id: body.id });
    return resolveFlag(db, auditorOf(me, ip), body.id, body.note);
  };
  const operatorRiskRules: CallHandler<'operatorRiskRules'> = ({ operator, query }) => riskRulesView(db, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetRiskRules: CallHandler<'operatorSetRiskRules'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setRiskRules(db, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.rules);
  };
  const operatorHeldRewards: CallHandler<'operatorHeldRewards'> = ({ operator, query }) => {
    const me = signedIn(operator);
    if (query.brandId) knownBrandOf(app.brands, me, query.brandId);
    return listHeldRewards(db, brandIdsInView(me, app.brands.all, query.brandId), query);
  };
  const operatorDropHeldReward: CallHandler<'operatorDropHeldReward'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireRowBrand(app.brands, me, await heldRewardBrandOf(db, body.id), { id: body.id });
    return dropHeldReward(db, auditorOf(me, ip), body.id, body.note);
  };
  return { operatorRiskFlags, operatorResolveRiskFlag, operatorRiskRules, operatorSetRiskRules, operatorHeldRewards, operatorDropHeldReward };
}
