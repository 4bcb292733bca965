import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { agentsReport } from '../../modules/reports/agents-report';
import { gamesReport } from '../../modules/reports/game-figures';
import { paymentsReport } from '../../modules/reports/payment-figures';
import { playersReport } from '../../modules/reports/players-report';
import { rewardsReport } from '../../modules/reports/reward-figures';
import { rgReport } from '../../modules/reports/rg-report';
import { knownBrandOf, signedIn } from './operator-scope';

/** The handlers of the contract's reportsOperatorCalls (packages/contract/src/calls/operators-reports.ts), one brand at a time. */
export function reportsOperatorHandlers(app: FastifyInstance): CallHandlers {
  const { db } = app.database;
  const operatorGamesReport: CallHandler<'operatorGamesReport'> = ({ operator, query }) => gamesReport(db, { ...query, brandId: knownBrandOf(app.brands, signedIn(operator), query.brandId).id });
  const operatorPaymentsReport: CallHandler<'operatorPaymentsReport'> = ({ operator, query }) => paymentsReport(db, { ...query, brandId: knownBrandOf(app.brands, signedIn(operator), query.brandId).id });
  const operatorRewardsReport: CallHandler<'operatorRewardsReport'> = ({ operator, query }) => rewardsReport(db, { ...query, brandId: knownBrandOf(app.brands, signedIn(operator), query.brandId).id });
  const operatorRgReport: CallHandler<'operatorRgReport'> = ({ operator, query }) => rgReport(db, app.brands, knownBrandOf(app.brands, signedIn(operator), query.brandId), query);
  const operatorPlayersReport: CallHandler<'operatorPlayersReport'> = ({ operator, query }) => playersReport(db, { ...query, brandId: knownBrandOf(app.brands, signedIn(operator), query.brandId).id });
  const operatorAgentsReport: CallHandler<'operatorAgentsReport'> = ({ operator, query }) => agentsReport(db, { ...query, brandId: knownBrandOf(app.brands, signedIn(operator), query.brandId).id });
  return { operatorGamesReport, operatorPaymentsReport, operatorRewardsReport, operatorRgReport, operatorPlayersReport, operatorAgentsReport };
}
