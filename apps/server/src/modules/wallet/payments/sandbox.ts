import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { safeEqual } from '../../../lib/tokens';
import { walletSettingsOf } from '../settings';
import type { PaymentEvent, PaymentProvider } from './provider';

/** The sandbox's signature header: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandboxBody = (secret: string, rawBody: string | Buffer) => createHmac('sha256', secret).update(rawBody).digest('hex');

/**
 * The sandbox provider (demo mode only): nothing leaves the server. Its pay page (GET /sandbox/pay/:orderNo, served
 * by us) has Pay and Fail buttons; pressing one makes the sandbox send us a signed callback like a real provider
 * would, under the brand's wallet_settings.callback_secret. Its payouts are paid at once (the demo shows the flow).
 */
export function sandboxPaymentProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    flow: 'redirect',
    servesBrand: async () => true,
    async createPayment(order) {
      return { payUrl: `/sandbox/pay/${order.orderNo}`, providerRef: `SBX${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    async verifyCallback({ rawBody, headers, brandId }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
      const { callbackSecret } = await walletSettingsOf(db, brandId);
      return safeEqual(given.toLowerCase(), signSandboxBody(callbackSecret, rawBody));
    },
    parseCallback(rawBody) {
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as Partial<PaymentEvent>;
        const valid =
          typeof event.orderNo === 'string' &&
          /^D[0-9A-Z]{8,40}$/.test(event.orderNo) &&
          (event.status === 'PAID' || event.status === 'FAILED') &&
          Number.isSafeInteger(event.amountMinor) &&
          typeof event.providerRef === 'string' &&
          typeof event.eventId === 'string';
        return valid ? (event as PaymentEvent) : null;
      } catch {
        return null;
      }
    },
    async payout() {
      return { providerRef: `SBXP${randomBytes(8).toString('hex').toUpperCase()}` };
    },
  };
}
