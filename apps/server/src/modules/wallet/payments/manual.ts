import type { PaymentProvider } from './provider';

/**
 * Manual transfers: no provider at all, so a brand can take money from its first day. The player transfers to the
 * receiving account the channel publishes, writing the order's reference, and uploads the receipt; finance matches
 * and confirms it in the back office (modules/wallet/manual-deposits.ts). Nothing here talks to anyone.
 */
export function manualTransferProvider(): PaymentProvider {
  return {
    name: 'manual',
    flow: 'manual',
    servesBrand: async () => true,
    createPayment: async () => ({ payUrl: null, providerRef: null }),
  };
}
