import * as ops from '../operators';
import * as pay from '../operators-payments';
import { type CallDef, call } from './define';
import { opsPath, signedInOperator } from './operator-call';

/**
 * Operator calls of money in and out without the sandbox (issue 32): the deposits queue's receipts and rejections, the
 * brand's receiving accounts (manual transfer channels) and how withdrawals are paid out. Merged into the operator
 * table (operators.ts).
 */
export const paymentsOperatorCalls = {
  operatorDepositReceipt: call({ method: 'GET', path: opsPath('/deposits/receipt'), ...signedInOperator, permission: 'players.read', query: ops.depositIdQuerySchema, response: ops.operatorFileValueSchema }),
  operatorRejectDeposit: call({ method: 'POST', path: opsPath('/deposits/reject'), ...signedInOperator, permission: 'deposits.write', body: ops.rejectDepositBodySchema, response: ops.operatorDepositSchema }),
  operatorTransferChannels: call({ method: 'GET', path: opsPath('/settings/transfer-channels'), ...signedInOperator, permission: 'dashboard.read', query: pay.brandQuerySchema, response: pay.transferChannelsValueSchema }),
  operatorSaveTransferChannel: call({ method: 'POST', path: opsPath('/settings/transfer-channel'), ...signedInOperator, permission: 'settings.write', maxBodyBytes: 4 * 1024 * 1024, body: pay.saveTransferChannelBodySchema, response: pay.transferChannelsValueSchema }),
  operatorSetPayoutMethod: call({ method: 'POST', path: opsPath('/settings/payout-method'), ...signedInOperator, permission: 'settings.write', body: pay.setPayoutMethodBodySchema, response: pay.payoutSettingsValueSchema }),
  operatorPayoutSettings: call({ method: 'GET', path: opsPath('/settings/payout-method'), ...signedInOperator, permission: 'dashboard.read', query: pay.brandQuerySchema, response: pay.payoutSettingsValueSchema }),
} satisfies Record<string, CallDef>;
