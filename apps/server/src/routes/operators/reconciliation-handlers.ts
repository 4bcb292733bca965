import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { brandTimeZone } from '../../modules/content/brand-clock';
import { paymentReconciliation } from '../../modules/wallet/reconciliation';
import { knownBrandOf, signedIn } from './operator-scope';

/**
 * The handler of the contract's reconciliationOperatorCalls (issue 32): one brand's business day, the day the payments
 * report counts (the brand's report offset, kept with the agent settings: read here, since the wallet sits below the
 * agents area).
 */
export function reconciliationOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;
  const operatorPaymentReconciliation: CallHandler<'operatorPaymentReconciliation'> = async ({ operator, query }) => {
    const brandId = knownBrandOf(app.brands, signedIn(operator), query.brandId).id;
    const timeZone = await brandTimeZone(db, brandId);
    return paymentReconciliation(db, { ...query, brandId }, timeZone);
  };
  return { operatorPaymentReconciliation };
}
