import type { FastifyInstance } from 'fastify';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { auditorOf } from '../../modules/operators/accounts';
import { stepWithdrawal } from '../../modules/operators/withdrawals';
import type { PaymentProviders } from '../../modules/wallet/payments/provider';
import { payoutSettings, setPayoutMethod } from '../../modules/wallet/payouts';
import { saveTransferChannel, transferChannels } from '../../modules/wallet/transfer-channels';
import { depositReceipt, rejectDeposit } from '../../modules/wallet/transfer-receipts';
import { knownBrandOf, requireRowBrand, signedIn } from './operator-scope';
import { depositViewById } from '../../modules/operators/deposits';

/**
 * The handlers of the contract's paymentsOperatorCalls (issue 32) and the withdrawal's payout: a deposit's receipt
 * and rejection, the brand's receiving accounts, its payout method. An operator limited to some brands sees only
 * theirs (another brand's order does not exist for them).
 */
export function paymentsOperatorHandlers(app: FastifyInstance, deps: { providers: PaymentProviders; dataDir: string }): CallHandlers {
  const { db } = app.database;
  const operatorDepositReceipt: CallHandler<'operatorDepositReceipt'> = async ({ operator, query }) => {
    const receipt = await depositReceipt(db, deps.dataDir, query.id);
    requireRowBrand(app.brands, signedIn(operator), receipt.brandId, { id: query.id });
    return receipt.value;
  };
  const operatorRejectDeposit: CallHandler<'operatorRejectDeposit'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    await rejectDeposit(db, auditorOf(me, ip), body, (brandId) => requireRowBrand(app.brands, me, brandId, { id: body.id }), app.brands);
    return depositViewById(db, body.id);
  };
  const operatorTransferChannels: CallHandler<'operatorTransferChannels'> = ({ operator, query }) => transferChannels(db, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSaveTransferChannel: CallHandler<'operatorSaveTransferChannel'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return saveTransferChannel(db, deps.dataDir, auditorOf(me, ip), { ...body, brandId: knownBrandOf(app.brands, me, body.brandId).id });
  };
  const operatorPayoutSettings: CallHandler<'operatorPayoutSettings'> = ({ operator, query }) => payoutSettings(db, deps.providers, knownBrandOf(app.brands, signedIn(operator), query.brandId).id);
  const operatorSetPayoutMethod: CallHandler<'operatorSetPayoutMethod'> = ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return setPayoutMethod(db, deps.providers, auditorOf(me, ip), knownBrandOf(app.brands, me, body.brandId).id, body.payoutMethod);
  };
  const operatorDisburseWithdrawal: CallHandler<'operatorDisburseWithdrawal'> = ({ operator, body, ip }) =>
    stepWithdrawal(db, app.brands, signedIn(operator), ip, body.id, { kind: 'disburse', payoutRef: body.payoutRef, proofImage: body.proofImage, ...deps });
  return {
    operatorDepositReceipt,
    operatorRejectDeposit,
    operatorTransferChannels,
    operatorSaveTransferChannel,
    operatorPayoutSettings,
    operatorSetPayoutMethod,
    operatorDisburseWithdrawal,
  };
}
