import { and, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { bonuses, ledgerTransactions, pointRedemptions, pointTransactions, throttles } from '../../src/db/schema';
import { repoRoot } from '../../src/env';
import { loadBrands } from '../../src/lib/brands';
import { AppError } from '../../src/lib/app-error';
import { placeConversion } from '../../src/modules/loyalty/point-convert';
import { placeRedemption } from '../../src/modules/loyalty/point-mall';
import { postPoints } from '../../src/modules/loyalty/points-ledger';
import { demoLoyaltySettings } from '../../src/seed/loyalty-settings';
import { DEMO_STARTING_POINTS, seedPointMall } from '../../src/seed/point-mall';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { operatorsClient } from '../operators-support';
import { loyaltyClient, mallCli, PAY, type Member } from '../point-mall-support';
import { auditOf, messagesOf } from '../promotions-support';
import { expectLedgerConsistent, rid, walletBalances } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const l = loyaltyClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

const ADDRESS = { name: 'Maria Santos', phone: '+63 917 123 4567', address: '12 Rizal St, Makati City' };
const redeem = (m: Member, rewardId: number, extra: Record<string, unknown> = {}) =>
  m.call('redeemPointReward', { body: { rewardId, quantity: 1, paymentPassword: PAY, requestId: rid('redeem'), ...extra } });
/** Runs a module call, turning the refusals a client may see into their code. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'OK';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
const pointsOf = async (m: Member) => (await m.call('pointBalance')).body.value.points as number;
const catalogue = async (m: Member, query: Record<string, string> = {}, language = 'EN') =>
  (await m.call('pointRewards', { query: { pageSize: '100', ...query }, headers: { language } })).body.value;

describe('points balance, configuration and history', () => {
  it('answers the balance, the rates of the brand and the tier multiplier, and points that never expire', async () => {
    const m = await l.member();
    expect((await m.call('pointBalance')).body.value).toEqual({ points: 0, earnedTotal: 0 });
    await postPoints(db, { brandId: 'demo', memberId: m.memberId, kind: 'earn', change: 250, meta: { gameType: 'RNG' }, idempotencyKey: rid('earn') });
    await l.givePoints(m.memberId, 1000);
    // an adjustment is not earned from play
    expect((await m.call('pointBalance')).body.value).toEqual({ points: 1250, earnedTotal: 250 });

    await l.setRank(m.memberId, 42);
    const config = (await m.call('pointConfig')).body.value;
    // demo brand: 100000 bp per 100 of slots turnover = 10 points per 100; lottery 20000 bp = 2 points
    expect(config.rates).toContainEqual({ gameType: 'RNG', ratePerHundred: 10 });
    expect(config.rates).toContainEqual({ gameType: 'ELOTT', ratePerHundred: 2 });
    // no tier row at rank 42: x1
    expect(config).toMatchObject({ pointsMultiplierBp: 10_000, convert: { enabled: true, points: 100, amountMinor: 100, minPoints: 500 }, expires: false, currency: '₱' });
    await l.tier(42, { EN: 'Test 42', TY: 'Pagsubok 42' }, 15_000);
    expect((await m.call('pointConfig')).body.value.pointsMultiplierBp).toBe(15_000);
  });

  it('lists the points ledger newest first with a remark in the reader language, by kind and time range, paged', async () => {
    const m = await l.member();
    const post = (kind: 'earn' | 'mission', change: number, meta: Record<string, unknown>) => postPoints(db, { brandId: 'demo', memberId: m.memberId, kind, change, meta, idempotencyKey: rid(kind) });
    await post('earn', 40, { gameType: 'RNG' });
    await post('mission', 300, { missionId: 1, title: { EN: 'Bet 10 times', TY: 'Tumaya nang 10 beses' } });
    await post('earn', 5, { gameType: 'LIVE' });
    const en = (await m.call('pointTransactions', { query: { pageSize: '10' }, headers: { language: 'EN' } })).body.value;
    expect(en.list.map((t: { kind: string; change: number; balance: number; remark: string }) => [t.kind, t.change, t.balance, t.remark])).toEqual([
      ['earn', 5, 345, 'Live Casino'],
      ['mission', 300, 340, 'Bet 10 times'],
      ['earn', 40, 40, 'Slots'],
    ]);
    expect(en).toMatchObject({ total: 3, pageNo: 1, pageSize: 10, totalPages: 1 });
    const ty = (await m.call('pointTransactions', { query: { pageSize: '10' }, headers: { language: 'TY' } })).body.value;
    expect(ty.list.map((t: { remark: string }) => t.remark)).toEqual(['Live na Casino', 'Tumaya nang 10 beses', 'Mga Slot']);
    const earned = (await m.call('pointTransactions', { query: { kind: 'earn', pageSize: '1', pageNo: '2' } })).body.value;
    expect(earned).toMatchObject({ total: 2, totalPages: 2, list: [{ change: 40 }] });
    // a range before any of them
    const before = (await m.call('pointTransactions', { query: { startTime: String(Date.now() - 86_400_000 * 3), endTime: String(Date.now() - 86_400_000 * 2) } })).body.value;
    expect(before.total).toBe(0);
    const bad = await m.call('pointTransactions', { query: { kind: 'gift' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses trial accounts', async () => {
    const trial = await l.w.trial();
    for (const name of ['pointBalance', 'pointRewards', 'redeemHistory'] as const) expect((await trial.call(name)).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('the catalogue', () => {
  it('lists the seeded catalogue in the reader language with categories, art, requirements and what blocks the member', async () => {
    const m = await l.member();
    await l.tier(5, { EN: 'Diamond', TY: 'Diyamante' }, 20_000);
    const en = await catalogue(m);
    const seededCodes = ['cash-voucher-50', 'bonus-voucher-200', 'vip-cash-voucher-500', 'smartphone', 'wireless-earbuds', 'signed-jersey', 't-shirt', 'coffee-mug'];
    const seededItems = en.list.filter((i: { image: string }) => seededCodes.some((c) => i.image.endsWith(`/${c}.svg`)));
    expect(seededItems).toHaveLength(8);
    expect(en.categories.slice(0, 3)).toEqual(['voucher', 'gadget', 'merch']);
    const vip = en.list.find((i: { image: string }) => i.image === '/media/point-reward/demo/vip-cash-voucher-500.svg');
    expect(vip).toMatchObject({ name: 'VIP ₱500 cash voucher', minRank: 5, minRankName: 'Diamond', perMemberLimit: 1, physical: false, grant: { kind: 'cash', amountMinor: 50_000 }, blockedBy: 'rank' });
    const phone = en.list.find((i: { image: string }) => i.image.endsWith('/smartphone.svg'));
    expect(phone).toMatchObject({ category: 'gadget', unit: 'piece', physical: true, grant: null, minRank: 0, minRankName: null, blockedBy: null, stock: 5 });
    const ty = await catalogue(m, {}, 'TY');
    expect(ty.list.find((i: { id: number }) => i.id === phone.id)).toMatchObject({ unit: 'piraso' });
    expect(ty.list.find((i: { id: number }) => i.id === vip.id).minRankName).toBe('Diyamante');
    const merch = await catalogue(m, { category: 'merch' });
    expect(new Set(merch.list.map((i: { category: string }) => i.category))).toEqual(new Set(['merch']));
    expect(merch.categories).toEqual(en.categories);

    // out of stock, and a limit reached
    const empty = await l.item({ stock: 0 });
    const limited = await l.item({ perMemberLimit: 1 });
    await l.givePoints(m.memberId, 100);
    expect((await redeem(m, limited.id)).body.code).toBe('OK');
    const after = await catalogue(m, { category: 'test' });
    expect(after.list.find((i: { id: number }) => i.id === empty.id).blockedBy).toBe('stock');
    expect(after.list.find((i: { id: number }) => i.id === limited.id).blockedBy).toBe('limit');
  });

  it('draws each item art as SVG without words', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/point-reward/demo/smartphone.svg' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(res.body).toContain('<svg');
    expect(res.body).not.toContain('<text');
    expect((await app.inject({ method: 'GET', url: '/media/point-reward/demo/no-such-item.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/point-reward/nobrand/smartphone.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/point-reward/demo/..%2Fx.svg' })).statusCode).toBe(404);
  });
});

describe('redeeming', () => {
  it('refuses a wrong payment password, counted with the other payment-password failures', async () => {
    const m = await l.member(10_000);
    const item = await l.item();
    const wrong = await redeem(m, item.id, { paymentPassword: 'Wrong999' });
    expect([wrong.status, wrong.body.code, wrong.body.value.attemptsLeft]).toEqual([400, 'PAYMENT_PASSWORD_INCORRECT', 4]);
    // a conversion's wrong password counts against the same limit
    const convert = await m.call('convertPoints', { body: { points: 500, paymentPassword: 'Wrong999', requestId: rid() } });
    expect([convert.body.code, convert.body.value.attemptsLeft]).toEqual(['PAYMENT_PASSWORD_INCORRECT', 3]);
    for (let i = 0; i < 3; i++) await redeem(m, item.id, { paymentPassword: 'Wrong999' });
    const locked = await redeem(m, item.id);
    expect([locked.status, locked.body.code]).toEqual([429, 'PAYMENT_PASSWORD_LOCKED']);
    expect(await pointsOf(m)).toBe(10_000);
    expect(await l.stockOf(item.id)).toBe(1000);
  });

  it('redeems an item: points spent, stock taken, a processing redemption with a reference number; the same request once', async () => {
    const m = await l.member(1000);
    const item = await l.item({ pointsCost: 150, stock: 10 });
    const key = rid('redeem');
    const res = await redeem(m, item.id, { quantity: 2, requestId: key });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const redemption = res.body.value.redemption;
    expect(res.body.value.points).toBe(700);
    expect(redemption).toMatchObject({ rewardId: item.id, rewardName: item.name.TY, quantity: 2, points: 300, status: 'processing', remark: null, decidedAt: null, address: null });
    expect(redemption.referenceNo).toMatch(/^PR\d{8}[0-9A-Z]{10}$/);
    expect(await l.stockOf(item.id)).toBe(8);
    // the same request again: the same redemption, nothing more spent; the key for something else is refused
    const again = await redeem(m, item.id, { quantity: 2, requestId: key });
    expect(again.body.value.redemption.id).toBe(redemption.id);
    expect(await pointsOf(m)).toBe(700);
    expect((await redeem(m, item.id, { quantity: 1, requestId: key })).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // the same new request five times at once: one redemption
    const burstKey = rid('burst');
    const burst = await Promise.all(Array.from({ length: 5 }, () => redeem(m, item.id, { requestId: burstKey })));
    expect(new Set(burst.map((b) => b.body.value.redemption.id)).size).toBe(1);
    expect(await pointsOf(m)).toBe(550);
    expect(await l.stockOf(item.id)).toBe(7);

    const history = (await m.call('redeemHistory', { query: { pageSize: '10' } })).body.value;
    expect(history).toMatchObject({ total: 2, list: [{ quantity: 1, status: 'processing' }, { id: redemption.id, referenceNo: redemption.referenceNo, points: 300 }] });
    const ledger = (await m.call('pointTransactions', { query: { kind: 'redeem' } })).body.value;
    expect(ledger.list.map((t: { change: number; remark: string }) => [t.change, t.remark])).toContainEqual([-300, redemption.referenceNo]);
    expect((await m.call('redeemHistory', { query: { status: 'approved' } })).body.value.total).toBe(0);
  });

  it('checks the tier, the address, the limit, the points and the stock', async () => {
    const m = await l.member(5_000);
    const vip = await l.item({ minRank: 3 });
    const low = await redeem(m, vip.id);
    expect([low.status, low.body.code, low.body.value]).toEqual([403, 'RANK_TOO_LOW', { minRank: 3 }]);
    await l.setRank(m.memberId, 3);
    expect((await redeem(m, vip.id)).body.code).toBe('OK');

    const shirt = await l.item({ physical: true, perMemberLimit: 2 });
    expect((await redeem(m, shirt.id)).body.code).toBe('ADDRESS_REQUIRED');
    const badPhone = await redeem(m, shirt.id, { address: { ...ADDRESS, phone: 'call me' } });
    expect([badPhone.status, badPhone.body.code, badPhone.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'address.phone']);
    const shipped = await redeem(m, shirt.id, { address: ADDRESS });
    expect(shipped.body.value.redemption.address).toEqual(ADDRESS);
    const over = await redeem(m, shirt.id, { address: ADDRESS, quantity: 2 });
    expect([over.status, over.body.code, over.body.value]).toEqual([409, 'REDEEM_LIMIT', { perMemberLimit: 2, redeemed: 1 }]);
    expect((await redeem(m, shirt.id, { address: ADDRESS })).body.code).toBe('OK');
    expect((await redeem(m, shirt.id, { address: ADDRESS })).body.code).toBe('REDEEM_LIMIT');

    const dear = await l.item({ pointsCost: 10_000 });
    const poor = await redeem(m, dear.id);
    expect([poor.status, poor.body.code, poor.body.value]).toEqual([400, 'INSUFFICIENT_POINTS', { points: 4_700, required: 10_000 }]);
    const few = await l.item({ stock: 2 });
    const short = await redeem(m, few.id, { quantity: 3 });
    expect([short.status, short.body.code, short.body.value]).toEqual([409, 'OUT_OF_STOCK', { stock: 2 }]);
    expect((await redeem(m, 2_000_000_000)).body.code).toBe('NOT_FOUND');
    // nothing of the refusals was spent or taken
    expect(await pointsOf(m)).toBe(4_700);
    expect(await l.stockOf(few.id)).toBe(2);
    expect(await l.stockOf(dear.id)).toBe(1000);
  });

  it('never oversells: 20 members redeem the last unit at once and exactly one wins', { timeout: 120_000 }, async () => {
    const item = await l.item({ stock: 1, pointsCost: 500 });
    const redeemers: Member[] = [];
    for (let i = 0; i < 20; i++) redeemers.push(await l.member(1_000));
    const results = await Promise.all(redeemers.map((m) => redeem(m, item.id)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(19);
    expect(await l.stockOf(item.id)).toBe(0);
    const points = await Promise.all(redeemers.map(pointsOf));
    expect(points.sort()).toEqual([...Array(19).fill(1_000), 500].sort());
    expect(await db.select().from(pointRedemptions).where(eq(pointRedemptions.rewardId, item.id))).toHaveLength(1);
  });

  it('holds one member to the item limit and their points under 40 simultaneous redemptions', { timeout: 60_000 }, async () => {
    // below the payment password (whose attempt limit admits no more than 5 checks of one member at once)
    const m = await l.member(100_000);
    const limited = await l.item({ perMemberLimit: 2, pointsCost: 100 });
    const viewer = { brandId: 'demo', memberId: m.memberId, language: 'EN' as const };
    const place = (rewardId: number, quantity = 1) => outcome(() => placeRedemption(db, viewer, { rewardId, quantity, requestId: rid('place') }));
    const limitedCodes = await Promise.all(Array.from({ length: 40 }, () => place(limited.id)));
    expect(limitedCodes.filter((c) => c === 'OK')).toHaveLength(2);
    expect(limitedCodes.filter((c) => c === 'REDEEM_LIMIT')).toHaveLength(38);
    expect(await l.stockOf(limited.id)).toBe(998);
    // 99,800 points left: 40 redemptions of 10,000 at once, 9 fit
    const dear = await l.item({ pointsCost: 10_000 });
    const dearCodes = await Promise.all(Array.from({ length: 40 }, () => place(dear.id)));
    expect(dearCodes.filter((c) => c === 'OK')).toHaveLength(9);
    expect(dearCodes.filter((c) => c === 'INSUFFICIENT_POINTS')).toHaveLength(31);
    expect(await pointsOf(m)).toBe(9_800);
    expect(await l.stockOf(dear.id)).toBe(991);
  });
});

describe('the operator decides redemptions', () => {
  it('approves a cash voucher once (pays the item times its units), rejects with a refund and the stock back, and audits both', async () => {
    const m = await l.member(20_000);
    const voucher = await l.seeded('cash-voucher-50');
    const stock = await l.stockOf(voucher.id);
    const first = (await redeem(m, voucher.id, { quantity: 2 })).body.value.redemption;
    const second = (await redeem(m, voucher.id)).body.value.redemption;
    expect(await pointsOf(m)).toBe(20_000 - 3 * 4_500);

    const queue = await l.ops('operatorRedemptions', { query: { status: 'processing', brandId: 'demo' } });
    expect(queue.body.value.list.find((r: { id: number }) => r.id === first.id)).toMatchObject({ username: m.username, rewardCode: 'cash-voucher-50', quantity: 2, points: 9_000, status: 'processing' });
    expect((await l.ops('operatorApproveRedemption', { body: { id: first.id } })).body.code).toBe('OK');
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(2 * 5_000);
    const twice = await l.ops('operatorApproveRedemption', { body: { id: first.id } });
    expect([twice.status, twice.body.code]).toEqual([409, 'INVALID_STATE']);
    expect((await l.ops('operatorRejectRedemption', { body: { id: first.id, remark: 'late' } })).body.code).toBe('INVALID_STATE');
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(2 * 5_000);

    // reject by reference number: the points and the unit come back
    const rejected = await l.ops('operatorRejectRedemption', { body: { id: second.referenceNo, remark: 'Voucher paused this week' } });
    expect(rejected.body.value).toMatchObject({ id: second.id, status: 'rejected', remark: 'Voucher paused this week' });
    expect(await pointsOf(m)).toBe(20_000 - 2 * 4_500);
    expect(await l.stockOf(voucher.id)).toBe(stock - 2);
    const refund = (await m.call('pointTransactions', { query: { kind: 'refund' } })).body.value.list;
    expect(refund.map((t: { change: number; remark: string }) => [t.change, t.remark])).toEqual([[4_500, second.referenceNo]]);

    const history = (await m.call('redeemHistory', { query: {} })).body.value.list;
    expect(history.map((r: { id: number; status: string; remark: string | null }) => [r.id, r.status, r.remark])).toEqual([
      [second.id, 'rejected', 'Voucher paused this week'],
      [first.id, 'approved', null],
    ]);
    expect(history[0].decidedAt).toBeGreaterThan(0);
    expect(await messagesOf(app, m.memberId, 'points_redemption_approved')).toHaveLength(1);
    const [message] = await messagesOf(app, m.memberId, 'points_redemption_rejected');
    expect(message).toMatchObject({ category: 'points', params: { referenceNo: second.referenceNo, remark: 'Voucher paused this week', points: '4500' } });
    const inbox = await m.call('messages', { query: { pageNo: '1', pageSize: '10' }, headers: { language: 'TY' } });
    expect(inbox.body.value.list[0].title).toBe('Tinanggihan ang redemption');
    expect((await auditOf(app, `point_redemption:${first.id}`)).map((a) => [a.actor, a.action])).toEqual([[TEST_OPERATOR, 'point_redemption.approve']]);
    expect((await auditOf(app, `point_redemption:${second.id}`))[0]).toMatchObject({ action: 'point_redemption.reject', detail: { refundedPoints: 4_500 } });
    await expectLedgerConsistent(app);
  });

  it('decides once when approve and reject come at the same time, pays a bonus voucher as a bonus, and needs an operator name', async () => {
    const m = await l.member(50_000);
    const bonusVoucher = await l.seeded('bonus-voucher-200');
    const r = (await redeem(m, bonusVoucher.id)).body.value.redemption;
    const decisions = await Promise.all([
      l.ops('operatorApproveRedemption', { body: { id: r.id, remark: 'Enjoy' } }),
      l.ops('operatorRejectRedemption', { body: { id: r.id, remark: 'No' } }),
      l.ops('operatorApproveRedemption', { body: { id: r.id } }),
    ]);
    const codes = decisions.map((d) => d.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'INVALID_STATE')).toHaveLength(2);
    const [row] = await db.select().from(pointRedemptions).where(eq(pointRedemptions.id, r.id));
    const granted = await db.select().from(bonuses).where(and(eq(bonuses.memberId, m.memberId), eq(bonuses.grantKey, `redemption:${r.id}`)));
    if (row!.status === 'approved') {
      expect(granted).toHaveLength(1);
      expect(granted[0]).toMatchObject({ grantedMinor: 20_000, wageringRequiredMinor: 100_000 });
      expect(await pointsOf(m)).toBe(41_000);
    } else {
      expect(granted).toHaveLength(0);
      expect(await pointsOf(m)).toBe(50_000);
    }
    const second = (await redeem(m, (await l.item()).id)).body.value.redemption;
    expect((await l.ops('operatorRejectRedemption', { body: { id: second.id } })).body.code).toBe('VALIDATION_ERROR');
    expect((await l.ops('operatorApproveRedemption', { body: { id: 99999999 } })).body.code).toBe('NOT_FOUND');
    // without an operator's credential nobody is signed in; the decisions are audited under the operator's name
    const stranger = await operatorsClient(app).call('operatorRedemptions');
    expect([stranger.status, stranger.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    expect((await auditOf(app, `point_redemption:${r.id}`)).map((a) => a.actor)).toEqual([TEST_OPERATOR]);
  });

  it('approves a physical item without paying anything, and restocks an item (audited)', async () => {
    const m = await l.member(10_000);
    const mug = await l.seeded('coffee-mug');
    const r = (await redeem(m, mug.id, { address: ADDRESS })).body.value.redemption;
    const approved = await l.ops('operatorApproveRedemption', { body: { id: r.id, remark: 'Shipped with LBC, tracking 123' } });
    expect(approved.body.value).toMatchObject({ status: 'approved', remark: 'Shipped with LBC, tracking 123', address: ADDRESS });
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.memberId, m.memberId))).toEqual([]);

    const before = await l.stockOf(mug.id);
    const restocked = await l.ops('operatorRestockReward', { body: { brandId: 'demo', code: 'coffee-mug', quantity: 25 } });
    expect(restocked.body.value).toMatchObject({ code: 'coffee-mug', stock: before + 25 });
    expect(await auditOf(app, `point_reward:${mug.id}`)).toContainEqual({ actor: TEST_OPERATOR, action: 'point_reward.restock', detail: { code: 'coffee-mug', added: 25, stock: before + 25 } });
    expect((await l.ops('operatorRestockReward', { body: { brandId: 'demo', code: 'no-such-item', quantity: 1 } })).body.code).toBe('NOT_FOUND');
    expect((await l.ops('operatorRestockReward', { body: { brandId: 'demo', code: 'coffee-mug', quantity: 0 } })).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('converting points', () => {
  it('converts whole steps at the ratio into the main balance through the ledger, once per request', async () => {
    const m = await l.member(2_350);
    const convert = (points: number, requestId = rid('convert')) => m.call('convertPoints', { body: { points, paymentPassword: PAY, requestId } });
    for (const points of [400, 550]) {
      const res = await convert(points);
      expect([res.status, res.body.code, res.body.value]).toEqual([400, 'POINTS_STEP', { field: 'points', step: 100, minPoints: 500 }]);
    }
    const key = rid('convert');
    const res = await convert(1_200, key);
    // 100 points make 1.00 (100 minor units): 1,200 points are 12.00
    expect(res.body.value).toMatchObject({ points: 1_150, amountMinor: 1_200, balanceMinor: 1_200 });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 1_200 });
    const again = await convert(1_200, key);
    expect(again.body.value).toEqual(res.body.value);
    expect((await convert(500, key)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const poor = await convert(1_200);
    expect([poor.body.code, poor.body.value]).toEqual(['INSUFFICIENT_POINTS', { points: 1_150, required: 1_200 }]);
    const [ledger] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, res.body.value.transactionId));
    expect(ledger).toMatchObject({ kind: 'points', memberId: m.memberId });
    const history = (await m.call('pointTransactions', { query: { kind: 'convert' }, headers: { language: 'EN' } })).body.value.list;
    expect(history.map((t: { change: number; remark: string }) => [t.change, t.remark])).toEqual([[-1_200, 'Converted to main balance ₱12.00']]);
    await expectLedgerConsistent(app);
  });

  it('takes exact amounts only (no rounding) at another ratio, and is refused when the brand turns conversion off', async () => {
    await l.settings({ convertPoints: 300, convertMinor: 7, convertMinPoints: 600 });
    try {
      const m = await l.member(2_000);
      const convert = (points: number) => m.call('convertPoints', { body: { points, paymentPassword: PAY, requestId: rid('convert') } });
      // 1,000 points would be 23.33 minor units: refused rather than rounded
      expect((await convert(1_000)).body.code).toBe('POINTS_STEP');
      expect((await convert(300)).body.code).toBe('POINTS_STEP');
      expect((await convert(900)).body.value).toMatchObject({ points: 1_100, amountMinor: 21 });
      await l.settings({ convertEnabled: false });
      expect((await convert(900)).body.code).toBe('OPERATION_NOT_ALLOWED');
    } finally {
      await l.settings({ convertEnabled: true, convertPoints: 100, convertMinor: 100, convertMinPoints: 500 });
    }
  });

  it('spends each point once under 40 simultaneous conversions', { timeout: 60_000 }, async () => {
    const m = await l.member(2_000);
    const viewer = { brandId: 'demo', memberId: m.memberId, currency: '₱' };
    // below the payment password (whose attempt limit admits no more than 5 checks of one member at once)
    const codes = await Promise.all(Array.from({ length: 40 }, () => outcome(() => placeConversion(db, viewer, { points: 500, requestId: rid('convert') }))));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(4);
    expect(codes.filter((c) => c === 'INSUFFICIENT_POINTS')).toHaveLength(36);
    expect(await pointsOf(m)).toBe(0);
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 2_000 });
    const spent = await db.select().from(pointTransactions).where(and(eq(pointTransactions.memberId, m.memberId), eq(pointTransactions.kind, 'convert')));
    expect(spent).toHaveLength(4);
    await expectLedgerConsistent(app);
  });
});

describe('the operator CLI', () => {
  const cli = mallCli(app);

  it('lists and decides redemptions, restocks and changes the referral rules', async () => {
    const m = await l.member(10_000);
    const shirt = await l.seeded('t-shirt');
    // control characters never reach the address (nor the operator's terminal)
    const escape = await redeem(m, shirt.id, { address: { ...ADDRESS, name: 'Maria \u001b[31mRed' } });
    expect([escape.body.code, escape.body.value.field, escape.body.value.key]).toEqual(['VALIDATION_ERROR', 'address.name', 'input_control_characters']);
    const r = (await redeem(m, shirt.id, { address: ADDRESS })).body.value.redemption;
    const listed = await cli('redemptions', ['--status', 'processing', '--brand', 'demo']);
    const line = listed.printed.find((p) => p.includes(r.referenceNo))!;
    expect(line).toContain(`processing demo  ${m.username}  1 x t-shirt (6000 points)  ship to Maria Santos, +63 917 123 4567, 12 Rizal St, Makati City`);
    expect((await cli('redemption', ['approve', r.referenceNo, '--remark', 'Shipped'])).printed[0]).toContain('approved');
    await expect(cli('redemption', ['reject', r.referenceNo])).rejects.toThrow('Usage');
    await expect(cli('redemption', ['reject', r.referenceNo, '--remark', 'x'])).rejects.toThrow('INVALID_STATE');

    const stock = await l.stockOf(shirt.id);
    expect((await cli('restock', ['t-shirt', '5'])).printed).toEqual([`t-shirt on demo: ${stock + 5} in stock`]);
    await expect(cli('restock', ['t-shirt', '-5'])).rejects.toThrow('a positive whole number');

    try {
      const changed = await cli('referral-rules', ['--brand', 'demo', '--reward', 'cash:12.50', '--qualify', '300', '--max', 'none']);
      expect(changed.printed).toEqual(['demo         on   a friend qualifies with deposits of ₱300.00; the inviter gets cash ₱12.50; at most unlimited rewarded friends']);
      await expect(cli('referral-rules', ['--brand', 'demo', '--wagering', '3'])).rejects.toThrow('VALIDATION_ERROR');
      await expect(cli('referral-rules', ['--reward', 'cash:5'])).rejects.toThrow('Usage');
      const shown = await cli('referral-rules', []);
      expect(shown.printed).toHaveLength(3);
    } finally {
      await l.settings({ referralRules: demoLoyaltySettings(loadBrands(join(repoRoot, 'brands')).byId('demo')!, new Date()).referralRules });
    }
    expect(await cli('no-such-command', [])).toEqual({ known: false, printed: [] });
  });
});

describe('the demo seed', () => {
  it('gives player1 starting points, two invited friends (one deposited) and an answered feedback, once', async () => {
    const brands = loadBrands(join(repoRoot, 'brands')).all;
    await seedPointMall(db, brands, { demoActivity: true });
    await seedPointMall(db, brands, { demoActivity: true });
    const player1 = await l.w.login('player1', 'Player123!');
    expect((await player1.call('pointBalance')).body.value.points).toBe(DEMO_STARTING_POINTS);
    const friends = (await player1.call('referralFriends')).body.value;
    expect(friends.list.map((f: { player: string; status: string }) => [f.player, f.status]).sort()).toEqual([
      ['in***e1', 'registered'],
      ['in***e2', 'deposited'],
    ]);
    const answered = (await player1.call('feedbackList')).body.value.list;
    expect(answered).toHaveLength(1);
    expect(answered[0].reply).toBeTruthy();
    // the catalogue of both brands, each item with its art
    const tiger = await l.seeded('cash-voucher-50', 'tiger');
    expect(tiger).toMatchObject({ grant: { kind: 'cash', amountMinor: 100 }, image: '/media/point-reward/tiger/cash-voucher-50.svg' });
    // in the brand's languages: Royal Tiger speaks English only
    expect(tiger.name).toEqual({ EN: '$1 cash voucher' });
    for (const code of ['cash-voucher-50', 'bonus-voucher-200', 'vip-cash-voucher-500', 'smartphone', 'wireless-earbuds', 'signed-jersey', 't-shirt', 'coffee-mug']) {
      const art = await app.inject({ method: 'GET', url: (await l.seeded(code)).image });
      expect(art.statusCode, code).toBe(200);
    }
    await expectLedgerConsistent(app);
  });
});
