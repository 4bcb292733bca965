import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltySettings, members, operatorAudit, vipChanges, vipTiers } from '../../src/db/schema';
import { runLoyaltyJobs } from '../../src/modules/loyalty/loyalty-jobs';
import { seedPromotions } from '../../src/seed/promotions';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { loyaltyClient, testOperatorCalls } from '../loyalty-support';
import { messagesOf } from '../promotions-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const l = loyaltyClient(app);
const ops = testOperatorCalls(app);
const db = app.database.db;
const DAY = 86_400_000;

async function rankOf(memberId: number) {
  const [row] = await db.select({ rankLevel: members.rankLevel }).from(members).where(eq(members.id, memberId));
  return row!.rankLevel;
}
async function changesOf(memberId: number) {
  const rows = await db.select().from(vipChanges).where(eq(vipChanges.memberId, memberId)).orderBy(asc(vipChanges.id));
  return rows.map((r) => ({ reason: r.reason, from: r.fromLevel, to: r.toLevel }));
}
const setLevel = (username: string, rankLevel: number) => ops('operatorSetVipMember', { body: { brandId: 'demo', username, rankLevel, remark: 'Welcome to the club' } });

describe('the ladder', () => {
  it('shows player1 the tiers, the window’s progress towards VIP6 and the history', async () => {
    const p = await l.login('player1', 'Player123!');
    const ladder = (await p.call('vipLadder', { headers: { language: 'EN' } })).body.value;
    expect(ladder.tiers.map((t: { labelName: string }) => t.labelName)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6', 'VIP7', 'VIP8']);
    expect(ladder).toMatchObject({ rankLevel: 5, windowDays: 30, currency: '₱', downgradeTo: null, history: [{ fromLevel: 4, toLevel: 5, reason: 'upgrade' }] });
    // the seeded 30 days: 780,000 turnover and 70,000 deposits, past VIP5's keep, part of the way to VIP6 (the seed
    // wrote 30 brand days ending on its day: when the brand's midnight passed since, the oldest, 36,400 of turnover
    // and no deposit, has left the window)
    expect([78_000_000, 78_000_000 - 3_640_000]).toContain(ladder.progress.turnoverMinor);
    expect(ladder.progress.depositMinor).toBe(7_000_000);
    const [vip5, vip6] = [ladder.tiers[5], ladder.tiers[6]];
    expect(vip5).toMatchObject({ turnoverMinor: 50_000_000, depositMinor: 5_000_000, keepTurnoverMinor: 25_000_000, benefits: { vipService: true, pointsMultiplierBp: 15_000, withdrawDailyCount: 8 } });
    expect(vip6.turnoverMinor).toBeGreaterThan(ladder.progress.turnoverMinor);
    expect(ladder.tiers[4].benefits.vipService).toBe(false);
    const tiers = ladder.tiers as Array<{ turnoverMinor: number; depositMinor: number; color: string; color2: string }>;
    for (let i = 1; i < tiers.length; i++) {
      expect(tiers[i]!.turnoverMinor).toBeGreaterThan(tiers[i - 1]!.turnoverMinor);
      expect(tiers[i]!.depositMinor).toBeGreaterThan(tiers[i - 1]!.depositMinor);
    }
    const [settings] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, 'demo'));
    expect(ladder.nextReviewAt).toBe(settings!.vipNextReviewAt.getTime());
    // the header's club label is the tier's
    expect((await p.call('memberInfo')).body.value.clubLabel).toEqual({ labelName: 'VIP5', color: vip5.color, color2: vip5.color2, rankLevel: 5 });
    expect((await (await l.trial()).call('vipLadder')).body.code).toBe('TRIAL_ACCOUNT');
  });

});

describe('upgrades', () => {
  it('moves a member up at once when the window meets a tier’s turnover and deposits, and tells them', async () => {
    const m = await l.member('20000');
    await l.deposit(m, '3000'); // VIP2 asks 3,000 of deposits and 30,000 of turnover
    expect(await rankOf(m.memberId)).toBe(0);
    await l.bet(m.memberId, 2_000_000, 'RNG', 2_000_000); // paid back: turnover without a loss
    expect(await rankOf(m.memberId)).toBe(1); // 20,000 and 3,000: VIP1's 10,000 and 1,000 are met
    await l.bet(m.memberId, 1_000_000, 'LIVE', 1_000_000);
    expect(await rankOf(m.memberId)).toBe(2);
    expect(await changesOf(m.memberId)).toEqual([
      { reason: 'upgrade', from: 0, to: 1 },
      { reason: 'upgrade', from: 1, to: 2 },
    ]);
    expect((await m.call('memberInfo')).body.value.clubLabel).toMatchObject({ labelName: 'VIP2', rankLevel: 2 });
    const ladder = (await m.call('vipLadder')).body.value;
    expect(ladder).toMatchObject({ rankLevel: 2, progress: { turnoverMinor: 3_000_000, depositMinor: 300_000 }, downgradeTo: null });
    expect(ladder.history.map((h: { toLevel: number }) => h.toLevel)).toEqual([2, 1]);

    await runLoyaltyJobs(db, ['demo'], app.brands);
    const sent = await messagesOf(app, m.memberId, 'vip_upgrade');
    expect(sent.map((s) => s.params)).toEqual([expect.objectContaining({ 'tier.EN': 'VIP1' }), expect.objectContaining({ 'tier.EN': 'VIP2' })]);
    await runLoyaltyJobs(db, ['demo'], app.brands);
    expect(await messagesOf(app, m.memberId, 'vip_upgrade')).toHaveLength(2);
    const inbox = (await m.call('messages', { query: {}, headers: { language: 'EN' } })).body.value;
    expect(JSON.stringify(inbox)).toContain('You moved up to VIP2');
  });

  it('jumps straight to the highest tier met', async () => {
    const m = await l.member('80000');
    await l.deposit(m, '8000');
    await l.bet(m.memberId, 8_000_000, 'RNG', 8_000_000);
    expect(await rankOf(m.memberId)).toBe(3);
    expect(await changesOf(m.memberId)).toEqual([{ reason: 'upgrade', from: 0, to: 3 }]);
  });
});

describe('reviews', () => {
  it('warns first, then takes members still below their keep requirement one tier down at the review', async () => {
    const [warned, recovered, late] = [await l.member('0'), await l.member('40000'), await l.member('0')];
    for (const m of [warned, recovered]) expect((await setLevel(m.username, 3)).body.code).toBe('OK');
    const reviewAt = new Date(Date.now() + 3 * DAY);
    await db.update(loyaltySettings).set({ vipNextReviewAt: reviewAt, vipNoticeDays: 7, vipReviewEveryDays: 30 }).where(eq(loyaltySettings.brandId, 'demo'));

    // within the notice days: both below VIP3's keep (40,000) are told once
    await runLoyaltyJobs(db, ['demo'], app.brands);
    await runLoyaltyJobs(db, ['demo'], app.brands);
    for (const m of [warned, recovered]) expect(await changesOf(m.memberId)).toEqual([{ reason: 'operator', from: 0, to: 3 }, { reason: 'notice', from: 3, to: 3 }]);
    const notice = await messagesOf(app, warned.memberId, 'vip_notice');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.params).toMatchObject({ 'tier.EN': 'VIP3', keep: '40000.00', turnover: '0.00', days: '30' });
    expect((await warned.call('vipLadder')).body.value).toMatchObject({ rankLevel: 3, downgradeTo: 2, nextReviewAt: reviewAt.getTime() });
    // player1 keeps VIP5 with room to spare: no notice
    const [player1] = await db.select().from(members).where(and(eq(members.brandId, 'demo'), eq(members.username, 'player1')));
    expect((await changesOf(player1!.id)).filter((c) => c.reason === 'notice')).toEqual([]);

    // one recovers before the review; another reaches VIP3 after the notices were sent
    await l.bet(recovered.memberId, 4_000_000, 'RNG', 4_000_000);
    expect((await recovered.call('vipLadder')).body.value.downgradeTo).toBeNull();
    await setLevel(late.username, 3);

    await runLoyaltyJobs(db, ['demo'], app.brands, new Date(reviewAt.getTime() + 60_000));
    expect(await rankOf(warned.memberId)).toBe(2);
    expect(await rankOf(recovered.memberId)).toBe(3);
    expect(await rankOf(late.memberId)).toBe(3); // never told: kept until the next review
    expect((await changesOf(warned.memberId)).at(-1)).toEqual({ reason: 'downgrade', from: 3, to: 2 });
    expect((await messagesOf(app, warned.memberId, 'vip_downgrade'))[0]!.params).toMatchObject({ 'tier.EN': 'VIP2', 'from.EN': 'VIP3' });
    const [settings] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, 'demo'));
    expect(settings!.vipNextReviewAt.getTime()).toBe(reviewAt.getTime() + 30 * DAY);

    // rerunning moves nothing
    await runLoyaltyJobs(db, ['demo'], app.brands, new Date(reviewAt.getTime() + 120_000));
    expect(await rankOf(warned.memberId)).toBe(2);
    expect(await messagesOf(app, warned.memberId, 'vip_downgrade')).toHaveLength(1);
  });
});

describe('operator', () => {
  it('sets a member’s tier with a remark, changes a tier’s requirements and runs the review now, all audited', async () => {
    const m = await l.member('0');
    const set = await setLevel(m.username, 4);
    expect(set.body.value).toEqual({ username: m.username, fromLevel: 0, toLevel: 4, changed: true });
    expect(await changesOf(m.memberId)).toEqual([{ reason: 'operator', from: 0, to: 4 }]);
    expect((await messagesOf(app, m.memberId, 'vip_operator'))[0]!.params).toMatchObject({ 'tier.EN': 'VIP4', remark: 'Welcome to the club' });
    expect((await ops('operatorSetVipMember', { body: { brandId: 'demo', username: 'nobody', rankLevel: 1, remark: 'x' } })).body.code).toBe('NOT_FOUND');
    expect((await ops('operatorSetVipMember', { body: { brandId: 'demo', username: m.username, rankLevel: 12, remark: 'x' } })).body.code).toBe('NOT_FOUND');
    expect((await ops('operatorSetVipMember', { body: { brandId: 'demo', username: m.username, rankLevel: 1 } })).body.code).toBe('VALIDATION_ERROR');

    const tiers = await ops('operatorVipTiers', { query: { brandId: 'demo' } });
    expect(tiers.body.value.list[1]).toMatchObject({ rankLevel: 1, turnover: '10000.00', deposit: '1000.00', keep: '5000.00' });
    const changed = await ops('operatorUpdateVipTier', { body: { brandId: 'demo', rankLevel: 1, turnover: '12000', keep: '6000.50' } });
    expect(changed.body.value).toMatchObject({ turnover: '12000.00', deposit: '1000.00', keep: '6000.50' });
    expect((await m.call('vipLadder')).body.value.tiers[1]).toMatchObject({ turnoverMinor: 1_200_000, keepTurnoverMinor: 600_050 });
    expect((await ops('operatorUpdateVipTier', { body: { brandId: 'demo', rankLevel: 1, turnover: '-5' } })).body.code).toBe('INVALID_AMOUNT');

    const review = await ops('operatorRunVipReview', { body: { brandId: 'demo' } });
    expect(review.body.code, JSON.stringify(review.body)).toBe('OK');
    expect(review.body.value).toMatchObject({ brandId: 'demo', downgrades: expect.any(Number) });
    const audit = await db.select({ action: operatorAudit.action, actor: operatorAudit.actor }).from(operatorAudit);
    expect(audit).toEqual(expect.arrayContaining(['vip.member.set', 'vip.tier.set', 'vip.review'].map((action) => ({ action, actor: TEST_OPERATOR }))));
    expect((await ops('operatorRunVipReview', { body: { brandId: 'demo' } })).status).toBe(200);
  });
});

describe('withdrawal limits of a tier', () => {
  it('replaces the brand’s daily count and caps the day’s total when the tier sets them', async () => {
    await db
      .update(vipTiers)
      .set({ benefits: sql`${vipTiers.benefits} || '{"withdrawDailyLimitMinor": 100000, "withdrawDailyCount": 2}'::jsonb` })
      .where(and(eq(vipTiers.brandId, 'demo'), eq(vipTiers.rankLevel, 1)));
    const m = await l.member('5000');
    expect((await setLevel(m.username, 1)).body.code).toBe('OK');
    const PAY = 'Pay54321';
    expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
    const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '1234 5678 9012', paymentPassword: PAY } });
    const withdraw = (amount: string) => m.call('withdrawCreate', { body: { bankCardId: card.body.value.id, amount, paymentPassword: PAY } });
    expect((await m.call('withdrawSettings')).body.value.dailyCount).toBe(2);
    expect((await withdraw('800')).body.code).toBe('OK');
    // 800 + 300 passes the tier's 1,000 a day
    expect((await withdraw('300')).body).toMatchObject({ code: 'DAILY_LIMIT_REACHED', value: { dailyLimitMinor: 100_000, usedTodayMinor: 80_000 } });
    expect((await withdraw('200')).body.code).toBe('OK');
    expect((await withdraw('100')).body).toMatchObject({ code: 'DAILY_LIMIT_REACHED', value: { dailyCount: 2 } });
  });
});

// last: the demo promotions give new members a sign-up bonus, which caps their bets
describe('benefits elsewhere', () => {
  it('gives the tier’s benefits elsewhere: withdrawal count and the rebate bonus', async () => {
    await seedPromotions(db, app.brands.all);
    const p = await l.login('player1', 'Player123!');
    expect((await p.call('withdrawSettings')).body.value.dailyCount).toBe(8);
    await l.credit('player1', '500');
    await l.bet(p.memberId, 10_000, 'RNG');
    // the promotions' VIP5 rate for RNG (0.50%) plus the tier's bonus (0.08%)
    const line = (await p.call('rebateSummary')).body.value.lines.find((x: { gameType: string }) => x.gameType === 'RNG');
    expect(line.rateBp).toBe(58);
    const fresh = await l.member('0');
    expect((await fresh.call('withdrawSettings')).body.value.dailyCount).toBe(5);
    expect((await fresh.call('memberInfo')).body.value.clubLabel).toBeNull();
  });
});
