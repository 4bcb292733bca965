import { operatorFileValueSchema, withdrawalProofQuerySchema } from '../operators';
import * as platform from '../operators-platform';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls (issue 28) of the platform's switches: a brand's maintenance and region switches, login locks, a
 * withdrawal's receipt picture, lottery draws and lottery risk. Merged into the operator table (operators.ts).
 */
export const platformOperatorCalls = {
  operatorSiteStatus: call({ method: 'GET', path: opsPath('/site-status'), ...signedInOperator, permission: 'dashboard.read', response: platform.siteStatusValueSchema }),
  operatorSetSiteStatus: call({ method: 'POST', path: opsPath('/site-status'), ...signedInOperator, permission: 'settings.write', body: platform.setSiteStatusBodySchema, response: platform.setSiteStatusValueSchema }),
  operatorLockEvents: call({ method: 'GET', path: opsPath('/lock-events'), ...signedInOperator, permission: 'players.read', query: platform.lockEventsQuerySchema, response: platform.lockEventsValueSchema }),
  operatorWithdrawalProof: call({ method: 'GET', path: opsPath('/withdrawals/proof'), ...signedInOperator, permission: 'players.read', query: withdrawalProofQuerySchema, response: operatorFileValueSchema }),
  operatorCancelDraw: call({ method: 'POST', path: opsPath('/lottery/draws/cancel'), ...signedInOperator, permission: 'lottery.write', body: platform.cancelDrawBodySchema, response: platform.cancelledDrawValueSchema }),
  operatorSettleDraw: call({ method: 'POST', path: opsPath('/lottery/draws/settle'), ...signedInOperator, permission: 'lottery.write', body: platform.drawBodySchema, response: platform.settledDrawValueSchema }),
  // lottery risk (issue 29): what each pick of a draw would cost the brand, and the caps that close a pick
  operatorLotteryRiskGames: call({ method: 'GET', path: opsPath('/lottery/risk/games'), ...signedInOperator, permission: 'dashboard.read', response: platform.lotteryRiskGamesValueSchema }),
  operatorLotteryExposure: call({ method: 'GET', path: opsPath('/lottery/risk/exposure'), ...signedInOperator, permission: 'dashboard.read', query: platform.lotteryExposureQuerySchema, response: platform.lotteryExposureValueSchema }),
  operatorLotteryLiability: call({ method: 'GET', path: opsPath('/lottery/risk/liability'), ...signedInOperator, permission: 'dashboard.read', query: platform.lotteryLiabilityQuerySchema, response: platform.lotteryLiabilityValueSchema }),
  operatorSetLotteryCap: call({ method: 'POST', path: opsPath('/lottery/risk/caps'), ...signedInOperator, permission: 'lottery.write', body: platform.setLotteryCapBodySchema, response: platform.setLotteryCapValueSchema }),
  operatorLotteryOdds: call({ method: 'GET', path: opsPath('/lottery/risk/odds'), ...signedInOperator, permission: 'dashboard.read', query: platform.lotteryOddsQuerySchema, response: platform.lotteryOddsValueSchema }),
  operatorSetLotteryOdds: call({ method: 'POST', path: opsPath('/lottery/risk/odds'), ...signedInOperator, permission: 'lottery.write', body: platform.setLotteryOddsBodySchema, response: platform.lotteryOddsValueSchema }),
  // official results of the regional draws: one operator enters them, another confirms, and the draw settles as drawn
  operatorLotteryResults: call({ method: 'GET', path: opsPath('/lottery/results'), ...signedInOperator, permission: 'dashboard.read', response: platform.lotteryResultsValueSchema }),
  operatorSetLotteryResultSource: call({ method: 'POST', path: opsPath('/lottery/results/source'), ...signedInOperator, permission: 'lottery.write', body: platform.setResultSourceBodySchema, response: platform.lotteryResultsValueSchema }),
  operatorEnterLotteryResult: call({ method: 'POST', path: opsPath('/lottery/results/enter'), ...signedInOperator, permission: 'lottery.write', body: platform.enterResultBodySchema, response: platform.enteredResultValueSchema }),
  operatorConfirmLotteryResult: call({ method: 'POST', path: opsPath('/lottery/results/confirm'), ...signedInOperator, permission: 'lottery.write', body: platform.drawBodySchema, response: platform.confirmedResultValueSchema }),
  operatorRejectLotteryResult: call({ method: 'POST', path: opsPath('/lottery/results/reject'), ...signedInOperator, permission: 'lottery.write', body: platform.rejectResultBodySchema, response: platform.lotteryResultsValueSchema }),
} satisfies Record<string, CallDef>;
