import type { BrandConfig } from '@app/contract/brand';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { acknowledgeRealityCheck, realityCheckState, setRealityCheckInterval } from '../../modules/player-activity/reality-check';
import { activityRules } from '../../modules/player-activity/rules';
import { activityStatement } from '../../modules/player-activity/statement';

/** The brand's jurisdiction pack (the brand file names it). */
export const packOf = (request: FastifyRequest, brand: BrandConfig) => request.server.brands.packOf(brand);

/** The player's activity calls: the pack's rules, the reality check and the monthly statement. */
export function playerActivityHandlers(db: Db): CallHandlers {
  const playerActivityRules: CallHandler<'playerActivityRules'> = ({ request, brand }) => activityRules(packOf(request, brand));
  const realityCheck: CallHandler<'realityCheck'> = ({ request, brand, member }) => realityCheckState(db, requireRealAccount(member), packOf(request, brand));
  const realityCheckAcknowledge: CallHandler<'realityCheckAcknowledge'> = ({ request, brand, member }) =>
    acknowledgeRealityCheck(db, requireRealAccount(member), packOf(request, brand));
  const realityCheckSettings: CallHandler<'realityCheckSettings'> = ({ request, brand, member, body }) =>
    setRealityCheckInterval(db, requireRealAccount(member), packOf(request, brand), body.intervalMinutes);
  const activityStatementCall: CallHandler<'activityStatement'> = ({ brand, member }) => activityStatement(db, requireRealAccount(member).id, brand.currencySymbol);

  return { playerActivityRules, realityCheck, realityCheckAcknowledge, realityCheckSettings, activityStatement: activityStatementCall };
}
