import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { depositOrders, throttles, walletSettings } from '../../src/db/schema';
import { signSandboxBody } from '../../src/modules/wallet/payments/sandbox';
import { expireDepositOrders } from '../../src/modules/wallet/deposits';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

async function channelOf(m: Awaited<ReturnType<typeof w.register>>, type: string) {
  const res = await m.call('depositChannels');
  return res.body.value.list.find((c: { type: string }) => c.type === type) as { id: number; minMinor: number; maxMinor: number };
}

const paidEvent = (order: { orderNo: string; amountMinor: number }, extra: Record<string, unknown> = {}) => ({
  orderNo: order.orderNo,
  status: 'PAID',
  amountMinor: order.amountMinor,
  providerRef: 'SBXTEST',
  eventId: `EVT${Math.random().toString(36).slice(2)}`,
  ...extra,
});

describe('deposit channels', () => {
  it('lists the brand channels with their limits', async () => {
    const m = await w.register();
    const res = await m.call('depositChannels');
    expect(res.body.value.expiryMinutes).toBe(30);
    // the sandbox's three and the demo's receiving account; PayMongo's channels wait for its keys
    expect(res.body.value.list.map((c: { type: string; flow: string }) => [c.type, c.flow])).toEqual([
      ['BANK', 'redirect'],
      ['EWALLET', 'redirect'],
      ['CRYPTO', 'redirect'],
      ['EWALLET', 'manual'],
    ]);
    expect(res.body.value.list[0]).toMatchObject({ code: 'BANK_TRANSFER', min: 100, minMinor: 10000, max: 50000, maxMinor: 5000000 });
  });
});

describe('deposit orders', () => {
  it('creates a pending order with a sandbox pay URL and credits it once on a signed paid callback', async () => {
    const m = await w.register();
    const bank = await channelOf(m, 'BANK');
    const created = await m.call('depositCreate', { body: { channelId: bank.id, amount: '250.75', requestId: rid() } });
    expect(created.body.code).toBe('OK');
    const order = created.body.value;
    expect(order).toMatchObject({ status: 'pending', amountMinor: 25075, amount: 250.75, channelType: 'BANK', paidAt: null });
    expect(order.orderNo).toMatch(/^D\d{8}[0-9A-Z]{10}$/);
    expect(order.payUrl).toBe(`/sandbox/pay/${order.orderNo}`);

    const paid = await w.callback(paidEvent(order));
    expect(paid.body).toMatchObject({ code: 'OK', value: { orderNo: order.orderNo, status: 'paid', duplicate: false, credited: true } });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 25075 });

    // the provider retries the same notification, and sends another one: nothing more moves
    const replay = await w.callback(paidEvent(order, { eventId: 'EVT-again' }));
    expect(replay.body).toMatchObject({ code: 'OK', value: { status: 'paid', duplicate: true, credited: false } });
    const failedLate = await w.callback({ ...paidEvent(order), status: 'FAILED' });
    expect(failedLate.body.value).toMatchObject({ status: 'paid', duplicate: true });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 25075 });

    const read = await m.call('depositOrder', { query: { orderNo: order.orderNo } });
    expect(read.body.value).toMatchObject({ status: 'paid', payUrl: null });
    expect(read.body.value.paidAt).toBeGreaterThan(0);
    const records = await m.call('accountRecords', { query: { kind: 'deposit' } });
    expect(records.body.value.list[0]).toMatchObject({ kind: 'deposit', amountMinor: 25075, reference: order.orderNo });
    expect((await m.call('messages', { headers: { language: 'EN' } })).body.value.list[0]).toMatchObject({ category: 'deposit', title: 'Deposit received', messageKey: 'deposit_received' });
    await expectLedgerConsistent(app);
  });

  it('rejects a callback with a bad or missing signature and moves nothing', async () => {
    const m = await w.register();
    const bank = await channelOf(m, 'EWALLET');
    const order = (await m.call('depositCreate', { body: { channelId: bank.id, amount: '100' } })).body.value;
    const wrong = await w.callback(paidEvent(order), { signature: 'a'.repeat(64) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_SIGNATURE');
    const garbage = await w.callback(paidEvent(order), { signature: 'not-hex' });
    expect(garbage.body.code).toBe('INVALID_SIGNATURE');
    // signed with another brand's secret
    const otherBrand = await w.callback(paidEvent(order), { brandId: 'tiger' });
    expect(otherBrand.body.code).toBe('INVALID_SIGNATURE');
    const unsigned = await app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(paidEvent(order)) });
    expect(unsigned.statusCode).toBe(401);
    // a body changed after signing
    const [settings] = await db.select().from(walletSettings).where(eq(walletSettings.brandId, 'demo'));
    const original = JSON.stringify(paidEvent(order));
    const tampered = await w.callback({}, { raw: original.replace('"amountMinor":10000', '"amountMinor":99999'), signature: signSandboxBody(settings!.callbackSecret, original) });
    expect(tampered.body.code).toBe('INVALID_SIGNATURE');
    // correctly signed but with another amount: refused too
    const mismatch = await w.callback(paidEvent(order, { amountMinor: 99999 }));
    expect(mismatch.body.code).toBe('AMOUNT_MISMATCH');
    const notJson = await w.callback({}, { raw: 'not json' });
    expect(notJson.status).toBe(400);
    const unknownOrder = await w.callback(paidEvent({ orderNo: 'D20990101ABCDEFGHJK', amountMinor: 1 }));
    expect(unknownOrder.body.code).toBe('INVALID_SIGNATURE');
    expect(await walletBalances(app, m.memberId)).toEqual({});
    expect((await m.call('depositOrder', { query: { orderNo: order.orderNo } })).body.value.status).toBe('pending');
  });

  it('marks an order failed on a failed callback', async () => {
    const m = await w.register();
    const crypto = await channelOf(m, 'CRYPTO');
    const order = (await m.call('depositCreate', { body: { channelId: crypto.id, amount: 600 } })).body.value;
    const failed = await w.callback({ ...paidEvent(order), status: 'FAILED' });
    expect(failed.body.value).toMatchObject({ status: 'failed', duplicate: false });
    expect((await m.call('depositOrder', { query: { orderNo: order.orderNo } })).body.value).toMatchObject({ status: 'failed', payUrl: null });
    const list = await m.call('depositOrders', { query: { status: 'failed' } });
    expect(list.body.value).toMatchObject({ total: 1, list: [{ orderNo: order.orderNo }] });
  });

  it('expires an unpaid order, and still credits a late payment', async () => {
    const m = await w.register();
    const bank = await channelOf(m, 'BANK');
    const order = (await m.call('depositCreate', { body: { channelId: bank.id, amount: '150' } })).body.value;
    await db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(depositOrders.orderNo, order.orderNo));
    // read before the sweep: already shown as expired
    expect((await m.call('depositOrder', { query: { orderNo: order.orderNo } })).body.value).toMatchObject({ status: 'expired', payUrl: null });
    expect(await expireDepositOrders(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, order.orderNo));
    expect(row!.status).toBe('expired');
    const late = await w.callback(paidEvent(order));
    expect(late.body.value).toMatchObject({ status: 'paid', credited: true });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 15000 });
  });

  it('refuses amounts outside the channel limits and bad amounts', async () => {
    const m = await w.register();
    const bank = await channelOf(m, 'BANK');
    const low = await m.call('depositCreate', { body: { channelId: bank.id, amount: '99.99' } });
    expect(low.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 10000, maxMinor: 5000000 } });
    const high = await m.call('depositCreate', { body: { channelId: bank.id, amount: '50000.01' } });
    expect(high.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    for (const amount of ['-100', '0', '100.001', 'NaN']) {
      expect((await m.call('depositCreate', { body: { channelId: bank.id, amount } })).body.code, amount).toBe('INVALID_AMOUNT');
    }
    const unknown = await m.call('depositCreate', { body: { channelId: 999999, amount: '100' } });
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', value: { field: 'channelId' } });
    // another brand's channel is unknown here
    const tiger = await w.api.call('depositChannels', { token: m.token, ip: m.ip, host: 'tiger.localhost' });
    expect(tiger.body.code).toBe('NOT_LOGGED_IN');
  });

  it('answers a repeated create with the first order', async () => {
    const m = await w.register();
    const bank = await channelOf(m, 'BANK');
    const requestId = rid();
    const [a, b] = await Promise.all([
      m.call('depositCreate', { body: { channelId: bank.id, amount: '300', requestId } }),
      m.call('depositCreate', { body: { channelId: bank.id, amount: '300', requestId } }),
    ]);
    expect(a.body.value.orderNo).toBe(b.body.value.orderNo);
    const reused = await m.call('depositCreate', { body: { channelId: bank.id, amount: '301', requestId } });
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await m.call('depositOrders')).body.value.total).toBe(1);
  });

  it('only shows a member its own orders', async () => {
    const m = await w.register();
    const other = await w.register();
    const bank = await channelOf(m, 'BANK');
    const order = (await m.call('depositCreate', { body: { channelId: bank.id, amount: '100' } })).body.value;
    const res = await other.call('depositOrder', { query: { orderNo: order.orderNo } });
    expect(res.status).toBe(404);
    const bad = await other.call('depositOrder', { query: { orderNo: '../../etc' } });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('sandbox pay page', () => {
  it('lets a person pay through the page, which sends the signed callback', async () => {
    const m = await w.register();
    const wallet = await channelOf(m, 'EWALLET');
    const order = (await m.call('depositCreate', { body: { channelId: wallet.id, amount: '1234.5' } })).body.value;
    const page = await app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('₱1,234.50');
    expect(page.body).toContain('name="outcome" value="paid"');

    const pressed = await app.inject({ method: 'POST', url: order.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=paid' });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${order.payUrl}?done=paid`);
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 123450 });
    const after = await app.inject({ method: 'GET', url: `${order.payUrl}?done=paid` });
    expect(after.body).toContain('Callback sent: paid');
    expect(after.body).not.toContain('name="outcome"');
    // pressing again (a double click) moves nothing
    await app.inject({ method: 'POST', url: order.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=paid' });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 123450 });

    const second = (await m.call('depositCreate', { body: { channelId: wallet.id, amount: '60' } })).body.value;
    await app.inject({ method: 'POST', url: second.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=failed' });
    expect((await m.call('depositOrder', { query: { orderNo: second.orderNo } })).body.value.status).toBe('failed');

    const unknown = await app.inject({ method: 'GET', url: '/sandbox/pay/<script>' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<script>');
    await expectLedgerConsistent(app);
  });
});
