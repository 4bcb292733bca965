import * as gateways from '../operators-gateways';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls of a brand's payment gateway keys (issue 32): read where they come from (never a secret), and store
 * the brand's own PayMongo keys sealed (the owner's settings.write). Merged into the operator table (operators.ts).
 */
export const gatewaysOperatorCalls = {
  operatorPaymentGateways: call({ method: 'GET', path: opsPath('/settings/payment-gateways'), ...signedInOperator, permission: 'dashboard.read', query: gateways.paymentGatewaysQuerySchema, response: gateways.paymentGatewaysValueSchema }),
  operatorSetPaymentGateway: call({ method: 'POST', path: opsPath('/settings/payment-gateway'), ...signedInOperator, permission: 'settings.write', body: gateways.setPaymentGatewayBodySchema, response: gateways.paymentGatewaysValueSchema }),
} satisfies Record<string, CallDef>;
