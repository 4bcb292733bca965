import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

/**
 * The payment provider boundary: a deposit channel names its provider (deposit_channels.provider) and the server
 * looks it up in the map given to the app (AppOptions.paymentProviders); the sandbox is the default for every name.
 * A real provider implements the same three methods.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Starts a payment with the provider; returns where the player pays (opened by the client) and the provider's id. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string; providerRef: string }>;
  /** True when the callback's signature matches its raw body under the brand's secret. */
  verifyCallback(input: { rawBody: Buffer; headers: Record<string, string | string[] | undefined>; secret: string }): boolean;
  /** The callback's event; null when the body is not an event of this provider. */
  parseCallback(rawBody: Buffer): PaymentEvent | null;
}

export interface PaymentOrder {
  orderNo: string;
  brandId: string;
  amountMinor: number;
  channelCode: string;
  channelType: string;
  expiresAt: Date;
}

export interface PaymentEvent {
  /** our order number */
  orderNo: string;
  status: 'PAID' | 'FAILED';
  amountMinor: number;
  providerRef: string;
  /** the provider's id of this notification */
  eventId: string;
}

/** The sandbox's signature header: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signSandboxBody = (secret: string, rawBody: string | Buffer) => createHmac('sha256', secret).update(rawBody).digest('hex');

/**
 * The sandbox provider: nothing leaves the server. Its pay page (GET /sandbox/pay/:orderNo, served by us) has
 * Pay and Fail buttons; pressing one makes the sandbox send us a signed callback like a real provider would.
 */
export function sandboxPaymentProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(order) {
      return { payUrl: `/sandbox/pay/${order.orderNo}`, providerRef: `SBX${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    verifyCallback({ rawBody, headers, secret }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
      return safeEqual(given.toLowerCase(), signSandboxBody(secret, rawBody));
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
  };
}

export type PaymentProviders = Record<string, PaymentProvider>;

/**
 * The provider a channel names; while the sandbox is on, it stands in for names no real provider answers to (the
 * demo has no real gateway). Undefined: the channel cannot take payments here.
 */
export function providerFor(providers: PaymentProviders, name: string): PaymentProvider | undefined {
  return providers[name] ?? providers.sandbox;
}
