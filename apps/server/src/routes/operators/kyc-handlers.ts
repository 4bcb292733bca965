import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { kycBrandOf, kycDocument, kycQueue, kycRuleOf, decideKyc, setKycEnforcement } from '../../modules/kyc/submissions';
import { auditorOf, brandIdsInView } from '../../modules/operators/accounts';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';

/**
 * The handlers of the contract's kycOperatorCalls (packages/contract/src/calls/operators-kyc.ts): the review queue,
 * a document (each view audited), the decision and the brand's enforcement. Another brand's submission does not
 * exist for an operator limited to some brands.
 */
export function kycOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  const visible = async (operator: Parameters<typeof signedIn>[0], id: number) => {
    const me = signedIn(operator);
    requireRowBrand(app.brands, me, await kycBrandOf(db, id), { id });
    return me;
  };
  const operatorKycQueue: CallHandler<'operatorKycQueue'> = ({ operator, query }) => {
    const me = signedIn(operator);
    if (query.brandId) knownBrandOf(app.brands, me, query.brandId);
    return kycQueue(db, brandIdsInView(me, app.brands.all, query.brandId), query);
  };
  const operatorKycDocument: CallHandler<'operatorKycDocument'> = async ({ operator, query, ip }) => kycDocument(db, deps.dataDir, auditorOf(await visible(operator, query.id), ip), query.id, query.side);
  const operatorKycDecide: CallHandler<'operatorKycDecide'> = async ({ operator, body, ip }) => decideKyc(db, auditorOf(await visible(operator, body.id), ip), body);
  const settingsOf = async (brandId: string) => {
    const brand = app.brands.all.find((b) => b.id === brandId)!;
    const rule = await kycRuleOf(db, app.brands, brand);
    return { brandId, ...rule, depositThresholdMinor: rule.depositThresholdMinor };
  };
  const operatorKycSettings: CallHandler<'operatorKycSettings'> = ({ operator, query }) => settingsOf(knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetKycSettings: CallHandler<'operatorSetKycSettings'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrandOf(app.brands, me, body.brandId).id;
    await setKycEnforcement(db, auditorOf(me, ip), brandId, body.enforcement);
    return settingsOf(brandId);
  };
  return { operatorKycQueue, operatorKycDocument, operatorKycDecide, operatorKycSettings, operatorSetKycSettings };
}
