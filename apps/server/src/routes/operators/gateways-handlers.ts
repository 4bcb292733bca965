import type { BrandConfig } from '@app/contract/brand';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { secretBoxOf } from '../../lib/secret-box';
import { auditorOf } from '../../modules/operators/accounts';
import { gatewayState, storeGatewayKeys } from '../../modules/wallet/payments/gateways';
import { PAYMONGO, PAYMONGO_PAID_EVENT, type PaymongoEnv, paymongoEnvironmentKeys } from '../../modules/wallet/payments/paymongo';
import { knownBrandOf, signedIn } from './operator-scope';

/**
 * The handlers of the contract's gatewaysOperatorCalls (issue 32): a brand's payment gateway keys. The listing tells
 * where the keys in use come from, the secret key's last 4 and the webhook to register, never a secret; storing seals
 * the keys with PAYMENT_SECRETS_KEY (refused without it: the environment's keys keep serving).
 */
export function gatewaysOperatorHandlers(app: FastifyInstance, deps: { env: PaymongoEnv & Pick<Env, 'PAYMENT_SECRETS_KEY'> }): CallHandlers {
  const { db } = app.database;
  const box = secretBoxOf(deps.env.PAYMENT_SECRETS_KEY);
  const keyDeps = { db, box, environment: paymongoEnvironmentKeys(deps.env) };
  const gatewaysOf = async (brand: BrandConfig) => ({
    brandId: brand.id,
    canStore: box !== null,
    list: [
      {
        provider: PAYMONGO,
        name: 'PayMongo',
        ...(await gatewayState(keyDeps, brand.id, PAYMONGO)),
        // the player site's host: PayMongo posts there, and the route finds the brand from the order it names
        webhookUrl: `https://${brand.hosts[0] ?? 'localhost'}/wps/payment/callback/${PAYMONGO}`,
        webhookEvents: [PAYMONGO_PAID_EVENT],
      },
    ],
  });
  const operatorPaymentGateways: CallHandler<'operatorPaymentGateways'> = ({ operator, query }) => gatewaysOf(knownBrandOf(app.brands, signedIn(operator), query.brandId));
  const operatorSetPaymentGateway: CallHandler<'operatorSetPaymentGateway'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brand = knownBrandOf(app.brands, me, body.brandId);
    await storeGatewayKeys(db, box, auditorOf(me, ip), {
      brandId: brand.id,
      provider: body.provider,
      keys: { secretKey: body.secretKey, webhookSecret: body.webhookSecret, publicKey: body.publicKey ?? null },
      enabled: body.enabled,
    });
    return gatewaysOf(brand);
  };
  return { operatorPaymentGateways, operatorSetPaymentGateway };
}
