/**
 * The operator surface (issue 26): it answers on the operator hosts only, and every operator action on money or on a
 * brand's switches lands one audit row naming the token's owner and the address it came from.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, withdrawals } from '../../src/db/schema';
import { buildTestApp, OPS_HOST, operatorHeaders, TEST_OPERATOR } from '../helper';
import { injectSocket } from '../chat-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

/** Operator paths of every kind: admin calls of each area, the desk page, the outbox, the metrics. */
const operatorPaths = ['/admin/status', '/admin/withdrawals', '/admin/audit', '/admin/promotions', '/admin/loyalty/missions?brandId=demo', '/ops/support', '/dev/outbox?to=x', '/metrics'];
const brandHosts = app.brands.all.flatMap((b) => b.hosts).concat(['127.0.0.1', 'unknown.example']);

const auditOf = (target: string) => db.select().from(operatorAudit).where(eq(operatorAudit.target, target));

describe('the operator surface', () => {
  it('is not found on any brand host, even with the operator token', async () => {
    // the demo seed's own rows (its operators) are there before any request
    const seeded = await db.select().from(operatorAudit);
    for (const host of brandHosts) {
      for (const url of operatorPaths) {
        const res = await app.inject({ method: 'GET', url, headers: { ...operatorHeaders, host } });
        expect([host, url, res.statusCode, res.json().code]).toEqual([host, url, 404, 'NOT_FOUND']);
      }
      // a change is not found either, and changes nothing
      const put = await app.inject({ method: 'PUT', url: '/admin/status', headers: { ...operatorHeaders, host }, payload: { brandId: 'demo', status: null } });
      expect(put.statusCode).toBe(404);
      // a path the router decodes is the same path
      expect((await app.inject({ method: 'GET', url: '/%61dmin/status', headers: { ...operatorHeaders, host } })).statusCode).toBe(404);
    }
    await expect(injectSocket(app, '/ws/ops/support', { host: 'localhost' })).rejects.toThrow(/404/);
    expect(await db.select().from(operatorAudit)).toEqual(seeded);
  });

  it('answers on the operator host: with the token, and refuses without it', async () => {
    for (const url of ['/admin/status', '/admin/withdrawals', '/admin/audit', '/dev/outbox?to=%2B639171234567']) {
      expect([url, (await app.inject({ method: 'GET', url, headers: operatorHeaders })).statusCode]).toEqual([url, 200]);
      expect([url, (await app.inject({ method: 'GET', url, headers: { host: OPS_HOST } })).statusCode]).toEqual([url, 403]);
    }
    expect((await app.inject({ method: 'GET', url: '/ops/support', headers: { host: OPS_HOST } })).statusCode).toBe(200);
    // the port of the Host header does not matter
    expect((await app.inject({ method: 'GET', url: '/admin/status', headers: { ...operatorHeaders, host: `${OPS_HOST}:8080` } })).statusCode).toBe(200);
  });
});

describe('the certificate check of on-demand TLS', () => {
  it('allows our brand and operator hosts only, never a name pointed at us', async () => {
    const allowed = async (domain: string) => (await app.inject({ method: 'GET', url: `/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;
    expect(await allowed('tiger.localhost')).toBe(200);
    expect(await allowed('TIGER.localhost')).toBe(200);
    expect(await allowed(OPS_HOST)).toBe(200);
    for (const name of ['attacker.example.net', 'tiger.localhost.attacker.example', '']) expect([name, await allowed(name)]).toEqual([name, 404]);
  });
});

describe('the audit trail of money and switches', () => {
  const fromOps = { ...operatorHeaders, 'x-forwarded-for': '203.0.113.9', 'x-admin-actor': 'mallory' };
  const admin = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: fromOps, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };

  it('writes one row per credit, naming the token owner (never a stated name) and the address', async () => {
    const m = await w.register();
    const requestId = rid();
    await admin('POST', '/admin/wallet/credit', { brandId: 'demo', username: m.username, amount: '25.50', note: 'goodwill', requestId });
    // the same request again posts nothing and writes no second row
    await admin('POST', '/admin/wallet/credit', { brandId: 'demo', username: m.username, amount: '25.50', note: 'goodwill', requestId });
    const rows = await auditOf(`member:${m.memberId}`);
    expect(rows.map((r) => [r.actor, r.ip, r.action, r.brandId])).toEqual([[TEST_OPERATOR, '203.0.113.9', 'wallet.credit', 'demo']]);
    expect(rows[0]!.detail).toMatchObject({ kind: 'adjustment', amountMinor: 25_50, note: 'goodwill', balanceAfterMinor: 25_50 });
  });

  it('writes one row per withdrawal step with the status before and after', async () => {
    const m = await w.register();
    await w.credit(m.username, '500');
    const pay = 'Pay54321';
    expect((await m.call('setPaymentPassword', { body: { newPassword: pay, confirmPassword: pay } })).body.code).toBe('OK');
    const card = (await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '1234 5678 9012', paymentPassword: pay } })).body.value.id;
    const request = async () => (await m.call('withdrawCreate', { body: { bankCardId: card, amount: '100', paymentPassword: pay } })).body.value as { orderNo: string };
    const paid = await request();
    await admin('POST', `/admin/withdrawals/${paid.orderNo}/approve`, {});
    await admin('POST', `/admin/withdrawals/${paid.orderNo}/disburse`, {});
    const proofImage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
    const claim = await m.call('withdrawReceipt', { body: { orderNo: paid.orderNo, result: 'notReceived', proofImage } });
    expect(claim.body.code, JSON.stringify(claim.body)).toBe('OK');
    await admin('POST', `/admin/withdrawals/${paid.orderNo}/resolve`, { refund: '100' });
    const refused = await request();
    await admin('POST', `/admin/withdrawals/${refused.orderNo}/reject`, { reason: 'name mismatch' });

    const steps = async (orderNo: string) => {
      const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
      return (await auditOf(`withdrawal:${row!.id}`)).map((r) => [r.actor, r.ip, r.action, r.detail]);
    };
    expect(await steps(paid.orderNo)).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.approved', expect.objectContaining({ orderNo: paid.orderNo, amountMinor: 100_00, before: { status: 'requested' }, after: { status: 'approved' } })],
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.disbursed', expect.objectContaining({ before: { status: 'approved' }, after: { status: 'disbursed' } })],
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.resolved', expect.objectContaining({ before: { status: 'not_received' }, after: { status: 'resolved' }, refundMinor: 100_00 })],
    ]);
    expect(await steps(refused.orderNo)).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.rejected', expect.objectContaining({ reason: 'name mismatch', before: { status: 'requested' }, after: { status: 'rejected' } })],
    ]);
    // a refused step (already paid) changes nothing and writes nothing
    const again = await app.inject({ method: 'POST', url: `/admin/withdrawals/${paid.orderNo}/approve`, headers: fromOps, payload: {} });
    expect(again.json().code).toBe('INVALID_STATE');
    expect(await steps(paid.orderNo)).toHaveLength(3);
  });

  it('writes one row per maintenance or region switch, with the override before and after', async () => {
    const maintenance = { maintenance: { enabled: true, endTime: null }, regionRestriction: { enabled: false, blockedCountries: [], blockedIpRanges: [] } };
    await admin('PUT', '/admin/status', { brandId: 'tiger', status: maintenance });
    await admin('PUT', '/admin/status', { brandId: 'tiger', status: null });
    const rows = await db.select().from(operatorAudit).where(and(eq(operatorAudit.target, 'brand:tiger')));
    expect(rows.map((r) => [r.actor, r.ip, r.action, r.detail])).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'site-status.set', { before: null, after: maintenance }],
      [TEST_OPERATOR, '203.0.113.9', 'site-status.reset', { before: maintenance, after: null }],
    ]);
  });
});
