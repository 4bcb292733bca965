/**
 * A local stand-in for PayMongo's API (a real HTTP server on 127.0.0.1, port 0), answering as its documentation
 * shows (developers.paymongo.com: Create / Retrieve a Checkout Session, the Checkout Session resource, webhook events
 * and "Securing a webhook"):
 *
 * - POST /v1/checkout_sessions: HTTP basic auth with a secret key as the user and no password; a JSON:API body
 *   { data: { attributes: { line_items, payment_method_types, ... } } } checked for what PayMongo requires; answers
 *   { data: <checkout_session> } with an id cs_..., a checkout_url and status active;
 * - GET /v1/checkout_sessions/:id: the session as it is now (its payments once paid), for the key that created it;
 * - refusals as PayMongo writes them: { errors: [{ code, detail, source? }] }.
 *
 * The test drives the "player": markPaid adds a paid payment to a session, expire ends it; paidEvent builds the
 * checkout_session.payment.paid webhook body PayMongo would post and signWebhook its Paymongo-Signature header.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
export interface StandInSession {
  id: string;
  /** the secret key that created it: only that account may read it */
  secretKey: string;
  attributes: Json;
}
export interface StandInRequest {
  method: string;
  path: string;
  /** the basic-auth user (the secret key), or null */
  secretKey: string | null;
  body: unknown;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const unix = () => Math.floor(Date.now() / 1000);

function keyOf(req: IncomingMessage) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (!match) return null;
  const [user, password] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
  return user && password === '' ? user : null;
}

const refusal = (res: ServerResponse, status: number, code: string, detail: string, attribute?: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ code, detail, ...(attribute ? { source: { pointer: attribute, attribute } } : {}) }] }));

/** What PayMongo checks of a Create Checkout Session body; null when it is acceptable. */
function problemOf(body: unknown): { detail: string; attribute: string } | null {
  const attributes = ((body as Json)?.data as Json | undefined)?.attributes as Json | undefined;
  if (!attributes) return { detail: 'data.attributes is required.', attribute: 'data' };
  const items = attributes.line_items;
  if (!Array.isArray(items) || items.length === 0) return { detail: 'line_items is required.', attribute: 'line_items' };
  for (const item of items as Json[]) {
    if (!Number.isSafeInteger(item.amount) || (item.amount as number) < 100) return { detail: 'line_items.amount must be an integer of at least 100 (centavos).', attribute: 'line_items' };
    if (item.currency !== 'PHP') return { detail: 'line_items.currency must be PHP.', attribute: 'line_items' };
    if (typeof item.name !== 'string' || !item.name) return { detail: 'line_items.name is required.', attribute: 'line_items' };
    if (!Number.isSafeInteger(item.quantity) || (item.quantity as number) < 1) return { detail: 'line_items.quantity must be at least 1.', attribute: 'line_items' };
  }
  const methods = attributes.payment_method_types;
  if (!Array.isArray(methods) || methods.length === 0 || methods.some((m) => typeof m !== 'string')) return { detail: 'payment_method_types is required.', attribute: 'payment_method_types' };
  if (attributes.metadata !== undefined && Object.values(attributes.metadata as Json).some((v) => typeof v !== 'string')) return { detail: 'metadata values must be strings.', attribute: 'metadata' };
  return null;
}

function newSession(secretKey: string, attributes: Json): StandInSession {
  const id = randomId('cs');
  const clientKey = `${id}_client_${randomBytes(12).toString('hex')}`;
  const items: Json[] = (attributes.line_items as Json[]).map((item) => ({ description: null, images: [], ...item }));
  const amount = items.reduce((sum, item) => sum + (item.amount as number) * (item.quantity as number), 0);
  const now = unix();
  return {
    id,
    secretKey,
    attributes: {
      billing: { address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null }, email: null, name: null, phone: null },
      cancel_url: attributes.cancel_url ?? null,
      checkout_url: `https://checkout.paymongo.com/${clientKey}#${randomBytes(8).toString('base64url')}`,
      client_key: clientKey,
      description: attributes.description ?? null,
      line_items: items,
      livemode: secretKey.startsWith('sk_live_'),
      merchant: 'Stand-in merchant',
      payments: [],
      payment_intent: { id: randomId('pi'), type: 'payment_intent', attributes: { amount, currency: 'PHP', status: 'awaiting_payment_method', livemode: false, payments: [], metadata: attributes.metadata ?? null } },
      payment_method_types: attributes.payment_method_types,
      reference_number: attributes.reference_number ?? null,
      send_email_receipt: attributes.send_email_receipt ?? false,
      show_description: attributes.show_description ?? true,
      show_line_items: attributes.show_line_items ?? true,
      status: 'active',
      success_url: attributes.success_url ?? null,
      metadata: attributes.metadata ?? null,
      created_at: now,
      updated_at: now,
    },
  };
}

const resourceOf = (session: StandInSession) => ({ id: session.id, type: 'checkout_session', attributes: session.attributes });

export async function paymongoStandIn() {
  const sessions = new Map<string, StandInSession>();
  const received: StandInRequest[] = [];
  const acceptedKeys = new Set<string>();
  /** refusals to answer next, whatever comes (a gateway outage, a refused key) */
  const failures: Array<{ status: number; code: string; detail: string }> = [];

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const secretKey = keyOf(req);
      let body: unknown = null;
      try {
        body = raw ? (JSON.parse(raw) as unknown) : null;
      } catch {
        body = raw;
      }
      const path = req.url ?? '';
      received.push({ method: req.method ?? '', path, secretKey, body });
      const failure = failures.shift();
      if (failure) return refusal(res, failure.status, failure.code, failure.detail);
      if (!secretKey || !acceptedKeys.has(secretKey)) return refusal(res, 401, 'api_key_invalid', 'The API key is invalid.');
      if (req.method === 'POST' && path === '/v1/checkout_sessions') {
        const problem = problemOf(body);
        if (problem) return refusal(res, 400, 'parameter_invalid', problem.detail, problem.attribute);
        const session = newSession(secretKey, ((body as Json).data as Json).attributes as Json);
        sessions.set(session.id, session);
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: resourceOf(session) }));
      }
      const read = /^\/v1\/checkout_sessions\/([A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'GET' && read) {
        const session = sessions.get(read[1]!);
        if (!session || session.secretKey !== secretKey) return refusal(res, 404, 'resource_not_found', `No such checkout_session with id ${read[1]}.`, 'id');
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: resourceOf(session) }));
      }
      return refusal(res, 404, 'route_not_found', `${req.method} ${path} is not a route.`);
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no stand-in session ${id}`);
    return session;
  };

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failures,
    /** an account's secret key the stand-in accepts */
    acceptKey: (key: string) => acceptedKeys.add(key),
    session: sessionOf,
    /** The player pays: a paid payment of the session's amount (or another) joins the session, its intent succeeds. */
    markPaid(id: string, options: { amount?: number; method?: string } = {}) {
      const session = sessionOf(id);
      const intent = session.attributes.payment_intent as { id: string; attributes: Json };
      const amount = options.amount ?? (intent.attributes.amount as number);
      const now = unix();
      const payment = {
        id: randomId('pay'),
        type: 'payment',
        attributes: {
          amount,
          currency: 'PHP',
          description: session.attributes.description,
          fee: Math.round(amount * 0.025),
          livemode: session.attributes.livemode,
          net_amount: amount - Math.round(amount * 0.025),
          origin: 'api',
          payment_intent_id: intent.id,
          source: { id: randomId('src'), type: options.method ?? 'gcash' },
          status: 'paid',
          metadata: session.attributes.metadata,
          paid_at: now,
          created_at: now,
          updated_at: now,
        },
      };
      (session.attributes.payments as unknown[]).push(payment);
      intent.attributes.status = 'succeeded';
      session.attributes.payment_method_used = options.method ?? 'gcash';
      session.attributes.paid_at = now;
      return payment;
    },
    /** The session ends unpaid (its expiry, or POST .../expire). */
    expire: (id: string) => void (sessionOf(id).attributes.status = 'expired'),
    /**
     * The checkout_session.payment.paid event PayMongo posts for a paid session, as raw JSON; `amount` rewrites the
     * paid payment's amount (a tampered or mistaken event), `livemode` the event's mode.
     */
    paidEvent(id: string, options: { eventId?: string; amount?: number; livemode?: boolean } = {}) {
      const session = structuredClone(resourceOf(sessionOf(id)));
      const payments = session.attributes.payments as Array<{ attributes: Json }>;
      if (!payments.length) throw new Error(`stand-in session ${id} is not paid`);
      if (options.amount !== undefined) payments[0]!.attributes.amount = options.amount;
      const now = unix();
      return JSON.stringify({
        data: {
          id: options.eventId ?? randomId('evt'),
          type: 'event',
          attributes: { type: 'checkout_session.payment.paid', livemode: options.livemode ?? session.attributes.livemode, data: session, previous_data: {}, pending_webhooks: 1, created_at: now, updated_at: now },
        },
      });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type PaymongoStandIn = Awaited<ReturnType<typeof paymongoStandIn>>;

/**
 * The Paymongo-Signature header PayMongo sends with a webhook body: t (unix seconds), and the HMAC-SHA256 hex of
 * `<t>.<body>` under the webhook's secret in te (a test-mode event) or li (a live-mode one), the other left empty.
 */
export function signWebhook(body: string, webhookSecret: string, options: { at?: number; livemode?: boolean } = {}) {
  const t = options.at ?? unix();
  const signature = createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex');
  return options.livemode ? `t=${t},te=,li=${signature}` : `t=${t},te=${signature},li=`;
}
