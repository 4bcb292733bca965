/**
 * The operator surface (issues 26 and 28): it answers on the operator hosts only, and every operator action on money
 * or on a brand's switches lands one audit row naming the operator whose credential it carried and the address it
 * came from.
 */
import { type AnyCallName, everyCall } from '@app/contract/every-call';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit, withdrawals } from '../../src/db/schema';
import { buildTestApp, OPS_HOST, operatorHeaders, opsHeaders, TEST_OPERATOR } from '../helper';
import { injectSocket } from '../chat-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

/** Operator paths of every kind: operator calls of each area (the operator's key), the desk page, the outbox and the metrics (the master token). */
const operatorCallPaths = ['/ops/api/site-status', '/ops/api/withdrawals', '/ops/api/audit', '/ops/api/players', '/ops/api/lock-events', '/ops/api/openapi.json'];
const masterTokenPaths = ['/ops/support', '/dev/outbox?to=x', '/metrics'];
const operatorPaths = [...operatorCallPaths.map((url) => ({ url, headers: opsHeaders })), ...masterTokenPaths.map((url) => ({ url, headers: operatorHeaders }))];
const brandHosts = app.brands.all.flatMap((b) => b.hosts).concat(['127.0.0.1', 'unknown.example']);

const auditOf = (target: string) => db.select().from(operatorAudit).where(eq(operatorAudit.target, target));

describe('the operator surface', () => {
  it('is not found on any brand host, even with the operator token', async () => {
    // the demo seed's own rows (its operators) are there before any request
    const seeded = await db.select().from(operatorAudit);
    for (const host of brandHosts) {
      for (const { url, headers } of operatorPaths) {
        const res = await app.inject({ method: 'GET', url, headers: { ...headers, host } });
        expect([host, url, res.statusCode, res.json().code]).toEqual([host, url, 404, 'NOT_FOUND']);
      }
      // a change is not found either, and changes nothing
      const change = await app.inject({ method: 'POST', url: '/ops/api/site-status', headers: { ...opsHeaders, host }, payload: { brandId: 'demo', status: null } });
      expect(change.statusCode).toBe(404);
      // a path the router decodes is the same path
      expect((await app.inject({ method: 'GET', url: '/%6Fps/api/site-status', headers: { ...opsHeaders, host } })).statusCode).toBe(404);
    }
    await expect(injectSocket(app, '/ws/ops/support', { host: 'localhost' })).rejects.toThrow(/404/);
    expect(await db.select().from(operatorAudit)).toEqual(seeded);
  });

  it('answers on the operator host: with a credential, and refuses without it', async () => {
    for (const url of ['/ops/api/site-status', '/ops/api/withdrawals', '/ops/api/audit']) {
      expect([url, (await app.inject({ method: 'GET', url, headers: opsHeaders })).statusCode]).toEqual([url, 200]);
      expect([url, (await app.inject({ method: 'GET', url, headers: { host: OPS_HOST } })).statusCode]).toEqual([url, 401]);
      // the master token is no operator credential: it bootstraps the first owner, nothing else
      expect([url, (await app.inject({ method: 'GET', url, headers: operatorHeaders })).statusCode]).toEqual([url, 401]);
    }
    expect((await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B639171234567', headers: operatorHeaders })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox?to=%2B639171234567', headers: { host: OPS_HOST } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/ops/support', headers: { host: OPS_HOST } })).statusCode).toBe(200);
    // the port of the Host header does not matter
    expect((await app.inject({ method: 'GET', url: '/ops/api/site-status', headers: { ...opsHeaders, host: `${OPS_HOST}:8080` } })).statusCode).toBe(200);
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
  const fromOps = { ...opsHeaders, 'x-forwarded-for': '203.0.113.9', 'x-admin-actor': 'mallory' };
  const send = (name: AnyCallName, payload: object) => app.inject({ method: everyCall[name].method, url: everyCall[name].path, headers: fromOps, payload });
  const admin = async (name: AnyCallName, payload: object) => {
    const res = await send(name, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const withdrawalId = async (orderNo: string) => (await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo)))[0]!.id;

  it('writes one row per credit, naming the operator of the credential (never a stated name) and the address', async () => {
    const m = await w.register();
    const credit = { memberId: m.memberId, direction: 'credit', amountMinor: 25_50, category: 'goodwill', reason: 'goodwill', requestId: rid() };
    await admin('operatorAdjustBalance', credit);
    // the same request again posts nothing and writes no second row
    await admin('operatorAdjustBalance', credit);
    const rows = await auditOf(`member:${m.memberId}`);
    expect(rows.map((r) => [r.actor, r.ip, r.action, r.brandId])).toEqual([[TEST_OPERATOR, '203.0.113.9', 'wallet.credit', 'demo']]);
    expect(rows[0]!.detail).toMatchObject({ category: 'goodwill', amountMinor: 25_50, reason: 'goodwill', before: { balanceMinor: 0 }, after: { balanceMinor: 25_50 } });
  });

  it('writes one row per withdrawal step with the status before and after', async () => {
    const m = await w.register();
    await w.credit(m.username, '500');
    const pay = 'Pay54321';
    expect((await m.call('setPaymentPassword', { body: { newPassword: pay, confirmPassword: pay } })).body.code).toBe('OK');
    const card = (await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '1234 5678 9012', paymentPassword: pay } })).body.value.id;
    const request = async () => (await m.call('withdrawCreate', { body: { bankCardId: card, amount: '100', paymentPassword: pay } })).body.value as { orderNo: string };
    const paid = await request();
    const paidId = await withdrawalId(paid.orderNo);
    await admin('operatorApproveWithdrawal', { id: paidId });
    await admin('operatorDisburseWithdrawal', { id: paidId, payoutRef: 'BDO-TRF-0001' });
    const proofImage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]).toString('base64');
    const claim = await m.call('withdrawReceipt', { body: { orderNo: paid.orderNo, result: 'notReceived', proofImage } });
    expect(claim.body.code, JSON.stringify(claim.body)).toBe('OK');
    await admin('operatorResolveWithdrawal', { id: paidId, refundMinor: 100_00 });
    const refused = await request();
    await admin('operatorRejectWithdrawal', { id: await withdrawalId(refused.orderNo), reason: 'name mismatch' });

    const steps = async (orderNo: string) => (await auditOf(`withdrawal:${await withdrawalId(orderNo)}`)).map((r) => [r.actor, r.ip, r.action, r.detail]);
    expect(await steps(paid.orderNo)).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.approved', expect.objectContaining({ orderNo: paid.orderNo, amountMinor: 100_00, before: { status: 'requested' }, after: { status: 'approved' } })],
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.disbursed', expect.objectContaining({ before: { status: 'approved' }, after: { status: 'disbursed' } })],
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.resolved', expect.objectContaining({ before: { status: 'not_received' }, after: { status: 'resolved' }, refundMinor: 100_00 })],
    ]);
    expect(await steps(refused.orderNo)).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'withdrawal.rejected', expect.objectContaining({ reason: 'name mismatch', before: { status: 'requested' }, after: { status: 'rejected' } })],
    ]);
    // a refused step (already paid) changes nothing and writes nothing
    const again = await send('operatorApproveWithdrawal', { id: paidId });
    expect(again.json().code).toBe('INVALID_STATE');
    expect(await steps(paid.orderNo)).toHaveLength(3);
  });

  it('writes one row per maintenance or region switch, with the override before and after', async () => {
    const maintenance = { maintenance: { enabled: true, endTime: null }, regionRestriction: { enabled: false, blockedCountries: [], blockedIpRanges: [] } };
    await admin('operatorSetSiteStatus', { brandId: 'tiger', status: maintenance });
    await admin('operatorSetSiteStatus', { brandId: 'tiger', status: null });
    const rows = await db.select().from(operatorAudit).where(and(eq(operatorAudit.target, 'brand:tiger')));
    expect(rows.map((r) => [r.actor, r.ip, r.action, r.detail])).toEqual([
      [TEST_OPERATOR, '203.0.113.9', 'site-status.set', { before: null, after: maintenance }],
      [TEST_OPERATOR, '203.0.113.9', 'site-status.reset', { before: maintenance, after: null }],
    ]);
  });
});
