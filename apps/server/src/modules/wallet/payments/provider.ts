/**
 * The payment provider boundary (issue 32). A deposit channel names its provider (deposit_channels.provider); the app
 * holds one instance of each configured provider (registry.ts). The manual transfers, PayMongo and the sandbox each
 * implement this interface, so the next gateway is one file beside them.
 *
 * - flow 'redirect': the player pays on the provider's page (payUrl) and the provider's signed webhook confirms it;
 * - flow 'manual': the player transfers to the brand's published account with the order's reference and uploads the
 *   receipt; finance confirms it in the back office.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly flow: 'redirect' | 'manual';
  /** the one currency it takes (ISO 4217, PayMongo: PHP): an event in another is refused; absent: not stated */
  readonly currency?: string;
  /** True when it can take this brand's payments now (a gateway: its credentials are configured). */
  servesBrand(brandId: string): Promise<boolean>;
  /** Starts a payment; a redirect provider answers where the player pays and its own id of the payment. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string | null; providerRef: string | null }>;
  /**
   * A webhook's event, read from the raw body before it is trusted (it names the order, so the brand's secret can be
   * found); null when the body is not a payment event of this provider (answered 200 and ignored).
   */
  parseCallback?(rawBody: Buffer): PaymentEvent | null;
  /** True when the webhook's signature (and its timestamp, where the provider sends one) hold under the brand's secret. */
  verifyCallback?(input: { rawBody: Buffer; headers: Record<string, string | string[] | undefined>; brandId: string; now: Date }): Promise<boolean>;
  /** The provider's own answer for an order whose webhook never came: PAID with the amount, FAILED, or null (still open). */
  queryPayment?(order: { orderNo: string; brandId: string; providerRef: string | null; amountMinor: number }): Promise<PaymentEvent | null>;
  /** Pays an approved withdrawal out; absent when the provider has no payouts (then finance pays by hand). */
  payout?(payout: PayoutOrder): Promise<{ providerRef: string }>;
}

export interface PaymentOrder {
  orderNo: string;
  brandId: string;
  amountMinor: number;
  channelCode: string;
  channelType: string;
  /** the channel's method at the provider (PayMongo: gcash, paymaya, card, qrph) */
  method: string | null;
  expiresAt: Date;
  /** where the provider sends the player back (the brand's deposit page) */
  returnUrl: string | null;
}

export interface PaymentEvent {
  /** our order number */
  orderNo: string;
  status: 'PAID' | 'FAILED';
  amountMinor: number;
  /** ISO 4217 code when the provider states one (PayMongo: PHP) */
  currency?: string;
  providerRef: string;
  /** the provider's id of this notification: a second one with the same id moves nothing */
  eventId: string;
}

export interface PayoutOrder {
  orderNo: string;
  brandId: string;
  amountMinor: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export type PaymentProviders = Record<string, PaymentProvider>;

/**
 * The provider a channel names; while the sandbox is on, it stands in for names no configured provider answers to
 * (the demo has no real gateway). Undefined: the channel cannot take payments here.
 */
export function providerFor(providers: PaymentProviders, name: string): PaymentProvider | undefined {
  return providers[name] ?? providers.sandbox;
}
