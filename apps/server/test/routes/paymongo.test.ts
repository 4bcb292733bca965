/**
 * The PayMongo gateway (issue 32) against a local stand-in of its API (test/support/paymongo-stand-in.ts), through
 * the real app: a deposit becomes a Checkout Session of the order's amount and number and the player is sent to its
 * checkout_url; the signed checkout_session.payment.paid webhook credits once, and nothing else does (a replay, a wrong
 * or stale signature, another amount); an order whose webhook never came is credited by the status query; a brand's
 * own keys are stored sealed from the back office, audited without secrets, and only then offer its PayMongo channel.
 */
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositChannels, depositOrders, operatorAudit, paymentEvents, paymentGateways, throttles } from '../../src/db/schema';
import { paymentProvidersOf } from '../../src/modules/wallet/payments/registry';
import { checkStaleGatewayOrders } from '../../src/modules/wallet/payments/status-checks';
import { buildTestApp, type TestApp, testOperatorKey } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';
import { paymongoStandIn, signWebhook } from '../support/paymongo-stand-in';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

/** key-shaped values drawn per run: no key, even a test one, is written in the code */
const drawn = (prefix: string, suffix = '') => `${prefix}${randomBytes(8).toString('hex')}${suffix}`;
const ENV_SECRET_KEY = drawn('sk_test_env', '4471');
const ENV_WEBHOOK_SECRET = drawn('whsk_env');
const standIn = await paymongoStandIn();
standIn.acceptKey(ENV_SECRET_KEY);
afterAll(() => standIn.close());

/** one PayMongo account for every brand, from the environment */
const envApp = await buildTestApp({ POW_DIFFICULTY: '4', PAYMONGO_SECRET_KEY: ENV_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET: ENV_WEBHOOK_SECRET, PAYMONGO_API_URL: standIn.url });

/** The demo brand's GCash channel handled by PayMongo (provisioned for every peso brand), first on the deposit page. */
async function addPaymongoChannel(app: TestApp) {
  const [row] = await app.database.db
    .update(depositChannels)
    .set({ name: 'GCash via PayMongo', sort: 0 })
    .where(and(eq(depositChannels.brandId, 'demo'), eq(depositChannels.code, 'PAYMONGO_GCASH')))
    .returning({ id: depositChannels.id, provider: depositChannels.provider, method: depositChannels.method });
  expect(row).toMatchObject({ provider: 'paymongo', method: 'gcash' });
  return row!.id;
}

const channelIds = new Map<TestApp, number>();
beforeAll(async () => {
  channelIds.set(envApp, await addPaymongoChannel(envApp));
});
beforeEach(async () => {
  await envApp.database.db.delete(throttles);
});

/** A new player's PayMongo deposit: the order the player got and the stand-in's checkout session of it. */
async function startDeposit(app: TestApp, amount = '500.00') {
  const player = await walletClient(app).register();
  const res = await player.call('depositCreate', { body: { channelId: channelIds.get(app)!, amount, requestId: rid('pm') } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  const [row] = await app.database.db.select().from(depositOrders).where(eq(depositOrders.orderNo, res.body.value.orderNo));
  return { player, order: res.body.value as { orderNo: string; amountMinor: number; payUrl: string; status: string }, sessionId: row!.providerRef! };
}

/** PayMongo posting a webhook to the brand's site. */
async function postWebhook(app: TestApp, body: string, signature: string) {
  const res = await app.inject({ method: 'POST', url: '/wps/payment/callback/paymongo', headers: { 'content-type': 'application/json', 'paymongo-signature': signature }, payload: body });
  return { status: res.statusCode, body: res.json() as { code: string; value: Record<string, unknown> | null } };
}

const mainBalance = async (app: TestApp, memberId: number) => (await walletBalances(app, memberId)).MAIN ?? 0;
const orderRow = async (app: TestApp, orderNo: string) => (await app.database.db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0]!;
const eventsOf = (app: TestApp, orderNo: string) => app.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)).orderBy(paymentEvents.id);

describe('the channels', () => {
  it('are provisioned for the brands in pesos only: PayMongo takes no dollars or đồng', async () => {
    const rows = await envApp.database.db.selectDistinct({ brandId: depositChannels.brandId }).from(depositChannels).where(eq(depositChannels.provider, 'paymongo'));
    // so a dollar or đồng player never sees them, with PayMongo's keys set for every brand as here
    expect(rows.map((r) => r.brandId)).toEqual(['demo']);
  });
});

describe('checkout', () => {
  it('creates a Checkout Session of the order with the account key, and sends the player to its checkout_url', async () => {
    const player = await walletClient(envApp).register();
    const listed = (await player.call('depositChannels')).body.value.list as Array<{ id: number; flow: string }>;
    expect(listed.find((c) => c.id === channelIds.get(envApp))).toMatchObject({ flow: 'redirect' });

    const { order, sessionId } = await startDeposit(envApp, '500.00');
    const session = standIn.session(sessionId);
    expect(order).toMatchObject({ status: 'pending', amountMinor: 50_000 });
    expect(order.payUrl).toBe(session.attributes.checkout_url);
    expect(order.payUrl).toMatch(/^https:\/\/checkout\.paymongo\.com\/cs_/);

    const sent = standIn.received.find((r) => r.method === 'POST' && (r.body as { data: { attributes: { reference_number: string } } }).data.attributes.reference_number === order.orderNo);
    expect(sent?.secretKey).toBe(ENV_SECRET_KEY);
    const attributes = (sent!.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes.line_items).toEqual([{ name: `Deposit ${order.orderNo}`, amount: 50_000, currency: 'PHP', quantity: 1 }]);
    expect(attributes.payment_method_types).toEqual(['gcash']);
    expect(attributes.metadata).toEqual({ orderNo: order.orderNo, brandId: 'demo' });
    expect(attributes.success_url).toMatch(/\/\?memberPage=depositv2$/);
  });

  it("refuses the deposit with PayMongo's own words when it refuses the session, and the order fails", async () => {
    standIn.failures.push({ status: 400, code: 'parameter_invalid', detail: 'gcash is not enabled for this account.' });
    const player = await walletClient(envApp).register();
    const res = await player.call('depositCreate', { body: { channelId: channelIds.get(envApp)!, amount: '300.00', requestId: rid('pm') } });
    expect([res.status, res.body.code]).toEqual([502, 'SEND_FAILED']);
    expect(res.body.value.reason).toContain('gcash is not enabled for this account.');
    const [order] = await envApp.database.db.select().from(depositOrders).where(eq(depositOrders.memberId, player.memberId));
    expect(order?.status).toBe('failed');
  });
});

describe('webhook', () => {
  it('credits a correctly signed paid event once; the same event again moves nothing', async () => {
    const { player, order, sessionId } = await startDeposit(envApp, '500.00');
    standIn.markPaid(sessionId);
    const body = standIn.paidEvent(sessionId);
    const signature = signWebhook(body, ENV_WEBHOOK_SECRET);

    const paid = await postWebhook(envApp, body, signature);
    expect(paid).toMatchObject({ status: 200, body: { code: 'OK', value: { orderNo: order.orderNo, status: 'paid', credited: true, duplicate: false } } });
    expect(await mainBalance(envApp, player.memberId)).toBe(50_000);

    // PayMongo retries what it thinks was not received: the same event, the same signature
    const replay = await postWebhook(envApp, body, signature);
    expect(replay).toMatchObject({ status: 200, body: { code: 'OK', value: { status: 'paid', credited: false, duplicate: true } } });
    expect(await mainBalance(envApp, player.memberId)).toBe(50_000);
    expect((await eventsOf(envApp, order.orderNo)).map((e) => [e.provider, e.outcome, e.amountMinor, e.currency, e.providerRef])).toEqual([['paymongo', 'credited', 50_000, 'PHP', sessionId]]);
    await expectLedgerConsistent(envApp);
  });

  it('refuses an event signed with another secret, or in the other mode, and credits nothing', async () => {
    const { player, order, sessionId } = await startDeposit(envApp);
    standIn.markPaid(sessionId);
    const body = standIn.paidEvent(sessionId);
    const forged = await postWebhook(envApp, body, signWebhook(body, drawn('whsk_other')));
    expect([forged.status, forged.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    // a live-mode event signed in li: the account's keys are test keys, so it is not theirs to credit
    const live = standIn.paidEvent(sessionId, { livemode: true });
    const otherMode = await postWebhook(envApp, live, signWebhook(live, ENV_WEBHOOK_SECRET, { livemode: true }));
    expect([otherMode.status, otherMode.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    const unsigned = await postWebhook(envApp, body, '');
    expect([unsigned.status, unsigned.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    expect(await mainBalance(envApp, player.memberId)).toBe(0);
    expect((await orderRow(envApp, order.orderNo)).status).toBe('pending');
    expect(await eventsOf(envApp, order.orderNo)).toEqual([]);
  });

  it('refuses a signed event more than 5 minutes old or ahead (a replay), and credits nothing', async () => {
    const { player, order, sessionId } = await startDeposit(envApp);
    standIn.markPaid(sessionId);
    const body = standIn.paidEvent(sessionId);
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 6 * 60, now + 6 * 60]) {
      const stale = await postWebhook(envApp, body, signWebhook(body, ENV_WEBHOOK_SECRET, { at }));
      expect([stale.status, stale.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    }
    expect(await mainBalance(envApp, player.memberId)).toBe(0);
    expect(await eventsOf(envApp, order.orderNo)).toEqual([]);
    // within the window it is PayMongo's
    const recent = await postWebhook(envApp, body, signWebhook(body, ENV_WEBHOOK_SECRET, { at: now - 4 * 60 }));
    expect(recent.body).toMatchObject({ code: 'OK', value: { credited: true } });
  });

  it('refuses a correctly signed event of another amount (AMOUNT_MISMATCH), recorded as refused, crediting nothing', async () => {
    const { player, order, sessionId } = await startDeposit(envApp, '500.00');
    standIn.markPaid(sessionId);
    const body = standIn.paidEvent(sessionId, { amount: 5_000_000 });
    const res = await postWebhook(envApp, body, signWebhook(body, ENV_WEBHOOK_SECRET));
    expect([res.status, res.body.code, res.body.value]).toEqual([400, 'AMOUNT_MISMATCH', { orderNo: order.orderNo, expectedMinor: 50_000 }]);
    expect(await mainBalance(envApp, player.memberId)).toBe(0);
    expect((await orderRow(envApp, order.orderNo)).status).toBe('pending');
    expect((await eventsOf(envApp, order.orderNo)).map((e) => [e.outcome, e.amountMinor])).toEqual([['refused_amount', 5_000_000]]);
  });

  it('answers 200 and ignores events that are not a paid checkout session (PayMongo would retry anything else)', async () => {
    const { player, sessionId } = await startDeposit(envApp);
    const failed = JSON.stringify({ data: { id: 'evt_failedPayment01', type: 'event', attributes: { type: 'payment.failed', livemode: false, data: { id: 'pay_x', type: 'payment', attributes: { amount: 50_000, currency: 'PHP', status: 'failed' } } } } });
    const res = await postWebhook(envApp, failed, signWebhook(failed, ENV_WEBHOOK_SECRET));
    expect([res.status, res.body.value]).toEqual([200, { ignored: true }]);
    // a paid-session event whose session holds no paid payment names nothing to credit
    const session = standIn.session(sessionId);
    const unpaid = JSON.stringify({ data: { id: 'evt_unpaidSession01', type: 'event', attributes: { type: 'checkout_session.payment.paid', livemode: false, data: { id: session.id, type: 'checkout_session', attributes: session.attributes } } } });
    const ignored = await postWebhook(envApp, unpaid, signWebhook(unpaid, ENV_WEBHOOK_SECRET));
    expect([ignored.status, ignored.body.value]).toEqual([200, { ignored: true }]);
    expect(await mainBalance(envApp, player.memberId)).toBe(0);
  });
});

describe('status queries', () => {
  const providers = paymentProvidersOf({
    db: envApp.database.db,
    features: { sandboxPayments: false },
    env: { PAYMONGO_SECRET_KEY: ENV_SECRET_KEY, PAYMONGO_WEBHOOK_SECRET: ENV_WEBHOOK_SECRET, PAYMONGO_API_URL: standIn.url },
  });
  const minutesAhead = (n: number) => new Date(Date.now() + n * 60_000);
  const asked = (sessionId: string) => standIn.received.filter((r) => r.method === 'GET' && r.path === `/v1/checkout_sessions/${sessionId}`).length;

  it('credits a paid order whose webhook never came, once, and the late webhook moves nothing', async () => {
    const { player, order, sessionId } = await startDeposit(envApp, '750.00');
    standIn.markPaid(sessionId);
    // within its first 2 minutes the webhook may still come: not asked
    await checkStaleGatewayOrders(envApp.database.db, providers, envApp.brands, minutesAhead(1));
    expect(asked(sessionId)).toBe(0);

    const summary = await checkStaleGatewayOrders(envApp.database.db, providers, envApp.brands, minutesAhead(3));
    expect(asked(sessionId)).toBe(1);
    expect(summary.credited).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(envApp, player.memberId)).toBe(75_000);
    expect((await orderRow(envApp, order.orderNo)).status).toBe('paid');

    const body = standIn.paidEvent(sessionId);
    const late = await postWebhook(envApp, body, signWebhook(body, ENV_WEBHOOK_SECRET));
    expect(late.body).toMatchObject({ code: 'OK', value: { status: 'paid', credited: false, duplicate: true } });
    expect(await mainBalance(envApp, player.memberId)).toBe(75_000);
    expect((await eventsOf(envApp, order.orderNo)).map((e) => [e.eventId.startsWith('query:'), e.outcome])).toEqual([
      [true, 'credited'],
      [false, 'duplicate'],
    ]);
    await expectLedgerConsistent(envApp);
  });

  it('asks about an unpaid order again only after 5 minutes, and fails it once PayMongo expired its session', async () => {
    const { order, sessionId } = await startDeposit(envApp);
    await checkStaleGatewayOrders(envApp.database.db, providers, envApp.brands, minutesAhead(3));
    await checkStaleGatewayOrders(envApp.database.db, providers, envApp.brands, minutesAhead(5));
    expect(asked(sessionId)).toBe(1);
    expect((await orderRow(envApp, order.orderNo)).status).toBe('pending');

    standIn.expire(sessionId);
    await checkStaleGatewayOrders(envApp.database.db, providers, envApp.brands, minutesAhead(9));
    expect(asked(sessionId)).toBe(2);
    expect((await orderRow(envApp, order.orderNo)).status).toBe('failed');
  });
});

describe('keys from the environment', () => {
  it('lists where the keys come from and the webhook to register, and stores no keys without PAYMENT_SECRETS_KEY', async () => {
    const ops = operatorsClient(envApp);
    const listed = await ops.call('operatorPaymentGateways', { token: testOperatorKey, query: { brandId: 'demo' } });
    expect(listed.body.value).toEqual({
      brandId: 'demo',
      canStore: false,
      list: [
        {
          provider: 'paymongo',
          name: 'PayMongo',
          configured: 'environment',
          mode: 'test',
          secretKeyLast4: '4471',
          enabled: false,
          unreadable: false,
          updatedBy: null,
          updatedAt: null,
          webhookUrl: 'https://localhost/wps/payment/callback/paymongo',
          webhookEvents: ['checkout_session.payment.paid'],
        },
      ],
    });
    const stored = await ops.call('operatorSetPaymentGateway', { token: testOperatorKey, body: { brandId: 'demo', provider: 'paymongo', secretKey: drawn('sk_test_brand'), webhookSecret: drawn('whsk_brand'), enabled: true } });
    expect([stored.status, stored.body.code]).toEqual([409, 'PAYMENT_SECRETS_KEY_MISSING']);
    expect(await envApp.database.db.select().from(paymentGateways)).toEqual([]);
  });
});

describe('keys stored in the back office', () => {
  const BRAND_SECRET_KEY = drawn('sk_test_brand', '9C2d');
  const BRAND_WEBHOOK_SECRET = drawn('whsk_brand');
  let app: TestApp;
  let tokens: Awaited<ReturnType<typeof operatorTokens>>;
  beforeAll(async () => {
    // no account in the environment: only keys the back office stores serve
    app = await buildTestApp({ POW_DIFFICULTY: '4', PAYMONGO_API_URL: standIn.url, PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') });
    channelIds.set(app, await addPaymongoChannel(app));
    tokens = await operatorTokens(app);
    standIn.acceptKey(BRAND_SECRET_KEY);
  });
  const listedChannelIds = async (player: Awaited<ReturnType<ReturnType<typeof walletClient>['register']>>) =>
    ((await player.call('depositChannels')).body.value.list as Array<{ id: number }>).map((c) => c.id);
  const setKeys = (token: string, body: Record<string, unknown>) =>
    operatorsClient(app).call('operatorSetPaymentGateway', { token, body: { brandId: 'demo', provider: 'paymongo', secretKey: BRAND_SECRET_KEY, webhookSecret: BRAND_WEBHOOK_SECRET, enabled: true, ...body } });

  it('offers no PayMongo channel to a brand without keys', async () => {
    const player = await walletClient(app).register();
    expect(await listedChannelIds(player)).not.toContain(channelIds.get(app));
    const res = await player.call('depositCreate', { body: { channelId: channelIds.get(app)!, amount: '500.00', requestId: rid('pm') } });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('stores the keys sealed, audits without a secret, shows the last 4 only, and then takes payments with them', async () => {
    const finance = await setKeys(tokens.finance, {});
    expect([finance.status, finance.body.value]).toEqual([403, { permission: 'settings.write' }]);
    const publishable = await setKeys(tokens.owner, { secretKey: drawn('pk_test_') });
    expect([publishable.status, publishable.body.code, publishable.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'secretKey']);

    const saved = await setKeys(tokens.owner, { publicKey: drawn('pk_test_') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value).toMatchObject({ canStore: true, list: [{ configured: 'backoffice', mode: 'test', secretKeyLast4: '9C2d', enabled: true, unreadable: false, updatedBy: 'owner1' }] });
    const listed = await operatorsClient(app).call('operatorPaymentGateways', { token: tokens.support, query: { brandId: 'demo' } });
    for (const answer of [JSON.stringify(saved.body), JSON.stringify(listed.body)]) {
      expect(answer).not.toContain(BRAND_SECRET_KEY);
      expect(answer).not.toContain(BRAND_WEBHOOK_SECRET);
    }

    const [row] = await app.database.db.select().from(paymentGateways).where(eq(paymentGateways.brandId, 'demo'));
    expect(row?.secretKey).toMatch(/^v1\./);
    expect(`${row?.secretKey}${row?.webhookSecret}${row?.publicKey}`).not.toMatch(/sk_test|whsk_|pk_test|9C2d/);
    const [audit] = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'payment-gateway.set'));
    expect([audit?.actor, audit?.brandId]).toEqual(['owner1', 'demo']);
    expect(audit?.detail).toMatchObject({ provider: 'paymongo', before: null, after: { enabled: true, secretKeyLast4: '9C2d' } });
    expect(JSON.stringify(audit?.detail)).not.toMatch(new RegExp(`${BRAND_SECRET_KEY}|${BRAND_WEBHOOK_SECRET}`));

    // the brand's channel is offered now, and the brand's own account takes the payment
    const { player, order, sessionId } = await startDeposit(app, '400.00');
    expect(standIn.received.find((r) => r.method === 'POST' && (r.body as { data: { attributes: { reference_number: string } } }).data.attributes.reference_number === order.orderNo)?.secretKey).toBe(BRAND_SECRET_KEY);
    standIn.markPaid(sessionId);
    const body = standIn.paidEvent(sessionId);
    const withEnvSecret = await postWebhook(app, body, signWebhook(body, ENV_WEBHOOK_SECRET));
    expect(withEnvSecret.body.code).toBe('INVALID_SIGNATURE');
    const paid = await postWebhook(app, body, signWebhook(body, BRAND_WEBHOOK_SECRET));
    expect(paid.body).toMatchObject({ code: 'OK', value: { credited: true } });
    expect(await mainBalance(app, player.memberId)).toBe(40_000);
  });

  it('does not open keys copied into another brand, and a switched-off brand is offered nothing', async () => {
    const db = app.database.db;
    const [demo] = await db.select().from(paymentGateways).where(eq(paymentGateways.brandId, 'demo'));
    await db.insert(paymentGateways).values({ ...demo!, brandId: 'tiger' });
    const tiger = await operatorsClient(app).call('operatorPaymentGateways', { token: tokens.owner, query: { brandId: 'tiger' } });
    expect(tiger.body.value.list[0]).toMatchObject({ configured: null, unreadable: true, secretKeyLast4: null });

    const off = await setKeys(tokens.owner, { enabled: false });
    expect(off.body.value.list[0]).toMatchObject({ configured: null, enabled: false, secretKeyLast4: null });
    const player = await walletClient(app).register();
    expect(await listedChannelIds(player)).not.toContain(channelIds.get(app));
  });
});
