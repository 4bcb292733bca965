import type { Db } from '../../../db/client';
import type { DemoFeatures } from '../../../env';
import { manualTransferProvider } from './manual';
import type { PaymentProviders } from './provider';
import { sandboxPaymentProvider } from './sandbox';

/**
 * The providers this server runs (AppOptions.paymentProviders replaces them in tests): manual transfers always (they
 * need nothing), the sandbox in demo mode only. A gateway is registered here; it serves a brand once that brand's
 * credentials are configured (servesBrand), so a channel of an unconfigured gateway is not offered.
 */
export function paymentProvidersOf(deps: { db: Db; features: Pick<DemoFeatures, 'sandboxPayments'> }): PaymentProviders {
  return {
    manual: manualTransferProvider(),
    ...(deps.features.sandboxPayments ? { sandbox: sandboxPaymentProvider(deps.db) } : {}),
  };
}
