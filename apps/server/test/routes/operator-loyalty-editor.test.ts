/**
 * The levers behind the back office's Loyalty page (issue 29): creating a mission of every kind the engine counts,
 * the points mall's catalogue (an item with an uploaded picture, a change to one), and a VIP tier's names, colours and
 * benefits. Each is the marketing role's (support is refused before anything changes), audited under the operator's
 * name in the change's transaction, and held to the reward budget: a mission, an item or a benefit that would give
 * back more than the house keeps on the bets it is paid on is refused, and nothing is saved.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { missionProgress, missions, operatorAudit, pointRewards, referrals, throttles, vipTiers } from '../../src/db/schema';
import { DEFAULT_WAGERING_WEIGHTS } from '../../src/modules/promotions/grants';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { loyaltyClient as engineClient } from '../loyalty-support';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { loyaltyClient as mallClient, PAY } from '../point-mall-support';
import { expectLedgerConsistent, rid, walletBalances } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-editor-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const db = app.database.db;
const ops = operatorsClient(app);
const engine = engineClient(app);
const mall = mallClient(app);

let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const marketing = (name: Parameters<typeof ops.call>[0], input: { body?: unknown; query?: Record<string, string> } = {}) => ops.call(name, { ...input, token: tokens.marketing });
const titles = (text: string) => ({ EN: text, TY: `${text} (TY)` });
let codes = 0;
const newCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(codes++).toString(36)}`;
/** A mission body of the demo brand: a daily lottery bet count paying 25 points unless told. */
const missionBody = (overrides: Record<string, unknown> = {}) => ({
  brandId: 'demo',
  code: newCode('t-mission'),
  kind: 'bet_count',
  period: 'daily',
  gameType: 'ELOTT',
  target: '2',
  reward: { kind: 'points', points: 25 },
  title: titles('Two lottery bets'),
  ...overrides,
});
/** A mall item of the demo brand: a 500-point cash voucher of 3.00 unless told. */
const itemInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'voucher',
  name: titles('Test voucher'),
  description: titles('Paid into the main balance once approved.'),
  unit: titles('voucher'),
  pointsCost: 500,
  stock: 10,
  minRank: 0,
  perMemberLimit: null,
  physical: false,
  grant: { kind: 'cash', amountMinor: 300 },
  active: true,
  ...overrides,
});
const auditRows = (action: string) => db.select().from(operatorAudit).where(eq(operatorAudit.action, action));
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).png().toBuffer();

describe('permissions and validation', () => {
  it('refuses the support role every catalogue and mission lever with 403 naming marketing.write, and saves nothing', async () => {
    const code = newCode('t-refused');
    const png = `data:image/png;base64,${(await picture(40, 40)).toString('base64')}`;
    const calls = [
      ['operatorCreateMission', { body: missionBody({ code }) }],
      ['operatorMallItems', { query: { brandId: 'demo' } }],
      ['operatorCreateMallItem', { body: { brandId: 'demo', code, item: itemInput() } }],
      ['operatorUpdateMallItem', { body: { brandId: 'demo', code: 'coffee-mug', patch: { pointsCost: 1 } } }],
      ['operatorUploadMallImage', { body: { brandId: 'demo', image: png } }],
      ['operatorUpdateVipTier', { body: { brandId: 'demo', rankLevel: 2, color: '#000000' } }],
    ] as const;
    for (const [name, input] of calls) {
      const res = await ops.call(name, { ...input, token: tokens.support });
      expect([name, res.status, res.body.code, res.body.value]).toEqual([name, 403, 'FORBIDDEN', { permission: 'marketing.write' }]);
    }
    expect(await db.select().from(missions).where(eq(missions.code, code))).toEqual([]);
    expect(await db.select().from(pointRewards).where(eq(pointRewards.code, code))).toEqual([]);
    expect((await mall.seeded('coffee-mug')).pointsCost).toBe(3_000);
    expect(await db.select().from(operatorAudit).where(eq(operatorAudit.actor, 'support1')).then((rows) => rows.filter((r) => r.brandId !== null))).toEqual([]);
  });

  it('refuses a mission a kind cannot count, a bad target or code, and a code the brand has', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await marketing('operatorCreateMission', { body });
      return [res.status, res.body.code, res.body.value?.field];
    };
    // only bet_count and turnover count one category
    expect(await refused(missionBody({ kind: 'deposit_count', gameType: 'RNG' }))).toEqual([400, 'VALIDATION_ERROR', 'gameType']);
    expect(await refused(missionBody({ kind: 'no_such_kind' }))).toEqual([400, 'VALIDATION_ERROR', 'kind']);
    expect(await refused(missionBody({ period: 'monthly' }))).toEqual([400, 'VALIDATION_ERROR', 'period']);
    expect(await refused(missionBody({ target: '2.5' }))).toEqual([400, 'VALIDATION_ERROR', 'target']);
    expect(await refused(missionBody({ kind: 'turnover', target: '-5' }))).toEqual([400, 'INVALID_AMOUNT', 'target']);
    expect(await refused(missionBody({ code: 'Not A Code' }))).toEqual([400, 'VALIDATION_ERROR', 'code']);
    expect(await refused(missionBody({ title: { EN: 'Only English' } }))).toEqual([400, 'VALIDATION_ERROR', 'title.TY']);
    expect(await refused(missionBody({ reward: { kind: 'cash', amountMinor: 0 } }))).toEqual([400, 'VALIDATION_ERROR', 'reward.amountMinor']);
    const taken = await marketing('operatorCreateMission', { body: missionBody({ code: 'daily-login' }) });
    expect([taken.status, taken.body.code, taken.body.value]).toEqual([409, 'CONFLICT', { field: 'code', code: 'daily-login', reason: 'code_taken' }]);
    expect((await db.select().from(missions).where(eq(missions.code, 'daily-login'))).map((m) => m.kind)).toEqual(['login_days', 'login_days', 'login_days']);
  });

  it('refuses a mall item that ships and pays, pays back its own price in points, or shows a picture from elsewhere', async () => {
    const refused = async (item: Record<string, unknown>) => {
      const res = await marketing('operatorCreateMallItem', { body: { brandId: 'demo', code: newCode('t-bad'), item } });
      return [res.status, res.body.code, res.body.value?.field];
    };
    expect(await refused(itemInput({ physical: true }))).toEqual([400, 'VALIDATION_ERROR', 'item.grant']);
    expect(await refused(itemInput({ grant: { kind: 'points', points: 500 } }))).toEqual([400, 'VALIDATION_ERROR', 'item.grant']);
    expect(await refused(itemInput({ image: 'https://elsewhere.example/x.png' }))).toEqual([400, 'VALIDATION_ERROR', 'item.image']);
    expect(await refused(itemInput({ image: '/media/../secrets' }))).toEqual([400, 'VALIDATION_ERROR', 'item.image']);
    expect(await refused(itemInput({ pointsCost: 0 }))).toEqual([400, 'VALIDATION_ERROR', 'item.pointsCost']);
    expect(await refused(itemInput({ category: 'Vouchers!' }))).toEqual([400, 'VALIDATION_ERROR', 'item.category']);
    // the stock is not edited: it moves by a restock or a redemption
    const stock = await marketing('operatorUpdateMallItem', { body: { brandId: 'demo', code: 'coffee-mug', patch: { stock: 1 } } });
    expect([stock.status, stock.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const missing = await marketing('operatorUpdateMallItem', { body: { brandId: 'demo', code: 'no-such-item', patch: { pointsCost: 10 } } });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('keeps a brand-limited operator to their brand', async () => {
    const tiger = await brandLimitedOperator(app, 'tigerloyalty', 'marketing', ['tiger']);
    const other = await ops.call('operatorCreateMission', { token: tiger, body: missionBody() });
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await ops.call('operatorMallItems', { token: tiger, query: { brandId: 'demo' } })).body.code).toBe('NOT_FOUND');
    // Royal Tiger writes in English only
    const own = await ops.call('operatorCreateMission', { token: tiger, body: missionBody({ brandId: 'tiger', title: { EN: 'Two lottery bets' } }) });
    expect(own.body.code, JSON.stringify(own.body)).toBe('OK');
    const [row] = await auditRows('mission.create').then((rows) => rows.filter((r) => r.actor === 'tigerloyalty'));
    expect(row).toMatchObject({ brandId: 'tiger', target: `mission:${own.body.value.id}` });
  });
});

describe('a mission created in the back office', () => {
  it('is saved after the others with an audit row naming marketing1, and listed', async () => {
    const body = missionBody({ description: { EN: 'Any two lottery bets today.', TY: 'Kahit anong dalawang taya sa lotto.' } });
    const res = await marketing('operatorCreateMission', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ code: body.code, title: 'Two lottery bets', kind: 'bet_count', period: 'daily', gameType: 'ELOTT', target: 2, targetText: '2', reward: body.reward, active: true });
    const [row] = await db.select().from(missions).where(and(eq(missions.brandId, 'demo'), eq(missions.code, body.code)));
    const sorts = (await db.select({ sort: missions.sort }).from(missions).where(eq(missions.brandId, 'demo'))).map((m) => m.sort);
    expect(row!.sort).toBe(Math.max(...sorts));
    expect(row!.title).toEqual(body.title);
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'mission.create'), eq(operatorAudit.target, `mission:${row!.id}`)));
    expect(audit).toMatchObject({ actor: 'marketing1', brandId: 'demo', detail: { code: body.code, kind: 'bet_count', target: 2, reward: body.reward } });
    const listed = await marketing('operatorMissions', { query: { brandId: 'demo' } });
    expect(listed.body.value.list.at(-1)).toMatchObject({ code: body.code });
  });

  it('counts for a player from the next activity, for every kind the engine has', async () => {
    const amount = (major: number) => String(major);
    const created: Record<string, number> = {};
    const kinds = [
      { kind: 'bet_count', gameType: 'ELOTT', target: '3' },
      { kind: 'turnover', gameType: 'LIVE', target: amount(1_000) },
      { kind: 'deposit_count', gameType: null, target: '2' },
      { kind: 'deposit_amount', gameType: null, target: amount(400) },
      { kind: 'login_days', gameType: null, target: '1' },
      { kind: 'referral_deposit', gameType: null, target: '1' },
    ];
    for (const k of kinds) {
      const res = await marketing('operatorCreateMission', { body: missionBody({ ...k, code: newCode(`t-${k.kind.replace('_', '-')}`), period: 'weekly', reward: { kind: 'points', points: 5 } }) });
      expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
      created[k.kind] = res.body.value.id;
    }
    // registered after the missions exist: the registration's login counts for login_days
    const player = await engine.member('5000');
    const friend = await engine.member('0');
    await db.insert(referrals).values({ friendId: friend.memberId, referrerId: player.memberId, brandId: 'demo' });
    await engine.place(player.memberId, 100, 'ELOTT');
    await engine.place(player.memberId, 100, 'ELOTT');
    await engine.place(player.memberId, 100, 'RNG'); // another category
    await engine.bet(player.memberId, 60_000, 'LIVE');
    await engine.bet(player.memberId, 60_000, 'RNG'); // another category
    await engine.deposit(player, '300');
    await engine.deposit(friend, '300');

    const summary = (await player.call('missionSummary')).body.value.list as Array<{ id: number; progress: number; status: string }>;
    const of = (kind: string) => summary.find((m) => m.id === created[kind]);
    expect(of('bet_count')).toMatchObject({ progress: 2, status: 'in_progress' });
    // LIVE counts a fraction of its stake as valid turnover (its edge is under the floor): some, and only LIVE's
    const live = of('turnover')!.progress;
    expect(live).toBeGreaterThan(0);
    expect(live).toBeLessThanOrEqual(60_000);
    expect(of('deposit_count')).toMatchObject({ progress: 1, status: 'in_progress' });
    expect(of('deposit_amount')).toMatchObject({ progress: 30_000, status: 'in_progress' });
    expect(of('login_days')).toMatchObject({ progress: 1, status: 'ready' });
    expect(of('referral_deposit')).toMatchObject({ progress: 1, status: 'ready' });
    const rows = await db.select().from(missionProgress).where(and(eq(missionProgress.memberId, player.memberId), inArray(missionProgress.missionId, Object.values(created))));
    expect(rows).toHaveLength(6);
  });

  it('pays its reward once, however many claims arrive together', async () => {
    // 1.50 for 1,000.00 of slot turnover (0.15%, within the budget)
    const res = await marketing('operatorCreateMission', { body: missionBody({ kind: 'turnover', gameType: 'RNG', target: '1000', reward: { kind: 'cash', amountMinor: 150 } }) });
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    const id = res.body.value.id as number;
    const player = await engine.member('2000');
    await engine.bet(player.memberId, 60_000, 'RNG');
    expect((await player.call('claimMission', { body: { missionId: id } })).body).toMatchObject({ code: 'MISSION_NOT_READY', value: { progress: 60_000, target: 100_000 } });
    await engine.bet(player.memberId, 60_000, 'RNG');
    const before = (await walletBalances(app, player.memberId)).MAIN!;
    const claims = await Promise.all(Array.from({ length: 10 }, () => player.call('claimMission', { body: { missionId: id } })));
    const answers = claims.map((c) => c.body.code);
    expect(answers.filter((c) => c === 'OK')).toHaveLength(1);
    expect(answers.filter((c) => c !== 'OK').every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    expect((await walletBalances(app, player.memberId)).MAIN).toBe(before + 150);
    expect((await engine.mission(player, res.body.value.code)).status).toBe('claimed');
    await expectLedgerConsistent(app);
    // switched off again: its share of the slots budget would count in the VIP tier tests below
    expect((await marketing('operatorUpdateMission', { body: { brandId: 'demo', code: res.body.value.code, active: false } })).body.code).toBe('OK');
  });

  it('pays cash only for turnover, and a bonus of the other kinds only with wagering that costs the bonus (abuse: cash for 1.00 bets, deposits or logins)', async () => {
    const weights = DEFAULT_WAGERING_WEIGHTS;
    const bonus = (wageringMultiple: number) => ({ kind: 'bonus', amountMinor: 5_000, terms: { wageringMultiple, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 1_000 } });
    for (const kind of ['bet_count', 'deposit_count', 'login_days', 'referral_deposit']) {
      const cash = await marketing('operatorCreateMission', { body: missionBody({ kind, gameType: null, reward: { kind: 'cash', amountMinor: 1_000 } }) });
      expect([cash.status, cash.body.code, cash.body.value?.field]).toEqual([400, 'VALIDATION_ERROR', 'reward.kind']);
    }
    // the demo floor is 4%: 24x of a bonus costs 96% of it in expectation, 25x all of it
    const thin = await marketing('operatorCreateMission', { body: missionBody({ kind: 'deposit_count', gameType: null, reward: bonus(24) }) });
    expect([thin.status, thin.body.code, thin.body.value?.field]).toEqual([400, 'VALIDATION_ERROR', 'reward.terms.wageringMultiple']);
    const covered = await marketing('operatorCreateMission', { body: missionBody({ kind: 'deposit_count', gameType: null, reward: bonus(25) }) });
    expect(covered.body.code, JSON.stringify(covered.body)).toBe('OK');
  });

  it('refuses an over-generous turnover mission with the budget’s refusal, saving nothing (abuse: paid more than the bets’ edge)', async () => {
    // 10.00 for every 100.00 of valid slot turnover: 10% back on bets whose edge is 4%, with the rebate and points on top
    const code = newCode('t-generous');
    const res = await marketing('operatorCreateMission', { body: missionBody({ code, kind: 'turnover', gameType: 'RNG', target: '100', reward: { kind: 'cash', amountMinor: 1_000 } }) });
    expect([res.status, res.body.code]).toEqual([409, 'REWARD_BUDGET_EXCEEDED']);
    expect(res.body.value).toMatchObject({ gameType: 'RNG', categories: ['RNG'] });
    expect(res.body.value.totalBp).toBeGreaterThanOrEqual(res.body.value.limitBp);
    expect(res.body.value.parts.missionsBp).toBeGreaterThanOrEqual(1_000);
    // a mission for every category refuses them all; nothing is saved, nothing audited
    const all = await marketing('operatorCreateMission', { body: missionBody({ code, kind: 'turnover', gameType: null, target: '100', reward: { kind: 'points', points: 100_000 } }) });
    expect(all.body.code).toBe('REWARD_BUDGET_EXCEEDED');
    expect(all.body.value.categories).toHaveLength(8);
    expect(await db.select().from(missions).where(eq(missions.code, code))).toEqual([]);
    expect((await auditRows('mission.create')).filter((r) => (r.detail as { code: string }).code === code)).toEqual([]);

    // the same reward saved switched off is not a payout yet, and switching it on is refused the same way
    const off = await marketing('operatorCreateMission', { body: missionBody({ code, kind: 'turnover', gameType: 'RNG', target: '100', reward: { kind: 'cash', amountMinor: 1_000 }, active: false }) });
    expect(off.body.code, JSON.stringify(off.body)).toBe('OK');
    const on = await marketing('operatorUpdateMission', { body: { brandId: 'demo', code, active: true } });
    expect(on.body.code).toBe('REWARD_BUDGET_EXCEEDED');
    expect((await db.select({ active: missions.active }).from(missions).where(eq(missions.code, code)))[0]).toEqual({ active: false });

    // a modest one goes through: 2.00 per 1,000.00 of slot turnover (0.2%)
    const fair = await marketing('operatorCreateMission', { body: missionBody({ kind: 'turnover', gameType: 'RNG', target: '1000', reward: { kind: 'cash', amountMinor: 200 } }) });
    expect(fair.body.code, JSON.stringify(fair.body)).toBe('OK');
  });
});

describe('the points mall’s catalogue', () => {
  it('creates an item with an uploaded picture that a player sees, redeems and is paid for once on approval', async () => {
    const upload = await marketing('operatorUploadMallImage', { body: { brandId: 'demo', image: `data:image/png;base64,${(await picture(1600, 1600)).toString('base64')}` } });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const { path } = upload.body.value as { path: string };
    expect(upload.body.value).toMatchObject({ width: 800, height: 800 });
    expect(path).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    const [imageAudit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'point_reward.image'), eq(operatorAudit.target, path)));
    expect(imageAudit).toMatchObject({ actor: 'marketing1', brandId: 'demo' });

    const code = newCode('t-voucher');
    const created = await marketing('operatorCreateMallItem', { body: { brandId: 'demo', code, item: itemInput({ image: path, perMemberLimit: 2 }) } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.value).toMatchObject({ code, image: path, stock: 10, pointsCost: 500, grant: { kind: 'cash', amountMinor: 300 }, processing: 0, approved: 0, active: true });
    const id = created.body.value.id as number;
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'point_reward.create'), eq(operatorAudit.target, `point_reward:${id}`)));
    expect(audit).toMatchObject({ actor: 'marketing1', brandId: 'demo', detail: { code, pointsCost: 500, stock: 10, image: path } });

    // the player's mall lists it in their language (the brand's first, TY) with the picture, served from the media route
    await db.delete(throttles);
    const player = await mall.member(1_200);
    const listed = (await player.call('pointRewards', { query: { category: 'voucher', pageSize: '50' } })).body.value.list as Array<{ id: number; name: string; image: string; stock: number }>;
    expect(listed.find((r) => r.id === id)).toMatchObject({ name: 'Test voucher (TY)', image: path, stock: 10 });
    const served = await app.inject({ method: 'GET', url: path, headers: { host: 'lucky9.localhost' } });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const redeemed = await player.call('redeemPointReward', { body: { rewardId: id, quantity: 2, paymentPassword: PAY, requestId: rid('redeem') } });
    expect(redeemed.body.code, JSON.stringify(redeemed.body)).toBe('OK');
    const redemption = redeemed.body.value.redemption as { id: number };
    const items = (await marketing('operatorMallItems', { query: { brandId: 'demo' } })).body.value.list as Array<{ id: number; stock: number; processing: number }>;
    expect(items.find((i) => i.id === id)).toMatchObject({ stock: 8, processing: 2 });

    const before = (await walletBalances(app, player.memberId)).MAIN ?? 0;
    const decisions = await Promise.all([1, 2, 3].map(() => marketing('operatorApproveRedemption', { body: { id: redemption.id, remark: 'enjoy' } })));
    expect(decisions.map((d) => d.body.code).sort()).toEqual(['INVALID_STATE', 'INVALID_STATE', 'OK']);
    expect((await walletBalances(app, player.memberId)).MAIN).toBe(before + 600);
    const after = (await marketing('operatorMallItems', { query: { brandId: 'demo' } })).body.value.list as Array<{ id: number; processing: number; approved: number }>;
    expect(after.find((i) => i.id === id)).toMatchObject({ processing: 0, approved: 2 });
    await expectLedgerConsistent(app);
  });

  it('changes an item’s texts, price and switch with an audit of what changed, keeping its stock; switched off, players no longer see it', async () => {
    const code = newCode('t-mug');
    const created = await marketing('operatorCreateMallItem', { body: { brandId: 'demo', code, item: itemInput({ category: 'merch', physical: true, grant: null, stock: 4 }) } });
    expect(created.body.value.image).toBe(`/media/point-reward/demo/${code}.svg`);
    const art = await app.inject({ method: 'GET', url: created.body.value.image, headers: { host: 'lucky9.localhost' } });
    expect(art.statusCode).toBe(200);
    const changed = await marketing('operatorUpdateMallItem', { body: { brandId: 'demo', code, patch: { name: titles('Big mug'), pointsCost: 450, active: false } } });
    expect(changed.body.value).toMatchObject({ name: titles('Big mug'), pointsCost: 450, active: false, stock: 4 });
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'point_reward.update'), eq(operatorAudit.target, `point_reward:${created.body.value.id}`)));
    expect(audit).toMatchObject({ actor: 'marketing1', detail: { code, before: { pointsCost: 500, active: true }, after: { pointsCost: 450, active: false } } });
    const player = await mall.member(0);
    const listed = (await player.call('pointRewards', { query: { pageSize: '50', category: 'merch' } })).body.value.list as Array<{ id: number }>;
    expect(listed.map((r) => r.id)).not.toContain(created.body.value.id);
    // restocking still adds to it
    expect((await marketing('operatorRestockReward', { body: { brandId: 'demo', code, quantity: 6 } })).body.value.stock).toBe(10);
  });

  it('refuses an item paying more per point than turnover earns back (abuse: points bought cheap with the budget’s rate)', async () => {
    // 500.00 for 10 points: a point would be worth 5,000 times the conversion rate
    const code = newCode('t-rich');
    const rich = await marketing('operatorCreateMallItem', { body: { brandId: 'demo', code, item: itemInput({ pointsCost: 10, grant: { kind: 'cash', amountMinor: 50_000 } }) } });
    expect([rich.status, rich.body.code]).toEqual([409, 'REWARD_BUDGET_EXCEEDED']);
    expect(rich.body.value.parts.pointsBp).toBeGreaterThan(rich.body.value.limitBp);
    expect(await db.select().from(pointRewards).where(eq(pointRewards.code, code))).toEqual([]);
    // and the same through a change of price on a seeded voucher
    const cheap = await marketing('operatorUpdateMallItem', { body: { brandId: 'demo', code: 'cash-voucher-50', patch: { pointsCost: 1 } } });
    expect(cheap.body.code).toBe('REWARD_BUDGET_EXCEEDED');
    expect((await mall.seeded('cash-voucher-50')).pointsCost).toBe(4_500);
    // paying less per point always goes through: a higher price
    const dearer = await marketing('operatorUpdateMallItem', { body: { brandId: 'demo', code: 'cash-voucher-50', patch: { pointsCost: 5_000 } } });
    expect(dearer.body.value).toMatchObject({ pointsCost: 5_000 });
  });
});

describe('a VIP tier’s names, colours and benefits', () => {
  it('changes them with an audit of before and after, and refuses a benefit over the budget', async () => {
    const res = await marketing('operatorUpdateVipTier', {
      body: { brandId: 'demo', rankLevel: 2, name: { TY: 'Pilak' }, color: '#aabbcc', color2: '#112233', benefits: { birthdayBonusMinor: 12_300, withdrawDailyCount: 7 } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ rankLevel: 2, color: '#aabbcc', color2: '#112233', name: { TY: 'Pilak' }, benefits: { birthdayBonusMinor: 12_300, withdrawDailyCount: 7 } });
    const [row] = await db.select().from(vipTiers).where(and(eq(vipTiers.brandId, 'demo'), eq(vipTiers.rankLevel, 2)));
    expect((row!.name as Record<string, string>).EN).toBeTruthy(); // the other language stays
    expect(row!.benefits).toMatchObject({ pointsMultiplierBp: 11_000, birthdayBonusMinor: 12_300, withdrawDailyCount: 7 });
    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'vip.tier.set'), eq(operatorAudit.actor, 'marketing1')));
    expect(audit!.detail).toMatchObject({ before: { color: '#c0c0c0' }, after: { color: '#aabbcc', name: { TY: 'Pilak' } } });

    // with a slots mission paying 1% of turnover, ten times the points on slots gives back more than the house keeps
    const code = newCode('t-slots-1pct');
    expect((await marketing('operatorCreateMission', { body: missionBody({ code, kind: 'turnover', gameType: 'RNG', target: '1000', reward: { kind: 'cash', amountMinor: 1_000 } }) })).body.code).toBe('OK');
    const over = await marketing('operatorUpdateVipTier', { body: { brandId: 'demo', rankLevel: 3, benefits: { pointsMultiplierBp: 100_000 } } });
    expect(over.body.code).toBe('REWARD_BUDGET_EXCEEDED');
    expect(over.body.value).toMatchObject({ gameType: 'RNG', parts: { pointsBp: 100 } });
    expect((await marketing('operatorUpdateMission', { body: { brandId: 'demo', code, active: false } })).body.code).toBe('OK');
    const badColour = await marketing('operatorUpdateVipTier', { body: { brandId: 'demo', rankLevel: 3, color: 'gold' } });
    expect([badColour.status, badColour.body.code, badColour.body.value.field]).toEqual([400, 'VALIDATION_ERROR', 'color']);
    const [tier3] = await db.select().from(vipTiers).where(and(eq(vipTiers.brandId, 'demo'), eq(vipTiers.rankLevel, 3)));
    expect((tier3!.benefits as { pointsMultiplierBp: number }).pointsMultiplierBp).toBe(12_000);
  });
});

describe('texts in the brand’s own languages', () => {
  /** player1 of Sao Vàng (Vietnamese only), signed in on its host */
  async function vnPlayer() {
    const api = accountsClient(app, { host: 'vn.localhost' });
    const ip = freshIp();
    const login = await api.login('player1', 'Player123!', ip);
    expect(login.body.code, JSON.stringify(login.body)).toBe('OK');
    const token = login.body.value.token as string;
    return (name: Parameters<typeof api.call>[0], query?: Record<string, string>) => api.call(name, { token, ip, ...(query ? { query } : {}) });
  }
  const refusal = async (name: Parameters<typeof marketing>[0], body: Record<string, unknown>) => {
    const res = await marketing(name, { body });
    return [res.status, res.body.code, res.body.value?.field];
  };

  it('saves a Sao Vàng mission and mall item written in Vietnamese only, which its players read in Vietnamese', async () => {
    const code = newCode('t-vi-bets');
    const title = 'Cược xổ số 2 lần';
    const mission = await marketing('operatorCreateMission', { body: missionBody({ brandId: 'vn', code, title: { vi: title }, description: { vi: 'Hai vé cược xổ số hôm nay.' } }) });
    expect(mission.status, JSON.stringify(mission.body)).toBe(200);
    // the back office lists it by its Vietnamese title: the brand has no English one
    expect(mission.body.value).toMatchObject({ code, title });
    expect((await marketing('operatorMissions', { query: { brandId: 'vn' } })).body.value.list.find((m: { code: string }) => m.code === code)).toMatchObject({ title });
    const [row] = await db.select().from(missions).where(and(eq(missions.brandId, 'vn'), eq(missions.code, code)));
    expect([row!.title, row!.description]).toEqual([{ vi: title }, { vi: 'Hai vé cược xổ số hôm nay.' }]);

    const itemCode = newCode('t-vi-hat');
    const vi = { name: { vi: 'Mũ may mắn' }, description: { vi: 'Giao đến địa chỉ của bạn.' }, unit: { vi: 'chiếc' } };
    const item = await marketing('operatorCreateMallItem', { body: { brandId: 'vn', code: itemCode, item: itemInput({ ...vi, category: 'merch', physical: true, grant: null }) } });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body.value).toMatchObject({ code: itemCode, ...vi });

    await db.delete(throttles);
    const player = await vnPlayer();
    const summary = (await player('missionSummary')).body.value.list as Array<{ code: string; title: string; description: string }>;
    expect(summary.find((m) => m.code === code)).toMatchObject({ title, description: 'Hai vé cược xổ số hôm nay.' });
    const rewards = (await player('pointRewards', { category: 'merch', pageSize: '50' })).body.value.list as Array<{ id: number; name: string; unit: string }>;
    expect(rewards.find((r) => r.id === item.body.value.id)).toMatchObject({ name: 'Mũ may mắn', unit: 'chiếc' });
  });

  it('refuses a language the brand does not offer, and a new text missing one it does, naming the field; nothing is saved', async () => {
    const code = newCode('t-lang');
    expect(await refusal('operatorCreateMission', missionBody({ brandId: 'vn', code, title: { vi: 'Cược', EN: 'Bets' } }))).toEqual([400, 'VALIDATION_ERROR', 'title.EN']);
    expect(await refusal('operatorCreateMission', missionBody({ brandId: 'vn', code, title: { vi: 'Cược' }, description: { EN: 'Any bets' } }))).toEqual([400, 'VALIDATION_ERROR', 'description.EN']);
    expect(await refusal('operatorCreateMission', missionBody({ code, title: { EN: 'Two lottery bets' } }))).toEqual([400, 'VALIDATION_ERROR', 'title.TY']);
    expect(await refusal('operatorCreateMallItem', { brandId: 'vn', code, item: itemInput() })).toEqual([400, 'VALIDATION_ERROR', 'item.name.EN']);
    expect(await refusal('operatorCreateMallItem', { brandId: 'demo', code, item: itemInput({ unit: { EN: 'voucher' } }) })).toEqual([400, 'VALIDATION_ERROR', 'item.unit.TY']);
    expect(await refusal('operatorUpdateMallItem', { brandId: 'vn', code: 'coffee-mug', patch: { name: { EN: 'Mug' } } })).toEqual([400, 'VALIDATION_ERROR', 'patch.name.EN']);
    expect(await refusal('operatorUpdateVipTier', { brandId: 'vn', rankLevel: 1, name: { TY: 'Pilak' } })).toEqual([400, 'VALIDATION_ERROR', 'name.TY']);
    expect(await db.select().from(missions).where(eq(missions.code, code))).toEqual([]);
    expect(await db.select().from(pointRewards).where(eq(pointRewards.code, code))).toEqual([]);
    expect(await mall.seeded('coffee-mug', 'vn').then((r) => r.name)).not.toHaveProperty('EN');
  });

  it('renames a Sao Vàng tier and a mall item in Vietnamese, keeping the texts not given', async () => {
    const renamed = await marketing('operatorUpdateVipTier', { body: { brandId: 'vn', rankLevel: 4, name: { vi: 'Vàng' } } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.value.name).toEqual({ vi: 'Vàng' });
    const [tier] = await db.select().from(vipTiers).where(and(eq(vipTiers.brandId, 'vn'), eq(vipTiers.rankLevel, 4)));
    expect(tier!.name).toEqual({ vi: 'Vàng' });
    const mug = await mall.seeded('coffee-mug', 'vn');
    const changed = await marketing('operatorUpdateMallItem', { body: { brandId: 'vn', code: 'coffee-mug', patch: { name: { vi: 'Cốc sứ lớn' } } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.value).toMatchObject({ name: { vi: 'Cốc sứ lớn' }, description: mug.description, unit: mug.unit });
  });
});
