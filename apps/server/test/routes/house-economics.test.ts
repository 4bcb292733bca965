/**
 * Issue 27, the house keeps its edge: the bonus hunter's and the rebate farmer's attacks against the old terms, and
 * what they yield now; the reward budget; the simulation of every path under both demo brands' seeded terms.
 * (Agent pay: agents-contracts-budget.test.ts; transfers: wallet-transfer-obligations.test.ts; self-referral:
 * loyalty-referral-abuse.test.ts.)
 */
import { MAIN_WALLET, bonusWalletCode } from '@app/contract/wallet';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bets, loyaltySettings, missions, operatorAudit } from '../../src/db/schema';
import { refuseWhileBonusActive } from '../../src/modules/wallet/ledger/bonus-wallets';
import { grantReward } from '../../src/modules/promotions/grants';
import { houseTermsOf, simulateHouse, type HouseTerms } from '../../src/modules/promotions/house-simulation';
import { rewardBudget } from '../../src/modules/promotions/reward-budget';
import { countedStake, inhouseEdgeBp, weightOfEdge } from '../../src/modules/wallet/wager-worth';
import { seedPromotions } from '../../src/seed/promotions';
import { gamesClient } from '../games-support';
import { testOperatorCalls } from '../loyalty-support';
import { buildTestApp, TEST_OPERATOR } from '../helper';
import { expectLedgerConsistent, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const w = walletClient(app);
const g = gamesClient(app);
await seedPromotions(db, app.brands.all);

const weights = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };

async function forfeitActive(m: Awaited<ReturnType<typeof w.register>>) {
  for (const b of (await m.call('bonuses', { query: { status: 'active' } })).body.value.list) await m.call('forfeitBonus', { body: { bonusId: b.id } });
}


/** A member with dice launched: rounds at 98 % win chance, the bonus hunter's favourite (1 % edge, almost no variance). */
async function dicePlayer(m: { call: (name: never, input?: object) => Promise<{ body: { code: string; value: { game_url: string } } }> }) {
  const node = await g.gameByExternalId('INH', 'dice');
  const launch = await m.call('launchGame' as never, { body: { ...g.launchConstants, nodeId: node.id } });
  expect(launch.body.code, JSON.stringify(launch.body)).toBe('OK');
  const session = new URL(launch.body.value.game_url).searchParams.get('session')!;
  return (stake: string) => g.api.call('inhousePlay', { body: { session, roundId: randomUUID(), stake, params: { game: 'dice', target: 9_800, direction: 'under' } } });
}

describe('attack 2: the no-deposit bonus played at 98% win chance', () => {
  it('counts a quarter of each 1%-edge round toward wagering, so clearing costs the floor of 4% per unit', async () => {
    const m = await w.register();
    const [signup] = (await m.call('bonuses', { query: { status: 'active' } })).body.value.list;
    expect(signup).toMatchObject({ grantedMinor: 10_000, wageringRequiredMinor: 400_000, maxBetMinor: 2_000, maxCashoutMinor: 5_000, depositRequiredMinor: 150_000 });
    const play = await dicePlayer(m as never);
    for (let i = 0; i < 5; i++) expect((await play('20.00')).body.code).toBe('OK');
    // a ₱20.00 round at 98% pays ₱20.20: the edge is 1.02% (the rounding down keeps 0.02%), against the in-house
    // floor of 4% each round counts ₱5.10
    const edge = inhouseEdgeBp({ game: 'dice', target: 9_800, direction: 'under' }, 2_000);
    expect(edge).toBe(102);
    const perRound = countedStake(2_000, weightOfEdge(edge, 400));
    expect(perRound).toBe(510);
    const after = (await m.call('bonuses', { query: { status: 'active' } })).body.value.list[0];
    expect(after.wageredMinor).toBe(5 * perRound);
    // the rounds' valid turnover (rebates, points, missions, agent figures) is the same third
    const rows = await db.select().from(bets).where(eq(bets.memberId, m.memberId));
    expect(rows.map((r) => [r.edgeBp, r.wagerWeightBp, r.validBetMinor])).toEqual(Array.from({ length: 5 }, () => [102, 2_550, 510]));
  });

  it('turns at most its cap into cash at release, and its winnings wait for a deposit before they leave', async () => {
    const m = await w.register();
    await forfeitActive(m);
    // a no-deposit bonus of 100.00 (1x) with a cash-out cap of 100.00 and a 1,000.00 deposit before its winnings leave
    const grant = await grantReward(db, {
      brandId: 'demo',
      memberId: m.memberId,
      promotionId: null,
      grantKey: `test:${randomUUID()}`,
      title: { EN: 'No-deposit bonus' },
      amountMinor: 10_000,
      bonus: { wageringMultiple: 1, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 10_000, maxCashoutMinor: 10_000, depositBeforeWithdrawalMinor: 100_000 },
    });
    // one lucky slot-like bet of the whole bonus that pays 30x (a vendor round through the ledger)
    const { debitForBet, creditWin } = await import('../../src/modules/wallet/ledger/bets');
    const betKey = `t-${randomUUID()}`;
    await debitForBet(db, { brandId: 'demo', memberId: m.memberId, betKey, vendor: 'SBX', gameType: 'RNG', gameCode: 'g1', gameName: 'Test', stakeMinor: 10_000 });
    // the stake met the wagering: released at once with nothing in it yet; the win after release is capped too
    await creditWin(db, { memberId: m.memberId, betKey, payoutMinor: 300_000 });
    const balances = await walletBalances(app, m.memberId);
    expect(balances[MAIN_WALLET]).toBe(10_000);
    expect(balances[bonusWalletCode(grant.bonusId!)] ?? 0).toBe(0);
    // the cash cannot leave (withdrawal, transfer: both ask refuseWhileBonusActive) before a deposit of 1,000.00
    await expect(refuseWhileBonusActive(db, m.memberId)).rejects.toMatchObject({ code: 'BONUS_DEPOSIT_REQUIRED', value: { depositRequiredMinor: 100_000 } });
    const list = (await m.call('bonuses')).body.value.list;
    expect(list.find((b: { id: number }) => b.id === grant.bonusId)).toMatchObject({ status: 'released', depositRequiredMinor: 100_000, depositMade: false });
    // (each deposit's welcome match is forfeited: an active bonus holds cash back on its own, BONUS_ACTIVE)
    await w.depositPaid(m, '999.99');
    await forfeitActive(m);
    await expect(refuseWhileBonusActive(db, m.memberId)).rejects.toMatchObject({ code: 'BONUS_DEPOSIT_REQUIRED' });
    await w.depositPaid(m, '1000.00');
    await forfeitActive(m);
    await expect(refuseWhileBonusActive(db, m.memberId)).resolves.toBeUndefined();
    expect((await m.call('bonuses')).body.value.list.find((b: { id: number }) => b.id === grant.bonusId).depositMade).toBe(true);
    await expectLedgerConsistent(app);
  });

  it('is not granted to an account an agent registered, unless the brand opts in', async () => {
    const agent = await w.login('agent1', 'Agent123!');
    const register = async () => {
      const username = `d${Math.random().toString(36).slice(2, 9)}`;
      const made = await agent.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: '1990-01-01' } });
      expect(made.body.code, JSON.stringify(made.body)).toBe('OK');
      return w.login(username, 'Secret123');
    };
    expect((await (await register()).call('bonuses')).body.value.list).toEqual([]);
    const ops = testOperatorCalls(app);
    const rules = (change: object) => ops('operatorSetSignupRules', { body: { brandId: 'demo', ...change } });
    expect((await rules({ agentRegistered: true })).body).toMatchObject({ code: 'OK', value: { brandId: 'demo', agentRegistered: true, riskCheck: true } });
    try {
      expect((await (await register()).call('bonuses')).body.value.list).toHaveLength(1);
      const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'signup_rules.set'), eq(operatorAudit.target, 'brand:demo')));
      expect(audit).toMatchObject({ actor: TEST_OPERATOR, detail: { before: { agentRegistered: false }, after: { agentRegistered: true } } });
    } finally {
      await rules({ agentRegistered: false });
    }
    expect((await rules({})).body.code).toBe('VALIDATION_ERROR');
  });
});

describe('attack 3: rebate and points on 1%-edge rounds', () => {
  it('return less than the edge the rounds cost a VIP5 member', async () => {
    const p = await w.login('player1', 'Player123!');
    await w.credit('player1', '1000.00');
    const play = await dicePlayer(p as never);
    const before = (await p.call('rebateSummary')).body.value.lines.find((l: { gameType: string }) => l.gameType === 'INHOUSE')?.validBetMinor ?? 0;
    for (let i = 0; i < 20; i++) expect((await play('20.00')).body.code).toBe('OK');
    const line = (await p.call('rebateSummary')).body.value.lines.find((l: { gameType: string }) => l.gameType === 'INHOUSE');
    // VIP5: the rank rate 0.50% plus the tier's 0.08%, on a quarter of the stakes
    expect(line.rateBp).toBe(58);
    expect(line.validBetMinor - before).toBe(20 * 510);
    const [settings] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, 'demo'));
    const staked = 20 * 2_000;
    const expectedLoss = staked * 0.01;
    const rebate = ((line.validBetMinor - before) * 58) / 10_000;
    // points at the VIP5 multiplier (1.5x), valued at the conversion rate
    const pointsValue = (((line.validBetMinor - before) * ((settings!.pointRatesBp as Record<string, number>).INHOUSE ?? 0) * 1.5) / 10_000 / 1e8) * (settings!.convertMinor / settings!.convertPoints);
    expect(rebate + pointsValue).toBeLessThan(expectedLoss / 2);
  });
});

describe('the reward budget', () => {
  it('holds for every category of both demo brands with their seeded terms, as the operator reads it', async () => {
    for (const brand of ['demo', 'tiger']) {
      for (const c of await rewardBudget(db, brand)) expect(c.keptBp, `${brand} ${c.gameType} ${JSON.stringify(c)}`).toBeGreaterThan(0);
    }
    const shown = await testOperatorCalls(app)('operatorRewardBudget', { query: { brandId: 'demo' } });
    expect(shown.body.value.list.find((c: { gameType: string }) => c.gameType === 'RNG')).toMatchObject({ floorBp: 400, parts: { rebateBp: 50, vipRebateBp: 15 } });
  });

  it('refuses an operator change that would give back a category’s edge, and changes nothing', async () => {
    const [before] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, 'demo'));
    const ops = testOperatorCalls(app);
    const res = await ops('operatorSetPointRates', { body: { brandId: 'demo', rates: { RNG: 1_000 } } });
    expect(res.body).toMatchObject({ code: 'REWARD_BUDGET_EXCEEDED', value: { gameType: 'RNG' } });
    const [after] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, 'demo'));
    expect(after!.pointRatesBp).toEqual(before!.pointRatesBp);
    const [mission] = await db.select().from(missions).where(and(eq(missions.brandId, 'demo'), eq(missions.code, 'daily-slots-turnover')));
    const lowered = await ops('operatorUpdateMission', { body: { brandId: 'demo', code: 'daily-slots-turnover', target: '10.00' } });
    expect(lowered.body.code).toBe('REWARD_BUDGET_EXCEEDED');
    const [unchanged] = await db.select().from(missions).where(eq(missions.id, mission!.id));
    expect(unchanged!.target).toBe(mission!.target);
  });

  it('counts agent pay in: a higher maximum salary, or the house paying agents again, is refused past the budget', async () => {
    const ops = testOperatorCalls(app);
    const settings = (body: object) => ops('operatorSetContractSettings', { body: { brandId: 'demo', ...body } });
    const raise = await settings({ maxRateBp: { real_time_salary: 200 } });
    expect(raise.body).toMatchObject({ code: 'REWARD_BUDGET_EXCEEDED' });
    // a lower maximum always goes through; so does the upline paying (the house then pays agents nothing)
    const lower = await settings({ maxRateBp: { real_time_salary: 20 } });
    expect(lower.body.code).toBe('OK');
    const upline = await settings({ payer: 'upline' });
    expect(upline.body.code).toBe('OK');
    // with the upline paying, the house may allow more, and must refuse the switch back until the maximum is lower
    expect((await settings({ maxRateBp: { real_time_salary: 500 } })).body.code).toBe('OK');
    expect((await settings({ payer: 'house' })).body.code).toBe('REWARD_BUDGET_EXCEEDED');
    await settings({ maxRateBp: { real_time_salary: 25 } });
    expect((await settings({ payer: 'house' })).body.code).toBe('OK');
  });
});

describe('the simulation of every reward path', () => {
  it('keeps the house’s expected result positive against the best strategy, under both demo brands’ terms', async () => {
    for (const brand of ['demo', 'tiger']) {
      const results = simulateHouse(await houseTermsOf(db, brand), { trials: 1_000 });
      expect(results.length).toBeGreaterThan(10);
      for (const r of results) expect(r.holds, `${brand} ${JSON.stringify(r)}`).toBe(true);
    }
  });

  it('shows the old terms losing money: a 1,000 sign-up bonus at 5x, 1.5% of rebate and points on 1% games', async () => {
    const terms = await houseTermsOf(db, 'demo');
    const old: HouseTerms = {
      ...terms,
      floors: Object.fromEntries(Object.keys(terms.floors).map((k) => [k, 0])),
      bonuses: [{ name: 'old sign-up bonus', depositMinor: 0, amountMinor: 100_000, terms: { wageringMultiple: 5, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 10_000 } }],
      budgets: terms.budgets.map((b) => ({ ...b, floorBp: 0, totalBp: 165 })),
    };
    const results = simulateHouse(old, { trials: 1_000 });
    expect(results.find((r) => r.path === 'old sign-up bonus')!.holds).toBe(false);
    expect(results.find((r) => r.path === 'turnover rewards INHOUSE')!.holds).toBe(false);
  });
});
