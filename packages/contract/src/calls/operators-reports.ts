import * as reports from '../operators-reports';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/** Operator calls (issue 30): reports. Merged into the operator table (operators.ts); reading needs dashboard.read. */
export const reportsOperatorCalls = {
  operatorGamesReport: call({ method: 'GET', path: opsPath('/reports/games'), ...signedInOperator, permission: 'dashboard.read', query: reports.gamesReportQuerySchema, response: reports.gamesReportValueSchema }),
} satisfies Record<string, CallDef>;
