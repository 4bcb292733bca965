import { moneyFormatOf } from '@app/contract/brand';
import { formatMoney } from '@app/contract/money';
import { brandById } from '../../lib/brands';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { errorEnvelope, ok } from '../../lib/call-router';
import { applyPaymentEvent, depositOrderByNo, expireDepositOrders } from '../../modules/wallet/deposits';
import type { PaymentEvent, PaymentProviders } from '../../modules/wallet/payments/provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../modules/wallet/payments/sandbox';
import { checkStaleGatewayOrders } from '../../modules/wallet/payments/status-checks';
import { walletSettingsOf } from '../../modules/wallet/settings';
import { autoReceiveDue } from '../../modules/wallet/withdrawals/receipts';

const isJson = (raw: Buffer) => {
  try {
    JSON.parse(raw.toString('utf8'));
    return true;
  } catch {
    return false;
  }
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ORDER_NO = /^D[0-9A-Z]{8,40}$/;

/**
 * Payment routes outside the call table (they are not client calls):
 * - POST /wps/payment/callback/:provider: the provider's signed notification (raw body kept for the HMAC), applied
 *   once per event id; a body that is not a payment event of the provider is answered 200 and ignored (a provider
 *   retries what is not 2xx, and sends events of kinds we do not take);
 * - GET/POST /sandbox/pay/:orderNo: the sandbox provider's pay page, driven by a person or a test;
 * - a sweep every minute that expires old deposit orders and auto-receives disbursed withdrawals.
 */
export async function paymentRoutes(app: FastifyInstance, opts: { providers: PaymentProviders }) {
  const { db } = app.database;

  await app.register(async (scope) => {
    // the signature covers the exact bytes received: keep them unparsed
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/wps/payment/callback/:provider', async (request) => {
      const provider = Object.hasOwn(opts.providers, request.params.provider) ? opts.providers[request.params.provider] : undefined;
      if (!provider?.parseCallback || !provider.verifyCallback) throw new AppError('NOT_FOUND', { field: 'provider' });
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from(JSON.stringify(request.body ?? {}));
      if (!isJson(rawBody)) throw new AppError('BAD_REQUEST', { reason: 'NOT_A_PAYMENT_EVENT' });
      const event = provider.parseCallback(rawBody);
      if (!event) return ok({ ignored: true });
      const order = await depositOrderByNo(db, event.orderNo);
      // an unknown order cannot be verified: answered like a bad signature, so the route tells nothing about orders
      if (!order || order.provider !== provider.name) throw new AppError('INVALID_SIGNATURE');
      if (!(await provider.verifyCallback({ rawBody, headers: request.headers, brandId: order.brandId, now: new Date() }))) {
        request.log.warn({ orderNo: event.orderNo, provider: provider.name }, 'payment callback with a bad signature');
        throw new AppError('INVALID_SIGNATURE');
      }
      return ok(await applyPaymentEvent(db, event, { provider: provider.name, currency: provider.currency }, app.brands));
    });
  });

  // the sandbox's pay page exists only while the sandbox provider is configured
  if (opts.providers.sandbox) registerSandboxPayPage(app);

  const sweep = async () => {
    await expireDepositOrders(db);
    await autoReceiveDue(
      db,
      app.brands.all.map((b) => b.id),
    );
    await checkStaleGatewayOrders(db, opts.providers, app.brands, new Date(), app.log);
  };
  const timer = setInterval(() => {
    sweep().catch((error) => app.log.warn({ err: error }, 'wallet sweep failed'));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#14211b;background:#f3f6f4}
h1{font-size:20px}.muted{color:#55675e;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;background:#fff;padding:16px;border-radius:12px}
dt{color:#55675e}dd{margin:0;font-weight:600}.amount{font-size:18px}form{margin-top:12px}
button{width:100%;padding:12px;border:0;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#0f7a4f;color:#fff}.fail{background:#e8efeb;color:#a11}.notice{background:#fff7d6;padding:10px;border-radius:8px}
</style></head><body>${body}</body></html>`;
}

/** The sandbox provider's pay page: GET shows the order with Pay and Fail buttons, POST sends the signed callback. */
function registerSandboxPayPage(app: FastifyInstance) {
  const { db } = app.database;
  app.get<{ Params: { orderNo: string } }>('/sandbox/pay/:orderNo', async (request, reply) => {
    const orderNo = request.params.orderNo.toUpperCase();
    const order = ORDER_NO.test(orderNo) ? await depositOrderByNo(db, orderNo) : undefined;
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    if (!order) return reply.status(404).type('text/html; charset=utf-8').send(page('Sandbox payment', '<p>Unknown order.</p>'));
    const brand = brandById(app.brands, order.brandId);
    const open = (order.status === 'created' || order.status === 'pending') && order.expiresAt.getTime() > Date.now();
    // as the brand's players write it: ₱1,000.00 on the peso brand, 100.000 ₫ on the đồng one
    const amount = escapeHtml(formatMoney(order.amountMinor, moneyFormatOf(brand, brand.defaultLanguage)));
    const done = (request.query as { done?: string }).done;
    const body = `
<h1>${escapeHtml(brand.name)} · sandbox payment</h1>
<p class="muted">Test provider: no real money moves.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Amount</dt><dd class="amount">${amount}</dd><dt>Status</dt><dd id="status">${escapeHtml(open ? order.status : order.status === 'pending' || order.status === 'created' ? 'expired' : order.status)}</dd></dl>
${done ? `<p class="notice">Callback sent: ${escapeHtml(done)}. You can close this tab.</p>` : ''}
${
  open
    ? `<form method="post"><input type="hidden" name="outcome" value="paid"><button type="submit" class="pay">Pay ${amount}</button></form>
<form method="post"><input type="hidden" name="outcome" value="failed"><button type="submit" class="fail">Fail payment</button></form>`
    : ''
}`;
    return reply.type('text/html; charset=utf-8').send(page('Sandbox payment', body));
  });

  /** The sandbox "provider" pressing its button: it signs an event and calls our callback like a real one would. */
  app.post<{ Params: { orderNo: string }; Body: { outcome?: string } }>('/sandbox/pay/:orderNo', async (request, reply) => {
    const orderNo = request.params.orderNo.toUpperCase();
    const outcome = request.body?.outcome === 'failed' ? 'FAILED' : 'PAID';
    const order = ORDER_NO.test(orderNo) ? await depositOrderByNo(db, orderNo) : undefined;
    if (!order || order.provider !== 'sandbox') return reply.status(404).send(errorEnvelope('NOT_FOUND'));
    const { callbackSecret } = await walletSettingsOf(db, order.brandId);
    const event: PaymentEvent = {
      orderNo: order.orderNo,
      status: outcome,
      amountMinor: order.amountMinor,
      providerRef: order.providerRef ?? 'SBX',
      eventId: `EVT${randomBytes(8).toString('hex').toUpperCase()}`,
    };
    const payload = JSON.stringify(event);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(callbackSecret, payload) },
      payload,
    });
    const answer = res.json() as { success: boolean; code: string; value: { status?: string } | null };
    const done = answer.success ? (answer.value?.status ?? 'ok') : answer.code;
    return reply.redirect(`/sandbox/pay/${order.orderNo}?done=${encodeURIComponent(done)}`, 303);
  });
}
