import * as rec from '../operators-reconciliation';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/** Operator calls of the daily payments reconciliation (issue 32). Merged into the operator table (operators.ts). */
export const reconciliationOperatorCalls = {
  operatorPaymentReconciliation: call({ method: 'GET', path: opsPath('/reports/reconciliation'), ...signedInOperator, permission: 'dashboard.read', query: rec.reconciliationQuerySchema, response: rec.reconciliationValueSchema }),
} satisfies Record<string, CallDef>;
