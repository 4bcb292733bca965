/**
 * PayMongo (the Philippine gateway: GCash, Maya, cards, QR Ph) behind the PaymentProvider boundary, written from its
 * public API documentation (developers.paymongo.com: Checkout API, the Checkout Session resource, webhooks and
 * "Securing a webhook"):
 *
 * - a deposit is a Checkout Session: POST {base}/v1/checkout_sessions with the secret key as the HTTP basic user (no
 *   password), a JSON:API body `{ data: { attributes: { line_items, payment_method_types, reference_number, ... } } }`;
 *   the player pays on its checkout_url. v1 (not v2) because its session carries the payment intent and the payments
 *   we read back, in the shape the webhook's events carry;
 * - the payment is confirmed by the webhook's `checkout_session.payment.paid` event (the session with its payments),
 *   signed in the Paymongo-Signature header `t=<unix seconds>,te=<test-mode hex>,li=<live-mode hex>`: HMAC-SHA256 of
 *   `<t>.<raw body>` under the webhook's secret (whsk_...);
 * - an order whose webhook never came is asked about: GET {base}/v1/checkout_sessions/{id} (status-checks.ts).
 *
 * A failed attempt (payment.failed) is not the order's end: the checkout page lets the player try again, another way,
 * until the session expires, so it is ignored here and the order expires on its own. No payouts (out of scope).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { SecretBox } from '../../../lib/secret-box';
import { safeEqual } from '../../../lib/tokens';
import { type GatewayKeys, gatewayKeysOf } from './gateways';
import type { PaymentEvent, PaymentProvider } from './provider';

export const PAYMONGO = 'paymongo' as const;
/** the one currency PayMongo takes: only a peso brand gets its channels */
export const PAYMONGO_CURRENCY = 'PHP';
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';
/** the event that confirms a checkout session's payment: the one to subscribe the webhook to */
export const PAYMONGO_PAID_EVENT = 'checkout_session.payment.paid';
const DEFAULT_API_URL = 'https://api.paymongo.com';
const TIMEOUT_MS = 10_000;
/** a signed webhook older or newer than this (its t) is refused: a replay of a captured one */
const REPLAY_WINDOW_SECONDS = 5 * 60;
/** what a channel without a method offers: the wallets and cards most Philippine players pay with, and QR Ph */
const DEFAULT_METHODS = ['gcash', 'paymaya', 'card', 'qrph'];
const ORDER_NO = /^D[0-9A-Z]{8,40}$/;
const METHOD = /^[a-z][a-z0-9_]{1,31}$/;

export type PaymongoEnv = Pick<Env, 'PAYMONGO_SECRET_KEY' | 'PAYMONGO_WEBHOOK_SECRET' | 'PAYMONGO_API_URL'>;

/** The environment's account, serving every brand without keys of its own; null unless both keys are set. */
export function paymongoEnvironmentKeys(env: PaymongoEnv): GatewayKeys | null {
  return env.PAYMONGO_SECRET_KEY && env.PAYMONGO_WEBHOOK_SECRET ? { secretKey: env.PAYMONGO_SECRET_KEY, webhookSecret: env.PAYMONGO_WEBHOOK_SECRET, publicKey: null } : null;
}

/** The payment method types a channel offers: its `method` (one, or a comma list), else the default list. */
export function paymentMethodTypes(method: string | null): string[] {
  const named = (method ?? '')
    .split(',')
    .map((m) => m.trim().toLowerCase())
    .filter((m) => METHOD.test(m));
  return named.length ? [...new Set(named)] : DEFAULT_METHODS;
}

/** The Paymongo-Signature header's parts (t, te, li), or null when it is not one. */
export function signatureParts(header: string | string[] | undefined) {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || text.length > 400) return null;
  const parts = new Map<string, string>();
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  return /^\d{1,12}$/.test(t) ? { t: Number(t), te: parts.get('te') ?? '', li: parts.get('li') ?? '' } : null;
}

/** Hex HMAC-SHA256 of `<t>.<raw body>` under the webhook's secret, as PayMongo signs. */
export const paymongoSignature = (webhookSecret: string, t: number, rawBody: Buffer | string) => createHmac('sha256', webhookSecret).update(`${t}.`).update(rawBody).digest('hex');

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The first paid payment of a checkout session resource ({ id, attributes }), or undefined. */
function paidPaymentOf(session: Json) {
  return listOf(objectOf(session.attributes).payments)
    .map(objectOf)
    .find((payment) => objectOf(payment.attributes).status === 'paid');
}

/** Our order number a checkout session names: its reference_number (ours), else our metadata's. */
function orderNoOf(session: Json) {
  const attributes = objectOf(session.attributes);
  const named = typeof attributes.reference_number === 'string' ? attributes.reference_number : objectOf(attributes.metadata).orderNo;
  return typeof named === 'string' && ORDER_NO.test(named) ? named : null;
}

/** A PAID event of a session's paid payment, under the given event id; null when the session has no paid payment. */
function paidEventOf(session: Json, eventId: (paymentId: string) => string): PaymentEvent | null {
  const payment = paidPaymentOf(session);
  const attributes = objectOf(payment?.attributes);
  const orderNo = orderNoOf(session);
  if (!payment || typeof payment.id !== 'string' || typeof session.id !== 'string' || !orderNo || !Number.isSafeInteger(attributes.amount)) return null;
  return {
    orderNo,
    status: 'PAID',
    amountMinor: attributes.amount as number,
    currency: typeof attributes.currency === 'string' ? attributes.currency : undefined,
    providerRef: session.id,
    eventId: eventId(payment.id),
  };
}

/** PayMongo's refusal in words: its errors' codes and details (`{ errors: [{ code, detail, source }] }`). */
function refusalOf(status: number, body: unknown) {
  const details = listOf(objectOf(body).errors)
    .map(objectOf)
    .map((e) => [e.code, e.detail].filter((part) => typeof part === 'string').join(': '))
    .filter(Boolean);
  return new Error(`paymongo refused (${status}): ${details.join('; ').slice(0, 300) || 'no detail'}`);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface PaymongoDeps {
  db: Db;
  env: PaymongoEnv;
  /** opens the brand's keys stored in the back office; null: only the environment's serve */
  box: SecretBox | null;
}

export function paymongoProvider(deps: PaymongoDeps): PaymentProvider {
  const baseUrl = (deps.env.PAYMONGO_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const keyDeps = { db: deps.db, box: deps.box, environment: paymongoEnvironmentKeys(deps.env) };
  const keysOf = async (brandId: string) => (await gatewayKeysOf(keyDeps, brandId, PAYMONGO))?.keys ?? null;

  async function request(secretKey: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await bodyOf(response);
    if (!response.ok) throw refusalOf(response.status, answer);
    return objectOf(objectOf(answer).data);
  }

  return {
    name: PAYMONGO,
    flow: 'redirect',
    currency: PAYMONGO_CURRENCY,
    servesBrand: async (brandId) => (await keysOf(brandId)) !== null,

    async createPayment(order) {
      const keys = await keysOf(order.brandId);
      if (!keys) throw new Error('paymongo has no keys for this brand');
      const description = `Deposit ${order.orderNo}`;
      const session = await request(keys.secretKey, 'POST', '/v1/checkout_sessions', {
        data: {
          attributes: {
            line_items: [{ name: description, amount: order.amountMinor, currency: PAYMONGO_CURRENCY, quantity: 1 }],
            payment_method_types: paymentMethodTypes(order.method),
            reference_number: order.orderNo,
            description,
            metadata: { orderNo: order.orderNo, brandId: order.brandId },
            send_email_receipt: false,
            show_description: true,
            show_line_items: false,
            ...(order.returnUrl ? { success_url: order.returnUrl, cancel_url: order.returnUrl } : {}),
          },
        },
      });
      const checkoutUrl = objectOf(session.attributes).checkout_url;
      if (typeof session.id !== 'string' || typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl)) throw new Error('paymongo answered without a checkout session');
      return { payUrl: checkoutUrl, providerRef: session.id };
    },

    parseCallback(rawBody) {
      let event: Json;
      try {
        event = objectOf(objectOf(JSON.parse(rawBody.toString('utf8'))).data);
      } catch {
        return null;
      }
      const attributes = objectOf(event.attributes);
      if (typeof event.id !== 'string' || attributes.type !== PAYMONGO_PAID_EVENT) return null;
      return paidEventOf(objectOf(attributes.data), () => event.id as string);
    },

    async verifyCallback({ rawBody, headers, brandId, now }) {
      const signature = signatureParts(headers[PAYMONGO_SIGNATURE_HEADER]);
      if (!signature || Math.abs(now.getTime() / 1000 - signature.t) > REPLAY_WINDOW_SECONDS) return false;
      const keys = await keysOf(brandId);
      if (!keys) return false;
      let livemode: unknown;
      try {
        livemode = objectOf(objectOf(objectOf(JSON.parse(rawBody.toString('utf8'))).data).attributes).livemode;
      } catch {
        return false;
      }
      // a test-mode event never credits an account in live mode, nor the reverse: each mode has its own signature
      if (typeof livemode !== 'boolean' || livemode !== keys.secretKey.startsWith('sk_live_')) return false;
      const given = (livemode ? signature.li : signature.te).toLowerCase();
      return /^[0-9a-f]{64}$/.test(given) && safeEqual(given, paymongoSignature(keys.webhookSecret, signature.t, rawBody));
    },

    async queryPayment(order) {
      if (!order.providerRef) return null;
      const keys = await keysOf(order.brandId);
      if (!keys) throw new Error('paymongo has no keys for this brand');
      const session = await request(keys.secretKey, 'GET', `/v1/checkout_sessions/${encodeURIComponent(order.providerRef)}`);
      if (session.id !== order.providerRef || orderNoOf(session) !== order.orderNo) throw new Error(`paymongo session ${order.providerRef} is not order ${order.orderNo}'s`);
      // a stable id per payment: the webhook of the same payment, coming later, finds the order paid and moves nothing
      const paid = paidEventOf(session, (paymentId) => `query:${order.providerRef}:${paymentId}`);
      if (paid) return paid;
      // an expired session can no longer be paid: the order failed (one still active may yet be paid)
      if (objectOf(session.attributes).status !== 'expired') return null;
      return { orderNo: order.orderNo, status: 'FAILED', amountMinor: order.amountMinor, providerRef: order.providerRef, eventId: `query:${order.providerRef}:expired` };
    },
  };
}
