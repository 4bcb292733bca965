import { brandDigits } from '@app/contract/brand';
import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { acknowledgeRealityCheck, realityCheckState, setRealityCheckInterval } from '../../modules/player-activity/reality-check';
import { activityRules } from '../../modules/player-activity/rules';
import { activityStatement } from '../../modules/player-activity/statement';
import { effectivePack } from '../../modules/responsible-gaming/packs';

/** The player's activity calls: the pack's rules, the reality check and the monthly statement. */
export function playerActivityHandlers(db: Db): CallHandlers {
  // the pack in force: the operator's switch, else the brand file's
  const packOf = (request: { server: { brands: Parameters<typeof effectivePack>[1] } }, brand: Parameters<typeof effectivePack>[2]) =>
    effectivePack(db, request.server.brands, brand);
  const playerActivityRules: CallHandler<'playerActivityRules'> = async ({ request, brand }) => activityRules(await packOf(request, brand));
  const realityCheck: CallHandler<'realityCheck'> = async ({ request, brand, member }) =>
    realityCheckState(db, requireRealAccount(member), await packOf(request, brand), brandDigits(brand));
  const realityCheckAcknowledge: CallHandler<'realityCheckAcknowledge'> = async ({ request, brand, member }) =>
    acknowledgeRealityCheck(db, requireRealAccount(member), await packOf(request, brand), brandDigits(brand));
  const realityCheckSettings: CallHandler<'realityCheckSettings'> = async ({ request, brand, member, body }) =>
    setRealityCheckInterval(db, requireRealAccount(member), await packOf(request, brand), body.intervalMinutes, brandDigits(brand));
  const activityStatementCall: CallHandler<'activityStatement'> = ({ brand, member }) => activityStatement(db, requireRealAccount(member).id, brand);

  return { playerActivityRules, realityCheck, realityCheckAcknowledge, realityCheckSettings, activityStatement: activityStatementCall };
}
