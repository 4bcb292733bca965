import type { Db } from '../../../db/client';
import type { DemoFeatures, Env } from '../../../env';
import { secretBoxOf } from '../../../lib/secret-box';
import { manualTransferProvider } from './manual';
import { type PaymongoEnv, paymongoProvider } from './paymongo';
import type { PaymentProviders } from './provider';
import { sandboxPaymentProvider } from './sandbox';

/**
 * The providers this server runs (AppOptions.paymentProviders replaces them in tests): manual transfers always (they
 * need nothing), the sandbox in demo mode only. A gateway is registered here; it serves a brand once that brand's
 * credentials are configured (servesBrand), so a channel of an unconfigured gateway is not offered. PayMongo: the
 * brand's keys stored in the back office (opened with PAYMENT_SECRETS_KEY), else the environment's.
 */
export function paymentProvidersOf(deps: { db: Db; features: Pick<DemoFeatures, 'sandboxPayments'>; env: PaymongoEnv & Pick<Env, 'PAYMENT_SECRETS_KEY'> }): PaymentProviders {
  return {
    manual: manualTransferProvider(),
    paymongo: paymongoProvider({ db: deps.db, env: deps.env, box: secretBoxOf(deps.env.PAYMENT_SECRETS_KEY) }),
    ...(deps.features.sandboxPayments ? { sandbox: sandboxPaymentProvider(deps.db) } : {}),
  };
}
