import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { flagBrandOf, listFlags, resolveFlag } from '../../modules/risk/flags';
import { riskRulesView, setRiskRules } from '../../modules/risk/rules';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's riskOperatorCalls (packages/contract/src/calls/operators-risk.ts): risk flags and the
 * brand's rules. An operator limited to some brands reads and resolves only theirs.
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
  return { operatorRiskFlags, operatorResolveRiskFlag, operatorRiskRules, operatorSetRiskRules };
}
