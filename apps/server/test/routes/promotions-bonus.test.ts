import { bonusWalletCode } from '@app/contract/wallet';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bets, bonuses, ledgerTransactions, promotions, throttles } from '../../src/db/schema';
import { grantReward } from '../../src/modules/promotions/grants';
import { payCashback } from '../../src/modules/promotions/cashback';
import { runPromotionJobs } from '../../src/modules/promotions/jobs';
import { creditWin, debitForBet, rollbackBet } from '../../src/modules/wallet/ledger/bets';
import { seedPromotions } from '../../src/seed/promotions';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;
await seedPromotions(db, app.brands.all);

beforeEach(async () => {
  await db.delete(throttles);
});

const weights = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };
const terms = (over: Partial<{ wageringMultiple: number; maxBetMinor: number; expiryDays: number }> = {}) => ({
  wageringMultiple: 2,
  wageringBase: 'bonus' as const,
  weights,
  expiryDays: 7,
  maxBetMinor: 50_000,
  ...over,
});

async function promotionId(code: string, brandId = 'demo') {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  return row!;
}

/** A member with a known bonus (the sign-up bonus is forfeited first, so the test starts from one bonus). */
async function memberWithBonus(amountMinor: number, over: Parameters<typeof terms>[0] = {}) {
  const m = await w.register();
  for (const b of (await m.call('bonuses', { query: { status: 'active' } })).body.value.list) await m.call('forfeitBonus', { body: { bonusId: b.id } });
  const grant = await grantReward(db, { brandId: 'demo', memberId: m.memberId, promotionId: null, grantKey: `test:${randomUUID()}`, title: { EN: 'Test bonus' }, amountMinor, bonus: terms(over) });
  return { ...m, bonusId: grant.bonusId! };
}

let betCounter = 0;
const bet = (memberId: number, stakeMinor: number, gameType = 'RNG') =>
  debitForBet(db, { brandId: 'demo', memberId, betKey: `t-${++betCounter}-${randomUUID()}`, vendor: 'SBX', gameType, gameCode: 'g1', gameName: 'Test game', stakeMinor });

async function bonusRow(id: number) {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, id));
  return row!;
}


describe('the sign-up bonus the register page promises', () => {
  it('is in the new account at once, as a bonus with its wagering, shown by the balance, the bonuses and the promotion', async () => {
    const signup = await promotionId('signup-bonus');
    const m = await w.register();
    const balance = (await m.call('balance')).body.value;
    // a no-deposit bonus: small, 40x wagering, at most its own amount in cash, and a deposit before its winnings leave
    expect(balance).toMatchObject({ bonusBalanceMinor: 10_000, mainBalanceMinor: 0, sumBalanceMinor: 10_000 });
    expect(balance.wallets).toEqual([]);
    const list = (await m.call('bonuses')).body.value;
    expect(list.active).toEqual({ balanceMinor: 10_000, wageringRequiredMinor: 400_000, wageredMinor: 0, count: 1 });
    expect(list.list[0]).toMatchObject({ promotionId: signup.id, status: 'active', grantedMinor: 10_000, maxBetMinor: 2_000, maxCashoutMinor: 5_000, depositRequiredMinor: 150_000, depositMade: false });
    const detail = (await m.call('promotionDetail', { query: { id: String(signup.id) } })).body.value;
    expect(detail.standing).toMatchObject({ state: 'issued', rewardMinor: 10_000 });
    expect(detail.terms.fixedMinor).toBe(10_000);
    // the brand without a sign-up promotion grants none
    const tiger = await db.select().from(promotions).where(and(eq(promotions.brandId, 'tiger'), eq(promotions.mechanic, 'signup')));
    expect(tiger).toEqual([]);
  });
});

describe('deposit matches', () => {
  it('match the first deposit up to the cap, once; reloads only after joining, once a day', async () => {
    const m = await w.register();
    await w.depositPaid(m, '8000.00');
    const afterFirst = (await m.call('bonuses')).body.value.list as Array<{ grantedMinor: number; wageringRequiredMinor: number; promotionId: number }>;
    const firstDeposit = await promotionId('first-deposit-match');
    const match = afterFirst.find((b) => b.promotionId === firstDeposit.id)!;
    // 100% of 8,000 capped at 5,000; wagering 30x of bonus plus deposit
    expect(match).toMatchObject({ grantedMinor: 500_000, wageringRequiredMinor: 30 * (500_000 + 800_000) });

    const reload = await promotionId('daily-reload');
    await w.depositPaid(m, '1000.00');
    expect((await m.call('bonuses')).body.value.list.filter((b: { promotionId: number }) => b.promotionId === reload.id)).toEqual([]);
    expect((await m.call('promotionJoin', { body: { promotionId: reload.id } })).body.value.standing.state).toBe('joined');
    expect((await m.call('promotionJoin', { body: { promotionId: reload.id } })).body.code).toBe('ALREADY_JOINED');
    await w.depositPaid(m, '1000.00');
    await w.depositPaid(m, '1000.00');
    const reloads = (await m.call('bonuses')).body.value.list.filter((b: { promotionId: number }) => b.promotionId === reload.id);
    expect(reloads.map((b: { grantedMinor: number }) => b.grantedMinor)).toEqual([20_000]);
    expect((await m.call('bonuses')).body.value.list.filter((b: { promotionId: number }) => b.promotionId === firstDeposit.id)).toHaveLength(1);
    await expectLedgerConsistent(app);
  });
});

describe('wagering', () => {
  it('counts each bet at its category weight inside the bet, and pays stakes from main first, then from the bonus', async () => {
    const m = await memberWithBonus(10_000); // requires 20,000 weighted
    await w.credit(m.username, '30.00'); // main 3,000
    await bet(m.memberId, 5_000, 'RNG'); // 3,000 from main, 2,000 from the bonus
    let row = await bonusRow(m.bonusId);
    expect(row.wageredMinor).toBe(5_000);
    expect(await walletBalances(app, m.memberId)).toMatchObject({ MAIN: 0, [bonusWalletCode(m.bonusId)]: 8_000 });
    await bet(m.memberId, 5_000, 'LIVE'); // 20%
    await bet(m.memberId, 1_000, 'ELOTT'); // 10%
    row = await bonusRow(m.bonusId);
    expect(row.wageredMinor).toBe(5_000 + 1_000 + 100);
    expect(row.openStakeMinor).toBe(2_000 + 5_000 + 1_000);
    // the progress shows in the bonuses call
    const view = (await m.call('bonuses')).body.value.active;
    expect(view).toMatchObject({ wageredMinor: 6_100, wageringRequiredMinor: 20_000 });
    await expectLedgerConsistent(app);
  });

  it('pays winnings back to the bonus that staked them, and moves the bonus to main once the wagering is met', async () => {
    const m = await memberWithBonus(10_000, { wageringMultiple: 1 }); // requires 10,000
    const first = await bet(m.memberId, 4_000, 'RNG');
    const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, first.betId)))[0]!.betKey;
    await creditWin(db, { memberId: m.memberId, betKey: key, payoutMinor: 12_000 });
    expect(await walletBalances(app, m.memberId)).toMatchObject({ [bonusWalletCode(m.bonusId)]: 18_000 });
    await bet(m.memberId, 6_000, 'FISH'); // completes 10,000
    expect((await bonusRow(m.bonusId)).status).toBe('released');
    expect(await walletBalances(app, m.memberId)).toMatchObject({ MAIN: 12_000, [bonusWalletCode(m.bonusId)]: 0 });
    const released = await db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, m.memberId), eq(ledgerTransactions.kind, 'bonus_release')));
    expect(released).toHaveLength(1);
    await expectLedgerConsistent(app);
  });

  it('refuses a stake above the maximum bet while a bonus is active, and a rollback gives back stake and wagering', async () => {
    const m = await memberWithBonus(10_000, { maxBetMinor: 2_000 });
    await expect(bet(m.memberId, 2_001)).rejects.toMatchObject({ code: 'BONUS_MAX_BET', value: { maxBetMinor: 2_000 } });
    const placed = await bet(m.memberId, 2_000, 'RNG');
    const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, placed.betId)))[0]!.betKey;
    expect((await bonusRow(m.bonusId)).wageredMinor).toBe(2_000);
    await rollbackBet(db, { memberId: m.memberId, betKey: key });
    expect((await bonusRow(m.bonusId))).toMatchObject({ wageredMinor: 0, openStakeMinor: 0, status: 'active' });
    expect(await walletBalances(app, m.memberId)).toMatchObject({ [bonusWalletCode(m.bonusId)]: 10_000 });
    await expectLedgerConsistent(app);
  });

  it('marks a bonus spent when it is empty and nothing it staked is open', async () => {
    const m = await memberWithBonus(3_000);
    const placed = await bet(m.memberId, 3_000, 'RNG');
    const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, placed.betId)))[0]!.betKey;
    expect((await bonusRow(m.bonusId)).status).toBe('active');
    await creditWin(db, { memberId: m.memberId, betKey: key, payoutMinor: 0 });
    expect((await bonusRow(m.bonusId)).status).toBe('spent');
  });
});

describe('withdrawal while a bonus is active', () => {
  it('is refused with BONUS_ACTIVE until the player forfeits the bonus, which takes back exactly its balance', async () => {
    const m = await w.login('player1', 'Player123!');
    await w.credit('player1', '500.00');
    const granted = await grantReward(db, { brandId: 'demo', memberId: m.memberId, promotionId: null, grantKey: `test:${randomUUID()}`, title: { EN: 'Test' }, amountMinor: 7_000, bonus: terms() });
    const cards = (await m.call('bankCards')).body.value.list as Array<{ id: number }>;
    const body = { bankCardId: cards[0]!.id, amount: '100.00', paymentPassword: 'Pay12345', requestId: rid() };
    const refused = await m.call('withdrawCreate', { body });
    expect(refused.body).toMatchObject({ code: 'BONUS_ACTIVE', value: { bonusBalanceMinor: 7_000 } });
    const forfeited = await m.call('forfeitBonus', { body: { bonusId: granted.bonusId } });
    expect(forfeited.body.value).toMatchObject({ forfeitedMinor: 7_000, bonus: { status: 'forfeited', balanceMinor: 0 } });
    expect((await m.call('forfeitBonus', { body: { bonusId: granted.bonusId } })).body.code).toBe('INVALID_STATE');
    const allowed = await m.call('withdrawCreate', { body: { ...body, requestId: rid() } });
    expect(allowed.body.code, JSON.stringify(allowed.body)).not.toBe('BONUS_ACTIVE');
    await expectLedgerConsistent(app);
  });

  it('another member cannot forfeit my bonus', async () => {
    const mine = await memberWithBonus(1_000);
    const other = await w.register();
    expect((await other.call('forfeitBonus', { body: { bonusId: mine.bonusId } })).body.code).toBe('NOT_FOUND');
  });
});

describe('expiry', () => {
  it('ends expired bonuses once, however often the job runs', async () => {
    const m = await memberWithBonus(4_000);
    await db.update(bonuses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bonuses.id, m.bonusId));
    await Promise.all([runPromotionJobs(db, ['demo'], app.brands), runPromotionJobs(db, ['demo'], app.brands)]);
    await runPromotionJobs(db, ['demo'], app.brands);
    expect((await bonusRow(m.bonusId)).status).toBe('expired');
    const forfeits = await db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.memberId, m.memberId), eq(ledgerTransactions.kind, 'bonus_forfeit')));
    expect(forfeits.filter((t) => (t.meta as { bonusId: number }).bonusId === m.bonusId)).toHaveLength(1);
    expect(await walletBalances(app, m.memberId)).toMatchObject({ [bonusWalletCode(m.bonusId)]: 0 });
  });
});

describe('manual rebate', () => {
  it('pays the rebate of the turnover since the last claim by category, once under 40 simultaneous claims', async () => {
    const m = await w.register();
    for (const b of (await m.call('bonuses', { query: { status: 'active' } })).body.value.list) await m.call('forfeitBonus', { body: { bonusId: b.id } });
    await w.credit(m.username, '1000.00');
    for (const [type, stake] of [['RNG', 20_000], ['LIVE', 10_000], ['RNG', 5_000]] as const) {
      const placed = await bet(m.memberId, stake, type);
      const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, placed.betId)))[0]!.betKey;
      await creditWin(db, { memberId: m.memberId, betKey: key, payoutMinor: 0 });
    }
    const summary = (await m.call('rebateSummary')).body.value;
    // base rates: RNG 0.4%, LIVE 0.3%
    expect(summary.lines).toEqual([
      { gameType: 'LIVE', validBetMinor: 10_000, rateBp: 30, amountMinor: 30 },
      { gameType: 'RNG', validBetMinor: 25_000, rateBp: 40, amountMinor: 100 },
    ]);
    expect(summary.totalMinor).toBe(130);
    const before = (await walletBalances(app, m.memberId)).MAIN!;
    const claims = await Promise.all(Array.from({ length: 40 }, () => m.call('claimRebate', { body: { requestId: rid('rebate') } })));
    expect(claims.filter((c) => c.body.code === 'OK')).toHaveLength(1);
    expect(claims.filter((c) => c.body.code !== 'OK').every((c) => c.body.code === 'REBATE_TOO_SMALL')).toBe(true);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(before + 130);
    expect((await m.call('rebateSummary')).body.value.totalMinor).toBe(0);
    expect((await m.call('rebateHistory')).body.value.list).toHaveLength(1);
    await expectLedgerConsistent(app);
  });
});

describe('claim promotions', () => {
  it('pay once when qualified, even when 40 claims arrive together', async () => {
    const challenge = await promotionId('turnover-challenge');
    const m = await w.register();
    for (const b of (await m.call('bonuses', { query: { status: 'active' } })).body.value.list) await m.call('forfeitBonus', { body: { bonusId: b.id } });
    expect((await m.call('requestReward', { body: { promotionId: challenge.id } })).body).toMatchObject({ code: 'NOT_QUALIFIED', value: { currentMinor: 0, targetMinor: 10_000_000 } });
    await w.credit(m.username, '10000.00');
    for (let i = 0; i < 10; i++) {
      const placed = await bet(m.memberId, 1_000_000);
      const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, placed.betId)))[0]!.betKey;
      await creditWin(db, { memberId: m.memberId, betKey: key, payoutMinor: 1_000_000 });
    }
    const standing = (await m.call('promotionDetail', { query: { id: String(challenge.id) } })).body.value.standing;
    expect(standing).toMatchObject({ state: 'claim', progress: { currentMinor: 10_000_000, targetMinor: 10_000_000 } });
    const before = (await walletBalances(app, m.memberId)).MAIN!;
    const claims = await Promise.all(Array.from({ length: 40 }, () => m.call('requestReward', { body: { promotionId: challenge.id } })));
    expect(claims.filter((c) => c.body.code === 'OK')).toHaveLength(1);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(before + 8_800);
    expect((await m.call('promotionDetail', { query: { id: String(challenge.id) } })).body.value.standing.state).toBe('claimed');
    await expectLedgerConsistent(app);
  });
});

describe('cashback', () => {
  it('pays a share of last period’s net loss once per period', async () => {
    const m = await w.register();
    for (const b of (await m.call('bonuses', { query: { status: 'active' } })).body.value.list) await m.call('forfeitBonus', { body: { bonusId: b.id } });
    await w.credit(m.username, '2000.00');
    const placed = await bet(m.memberId, 100_000);
    const key = (await db.select({ betKey: bets.betKey }).from(bets).where(eq(bets.id, placed.betId)))[0]!.betKey;
    await creditWin(db, { memberId: m.memberId, betKey: key, payoutMinor: 20_000 });
    // the loss of 800.00 happened last week
    await db.update(bets).set({ settledAt: sql`now() - interval '7 days'` }).where(eq(bets.id, placed.betId));
    const before = (await walletBalances(app, m.memberId)).MAIN!;
    await payCashback(db, ['demo']);
    await payCashback(db, ['demo']);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(before + 8_000);
  });
});

describe('promotions list', () => {
  it('shows visitors the brand’s promotions with tabs, and members their standing, in their language', async () => {
    const visitor = await w.api.call('promotions');
    expect(visitor.body.value.categories).toEqual(['new_player', 'deposit', 'rebate', 'daily', 'vip', 'limited']);
    expect(visitor.body.value.list.every((p: { standing: unknown }) => p.standing === null)).toBe(true);
    const tab = await w.api.call('promotions', { query: { category: 'new_player' } });
    expect(tab.body.value.list.map((p: { mechanic: string }) => p.mechanic)).toEqual(['signup', 'first_deposit']);
    const ty = await w.api.call('promotions', { headers: { language: 'TY' } });
    expect(ty.body.value.list[1].title).toBe('Welcome match sa unang deposito');
    const en = await w.api.call('promotions', { headers: { language: 'EN' } });
    expect(en.body.value.list[1].title).toBe('Welcome match on your first deposit');
    const m = await w.register();
    const mine = await m.call('promotions');
    expect(mine.body.value.list.find((p: { mechanic: string }) => p.mechanic === 'first_deposit').standing.state).toBe('joined');
    expect(mine.body.value.list.find((p: { mechanic: string }) => p.mechanic === 'join').standing.state).toBe('join');
  });

  it('states the promotion’s own figures on its banner, in the slide and its title', async () => {
    const slide = await app.inject({ method: 'GET', url: '/media/banner/demo/1.svg' });
    // the slide is one picture: in the brand's default language (Lucky Nine: TY), its figure never cut
    expect(slide.body).toContain('aria-label="100% tugma sa unang deposito hanggang ₱5,000"');
    expect(slide.body).toContain('₱5,000</text>');
    expect(slide.body).not.toContain('…');
    // Sao Vàng's, in Vietnamese and in đồng
    const vnSlide = await app.inject({ method: 'GET', url: '/media/banner/vn/3.svg' });
    expect(vnSlide.body).toMatch(/aria-label="Thưởng 100% lần nạp đầu, tối đa [\d.]+\u00a0₫"/);
    // the slides' titles are in the reader's language
    const list = await w.api.call('banners', { query: { groupName: 'w_reg' } });
    expect(list.body.value[0].title).toBe('₱100 bonus sa pagsali');
    expect((await w.api.call('banners', { query: { groupName: 'w_reg' }, headers: { language: 'EN' } })).body.value[0].title).toBe('₱100 bonus when you join');
    await db.update(promotions).set({ terms: { ...(await promotionId('signup-bonus')).terms as object, fixedMinor: 50_000 } }).where(eq(promotions.code, 'signup-bonus'));
    expect((await w.api.call('banners', { query: { groupName: 'w_reg' } })).body.value[0].title).toBe('₱500 bonus sa pagsali');
    await db.update(promotions).set({ terms: { ...(await promotionId('signup-bonus')).terms as object, fixedMinor: 10_000 } }).where(eq(promotions.code, 'signup-bonus'));
    const art = await app.inject({ method: 'GET', url: '/media/promotion/demo/lucky-raffle.svg' });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/media/promotion/demo/nope.svg' })).statusCode).toBe(404);
  });

  it('answers the arrival notice with the popup, the banners and the open promotions for new players', async () => {
    const visitor = (await w.api.call('notice', { headers: { language: 'EN' } })).body.value;
    expect(visitor.player).toBeNull();
    expect(visitor.popup.length).toBeGreaterThan(0);
    expect(visitor.banners[0].title).toBe('100% first deposit match up to ₱5,000');
    expect(visitor.promotion.map((p: { mechanic: string }) => p.mechanic)).toEqual(['signup', 'first_deposit']);
    const m = await w.register();
    const member = (await m.call('notice')).body.value;
    expect(member.player).toEqual({ unreadMessages: expect.any(Number) });
    // the new account already has its sign-up bonus: only the first-deposit match is still to take
    expect(member.promotion.map((p: { mechanic: string }) => p.mechanic)).toEqual(['first_deposit']);
  });

  it('sanitises the rules HTML', async () => {
    const p = await promotionId('share-your-win');
    await db.update(promotions).set({ rulesHtml: { EN: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=y></p>', TY: '<b>ok</b>' } }).where(eq(promotions.id, p.id));
    const detail = await w.api.call('promotionDetail', { query: { id: String(p.id) }, headers: { language: 'EN' } });
    expect(detail.body.value.rulesHtml).toBe('<p>Hi <a>x</a> </p>');
  });

  it('trial accounts are told to register first', async () => {
    const t = await w.trial();
    const p = await promotionId('vip-deposit-race');
    expect((await t.call('promotionJoin', { body: { promotionId: p.id } })).body.code).toBe('TRIAL_ACCOUNT');
  });
});
