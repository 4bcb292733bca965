import * as reports from '../operators-reports';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/** Operator calls (issue 30): reports. Merged into the operator table (operators.ts); reading needs dashboard.read. */
export const reportsOperatorCalls = {
  operatorGamesReport: call({ method: 'GET', path: opsPath('/reports/games'), ...signedInOperator, permission: 'dashboard.read', query: reports.gamesReportQuerySchema, response: reports.gamesReportValueSchema }),
  operatorPaymentsReport: call({ method: 'GET', path: opsPath('/reports/payments'), ...signedInOperator, permission: 'dashboard.read', query: reports.paymentsReportQuerySchema, response: reports.paymentsReportValueSchema }),
  operatorRewardsReport: call({ method: 'GET', path: opsPath('/reports/rewards'), ...signedInOperator, permission: 'dashboard.read', query: reports.rewardsReportQuerySchema, response: reports.rewardsReportValueSchema }),
  operatorRgReport: call({ method: 'GET', path: opsPath('/reports/responsible-gaming'), ...signedInOperator, permission: 'players.read', query: reports.rgReportQuerySchema, response: reports.rgReportValueSchema }),
  operatorPlayersReport: call({ method: 'GET', path: opsPath('/reports/players'), ...signedInOperator, permission: 'dashboard.read', query: reports.playersReportQuerySchema, response: reports.playersReportValueSchema }),
  operatorAgentsReport: call({ method: 'GET', path: opsPath('/reports/agents'), ...signedInOperator, permission: 'dashboard.read', query: reports.agentsReportQuerySchema, response: reports.agentsReportValueSchema }),
} satisfies Record<string, CallDef>;
