/**
 * Rewards and limits in a currency without decimals (issue 33): on the Sao Vàng brand (vn.localhost) every amount is
 * whole đồng. A bonus's wagering, its release, the rebate, a points conversion, an agent's salary and a player's
 * deposit limit are counted, paid and shown in đồng (each decimal field equals its minor field, nothing is a hundred
 * times too large, nothing is a fraction); the peso brand (localhost) counts the same paths in hundredths.
 */
import type { CallName } from '@app/contract/calls';
import { zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentContractSettings, agentContractSettlements, bets, memberMessages, members, throttles } from '../../src/db/schema';
import { createSession } from '../../src/modules/accounts/sessions';
import { retryUnpaid, settlePeriod } from '../../src/modules/agents/settlement';
import { periodAt, STREAMS } from '../../src/modules/agents/settlement-periods';
import { postPoints } from '../../src/modules/loyalty/points-ledger';
import { payCashback } from '../../src/modules/promotions/cashback';
import { DEFAULT_WAGERING_WEIGHTS, grantReward } from '../../src/modules/promotions/grants';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { seedPromotions } from '../../src/seed/promotions';
import { accountsClient, freshIp } from '../accounts-support';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const api = accountsClient(app);
// the demo promotions (the first-deposit match, the rebate rates and the smallest rebate claim) of every brand
await seedPromotions(db, app.brands.all);

beforeEach(async () => {
  await db.delete(throttles);
});

type BrandId = 'vn' | 'demo';
const hostOf: Record<BrandId, string> = { vn: 'vn.localhost', demo: 'localhost' };
const VN_ZONE = 'Asia/Ho_Chi_Minh';

let accounts = 0;
/** A fresh account of a brand (type 0 player, 1 and 2 agents) with a session, its calls made on the brand's host. */
async function account(brandId: BrandId, options: { type?: number; uplineId?: number } = {}) {
  const username = `cdr${Date.now().toString(36).slice(-5)}${(accounts++).toString(36)}`;
  const [row] = await db
    .insert(members)
    .values({ brandId, username, passwordHash: null, type: options.type ?? 0, nickname: username, uplineId: options.uplineId ?? null, registerMethod: 'TEST' })
    .returning({ id: members.id });
  const token = await createSession(db, { memberId: row!.id, brandId, ip: '127.0.0.1', mustChangePassword: false });
  const ip = freshIp();
  const call = (name: CallName, input: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) => api.call(name, { ...input, token, ip, host: hostOf[brandId] });
  return { memberId: row!.id, username, brandId, call };
}
type Account = Awaited<ReturnType<typeof account>>;

/** Money on a member's main wallet (an operator adjustment through the ledger). */
const fund = (m: Account, amountMinor: number) => postEntry(db, { brandId: m.brandId, memberId: m.memberId, kind: 'adjustment', amountMinor, idempotencyKey: rid('fund') });

/** A game bet of the sandbox vendor, placed now; settle() pays it (0: lost). */
async function bet(m: Account, gameType: string, stakeMinor: number) {
  const betKey = `cdr-${randomUUID()}`;
  await debitForBet(db, { brandId: m.brandId, memberId: m.memberId, betKey, vendor: 'SBX', gameType, gameCode: 'g1', gameName: 'Test game', stakeMinor });
  return { settle: (payoutMinor: number) => creditWin(db, { memberId: m.memberId, betKey, payoutMinor }) };
}
const lostBet = async (m: Account, gameType: string, stakeMinor: number) => (await bet(m, gameType, stakeMinor)).settle(0);

type MoneyRecord = { kind: string; wallet: string; amount: number; amountMinor: number };
/** The member's account records of one kind, as the web's history shows them. */
async function records(m: Account, kind: string) {
  const res = await m.call('accountRecords', { query: { kind } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return res.body.value.list as MoneyRecord[];
}

/** What the balance call shows; on the đồng brand every decimal field is its minor field. */
async function balance(m: Account) {
  const value = (await m.call('balance')).body.value as { mainBalance: number; mainBalanceMinor: number; bonusBalance: number; bonusBalanceMinor: number; sumBalance: number; sumBalanceMinor: number };
  if (m.brandId === 'vn') expect([value.mainBalance, value.bonusBalance, value.sumBalance]).toEqual([value.mainBalanceMinor, value.bonusBalanceMinor, value.sumBalanceMinor]);
  return value;
}

/** A paid deposit through the sandbox gateway, typed as the player types it. */
async function sandboxDeposit(m: Account, amount: string) {
  const bank = ((await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>).find((c) => c.type === 'BANK')!;
  const created = await m.call('depositCreate', { body: { channelId: bank.id, amount, requestId: rid('dep') } });
  expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
  const paid = await app.inject({ method: 'POST', url: `/sandbox/pay/${created.body.value.orderNo as string}`, payload: { outcome: 'paid' } });
  expect(paid.statusCode).toBe(303);
  return created.body.value as { orderNo: string; amount: number; amountMinor: number };
}

type BonusView = { id: number; promotionId: number | null; status: string; grantedMinor: number; balanceMinor: number; wageringRequiredMinor: number; wageredMinor: number; maxBetMinor: number };
const bonusesOf = async (m: Account) => (await m.call('bonuses')).body.value as { list: BonusView[]; active: { balanceMinor: number; wageringRequiredMinor: number; wageredMinor: number; count: number } };

describe('a bonus in đồng', () => {
  it('the first-deposit match of the đồng brand: the bonus, its wagering and its maximum bet in whole đồng', async () => {
    const m = await account('vn');
    const deposit = await sandboxDeposit(m, '200000');
    expect(deposit).toMatchObject({ amount: 200_000, amountMinor: 200_000 });
    // 100% of 200.000 ₫, wagering 30x bonus plus deposit: 12.000.000 ₫; the peso brand's ₱20 maximum bet is 20.000 ₫
    const [match] = (await bonusesOf(m)).list;
    expect(match).toMatchObject({ status: 'active', grantedMinor: 200_000, balanceMinor: 200_000, wageringRequiredMinor: 12_000_000, wageredMinor: 0, maxBetMinor: 20_000 });
    expect(await balance(m)).toMatchObject({ mainBalanceMinor: 200_000, bonusBalanceMinor: 200_000, sumBalanceMinor: 400_000 });
    // one đồng over the maximum bet is refused while the bonus is active; the maximum itself is taken
    await expect(bet(m, 'RNG', 20_001)).rejects.toMatchObject({ code: 'BONUS_MAX_BET', value: { maxBetMinor: 20_000 } });
    await (await bet(m, 'RNG', 20_000)).settle(0);
    expect((await bonusesOf(m)).active).toMatchObject({ wageredMinor: 20_000, wageringRequiredMinor: 12_000_000 });

    // the same promotion on the peso brand: ₱200.00 matched with ₱200.00, a ₱20.00 maximum bet
    const peso = await account('demo');
    await sandboxDeposit(peso, '200.00');
    expect((await bonusesOf(peso)).list[0]).toMatchObject({ grantedMinor: 20_000, wageringRequiredMinor: 1_200_000, maxBetMinor: 2_000 });
    const pesoBalance = await balance(peso);
    expect(pesoBalance.bonusBalance).toBe(200);
  });

  it('counts đồng bets toward the wagering at their weights and releases the bonus to main in whole đồng', async () => {
    const m = await account('vn');
    const grant = await grantReward(db, {
      brandId: 'vn',
      memberId: m.memberId,
      promotionId: null,
      grantKey: `test:${randomUUID()}`,
      title: { vi: 'Thưởng thử' },
      amountMinor: 100_000,
      bonus: { wageringMultiple: 1, wageringBase: 'bonus', weights: DEFAULT_WAGERING_WEIGHTS, expiryDays: 7, maxBetMinor: 100_000 },
    });
    expect((await bonusesOf(m)).active).toEqual({ balanceMinor: 100_000, wageringRequiredMinor: 100_000, wageredMinor: 0, count: 1 });

    // slots count in full: 40.000 ₫ staked from the bonus, which wins 90.000 ₫ back
    await (await bet(m, 'RNG', 40_000)).settle(90_000);
    // live casino counts a fifth: 50.000 ₫ is 10.000 ₫ of wagering
    await lostBet(m, 'LIVE', 50_000);
    // the lottery counts a tenth, rounded down to the đồng: 12.345 ₫ is 1.234 ₫
    await lostBet(m, 'ELOTT', 12_345);
    let view = await bonusesOf(m);
    expect(view.active).toEqual({ balanceMinor: 150_000 - 50_000 - 12_345, wageringRequiredMinor: 100_000, wageredMinor: 40_000 + 10_000 + 1_234, count: 1 });
    expect(await balance(m)).toMatchObject({ bonusBalanceMinor: 87_655, mainBalanceMinor: 0 });

    // fishing in full: 48.766 ₫ meets the wagering, and what the bonus holds then (38.889 ₫) moves to main
    const last = await bet(m, 'FISH', 48_766);
    view = await bonusesOf(m);
    expect(view.list.find((b) => b.id === grant.bonusId)).toMatchObject({ status: 'released', wageredMinor: 100_000, grantedMinor: 100_000 });
    expect(view.active.count).toBe(0);
    const released = (await records(m, 'bonus_release')).map((r) => [r.wallet, r.amount, r.amountMinor]);
    expect(released).toEqual([
      ['MAIN', 38_889, 38_889],
      [`BONUS:${grant.bonusId}`, -38_889, -38_889],
    ]);
    // the stake still open was the bonus's: its win lands on main once the bonus is released
    await last.settle(60_000);
    expect(await balance(m)).toMatchObject({ mainBalanceMinor: 98_889, bonusBalanceMinor: 0, sumBalanceMinor: 98_889 });
    expect(await walletBalances(app, m.memberId)).toMatchObject({ MAIN: 98_889 });

    // the bonus history lists the grant, in đồng
    const details = (await m.call('bonusDetails')).body.value as { list: Array<{ kind: string; amount: number; amountMinor: number }>; totalMinor: number };
    expect(details.list.map((d) => [d.kind, d.amount, d.amountMinor])).toEqual([['bonus', 100_000, 100_000]]);
    expect(details.totalMinor).toBe(100_000);
    await expectLedgerConsistent(app);
  });
});

describe('the rebate in đồng', () => {
  it('pays each category its rate of the valid bet rounded down to the đồng, from the brand’s 1.000 ₫ smallest claim', async () => {
    const m = await account('vn');
    await fund(m, 1_000_000);
    // live casino at 0.3%: 100.333 ₫ earns 300,999 ₫, paid 300 ₫; below the smallest claim of 1.000 ₫
    await lostBet(m, 'LIVE', 100_333);
    expect((await m.call('rebateSummary')).body.value).toMatchObject({ totalMinor: 300, minClaimMinor: 1_000 });
    expect((await m.call('claimRebate', { body: { requestId: rid('rebate') } })).body).toMatchObject({ code: 'REBATE_TOO_SMALL', value: { minClaimMinor: 1_000, amountMinor: 300 } });

    // slots at 0.4%: 250.999 ₫ earns 1.003,996 ₫, paid 1.003 ₫
    await lostBet(m, 'RNG', 250_999);
    const summary = (await m.call('rebateSummary')).body.value;
    expect(summary.lines).toEqual([
      { gameType: 'LIVE', validBetMinor: 100_333, rateBp: 30, amountMinor: 300 },
      { gameType: 'RNG', validBetMinor: 250_999, rateBp: 40, amountMinor: 1_003 },
    ]);
    expect(summary.totalMinor).toBe(1_303);
    const before = await balance(m);
    const claimed = await m.call('claimRebate', { body: { requestId: rid('rebate') } });
    expect(claimed.body.code, JSON.stringify(claimed.body)).toBe('OK');
    expect(claimed.body.value.amountMinor).toBe(1_303);
    expect((await balance(m)).mainBalanceMinor).toBe(before.mainBalanceMinor + 1_303);
    expect(await records(m, 'rebate')).toMatchObject([{ wallet: 'MAIN', amount: 1_303, amountMinor: 1_303 }]);
    expect((await m.call('rebateHistory')).body.value.list).toMatchObject([{ amountMinor: 1_303 }]);

    // the peso brand: the same 100.333 minor units of live casino (₱1,003.33) earn ₱3.00, above its ₱1.00 smallest claim
    const peso = await account('demo');
    await fund(peso, 1_000_000);
    await lostBet(peso, 'LIVE', 100_333);
    const pesoClaim = await peso.call('claimRebate', { body: { requestId: rid('rebate') } });
    expect(pesoClaim.body).toMatchObject({ code: 'OK', value: { amountMinor: 300 } });
    expect(await records(peso, 'rebate')).toMatchObject([{ amount: 3, amountMinor: 300 }]);
    await expectLedgerConsistent(app);
  });
});

describe('the cashback in đồng', () => {
  it('pays 10% of last week’s net loss rounded down to the đồng, from the brand’s 500.000 ₫ smallest loss', async () => {
    /** A bet settled a week ago: last week's, the period the cashback job pays. */
    const lastWeekBet = async (m: Account, stakeMinor: number, payoutMinor: number) => {
      const placed = await bet(m, 'RNG', stakeMinor);
      const settled = await placed.settle(payoutMinor);
      await db.update(bets).set({ settledAt: new Date(Date.now() - 7 * 86_400_000) }).where(eq(bets.id, settled.betId));
    };
    const loser = await account('vn');
    await fund(loser, 2_000_000);
    // a net loss of 1.500.000 - 265.433 = 1.234.567 ₫: 10% is 123.456,7 ₫
    await lastWeekBet(loser, 1_500_000, 265_433);
    const small = await account('vn');
    await fund(small, 1_000_000);
    // 499.999 ₫: one đồng short of the smallest loss the cashback pays
    await lastWeekBet(small, 500_000, 1);

    await payCashback(db, ['vn']);
    await payCashback(db, ['vn']);
    expect(await records(loser, 'bonus')).toMatchObject([{ wallet: 'MAIN', amount: 123_456, amountMinor: 123_456 }]);
    expect(await balance(loser)).toMatchObject({ mainBalanceMinor: 2_000_000 - 1_234_567 + 123_456 });
    expect(await records(small, 'bonus')).toEqual([]);
    await expectLedgerConsistent(app);
  });
});

describe('points to cash in đồng', () => {
  it('converts 100 points to 1.000 ₫: whole đồng on main, in the record and in the points history', async () => {
    const m = await account('vn');
    const set = await m.call('setPaymentPassword', { body: { newPassword: 'Pay12345', confirmPassword: 'Pay12345' } });
    expect(set.body.code, JSON.stringify(set.body)).toBe('OK');
    // the same play earns the same points on both brands: 100.000 ₫ of slots as ₱100.00 (10 points)
    await fund(m, 100_000);
    await lostBet(m, 'RNG', 100_000);
    const pesoPlayer = await account('demo');
    await fund(pesoPlayer, 10_000);
    await lostBet(pesoPlayer, 'RNG', 10_000);
    const pointsOf = async (a: Account) => (await a.call('pointBalance')).body.value.points as number;
    expect(await pointsOf(m)).toBe(10);
    expect(await pointsOf(pesoPlayer)).toBe(10);

    await postPoints(db, { brandId: 'vn', memberId: m.memberId, kind: 'adjust', change: 1_240, idempotencyKey: rid('give') });
    expect((await m.call('pointConfig')).body.value.convert).toEqual({ enabled: true, points: 100, amountMinor: 1_000, minPoints: 500 });
    const convert = (points: number) => m.call('convertPoints', { body: { points, paymentPassword: 'Pay12345', requestId: rid('convert') } });
    expect((await convert(1_250)).body).toMatchObject({ code: 'POINTS_STEP', value: { step: 100, minPoints: 500 } });
    const converted = await convert(1_200);
    expect(converted.body.code, JSON.stringify(converted.body)).toBe('OK');
    expect(converted.body.value).toMatchObject({ points: 50, amountMinor: 12_000, balanceMinor: 12_000 });
    expect(await balance(m)).toMatchObject({ mainBalanceMinor: 12_000 });
    expect(await records(m, 'points')).toMatchObject([{ wallet: 'MAIN', amount: 12_000, amountMinor: 12_000 }]);
    const history = (await m.call('pointTransactions', { query: { kind: 'convert' }, headers: { language: 'vi' } })).body.value.list as Array<{ change: number; remark: string }>;
    expect(history.map((t) => [t.change, t.remark])).toEqual([[-1_200, 'Đã quy đổi vào số dư chính 12.000\u00a0₫']]);
    await expectLedgerConsistent(app);
  });
});

/** A vn agent pair with a team of two players under the downline; a daily salary offered and accepted for `day`. */
async function salaryTeam(day: Date, rateBp: number) {
  const up = await account('vn', { type: 1 });
  const down = await account('vn', { type: 2, uplineId: up.memberId });
  const p1 = await account('vn', { uplineId: down.memberId });
  const p2 = await account('vn', { uplineId: down.memberId });
  // its conditions at the đồng's size: 100.000 ₫ of valid bets and two active members in the day
  const offered = await up.call('offerContract', { body: { downline: down.username, kind: 'daily_salary', terms: { rateBp, minValidBetMinor: 100_000, minActiveMembers: 2 }, startAt: day.getTime() } });
  expect(offered.body.code, JSON.stringify(offered.body)).toBe('OK');
  const contractId = offered.body.value.id as number;
  const accepted = await down.call('respondContract', { body: { id: contractId, action: 'accept' } });
  expect(accepted.body.code, JSON.stringify(accepted.body)).toBe('OK');
  return { up, down, p1, p2, contractId };
}

/** A settled bet of a team member, dated inside the period. */
async function datedBet(m: Account, stakeMinor: number, settledAt: Date) {
  await fund(m, stakeMinor);
  const betKey = `cdr-${randomUUID()}`;
  await debitForBet(db, { brandId: 'vn', memberId: m.memberId, betKey, vendor: 'CTEST', gameType: 'RNG', gameCode: 'ct', gameName: 'Contract test', stakeMinor });
  const settled = await creditWin(db, { memberId: m.memberId, betKey, payoutMinor: 0, validBetMinor: stakeMinor });
  await db.update(bets).set({ settledAt, placedAt: settledAt }).where(eq(bets.id, settled.betId));
}

const dailySalary = STREAMS.find((s) => s.name === 'daily_salary')!;
/** A day on the đồng brand's clock (Asia/Ho_Chi_Minh), `days` from now. */
const vnDay = (days: number) => zonedMidnight(zonedDate(Date.now() + days * 86_400_000, VN_ZONE), VN_ZONE);

describe('an agent’s salary in đồng', () => {
  it('pays rate x the team’s valid bet rounded down to the đồng, in the ledger and on the contract page', async () => {
    const day = vnDay(10);
    const { down, p1, p2, contractId } = await salaryTeam(day, 75);
    await datedBet(p1, 123_457, new Date(day.getTime() + 3_600_000));
    await datedBet(p2, 98_765, new Date(day.getTime() + 7_200_000));

    const before = (await walletBalances(app, down.memberId)).MAIN ?? 0;
    const settled = await settlePeriod(db, app.brands, dailySalary, periodAt('day', day, VN_ZONE), VN_ZONE);
    // 0.75% of 222.222 ₫ is 1.666,665 ₫: 1.666 ₫
    expect(settled).toMatchObject({ recorded: 1, paid: 1, paidMinor: 1_666 });
    const [row] = await db.select().from(agentContractSettlements).where(eq(agentContractSettlements.contractId, contractId));
    expect(row).toMatchObject({ teamValidBetMinor: 222_222, amountMinor: 1_666, status: 'paid' });
    expect((await walletBalances(app, down.memberId)).MAIN).toBe(before + 1_666);
    expect(await records(down, 'salary')).toMatchObject([{ wallet: 'MAIN', amount: 1_666, amountMinor: 1_666 }]);

    const page = (await down.call('dailySalaryContract', { body: {} })).body.value;
    expect(page.payments).toMatchObject({ totalPaidMinor: 1_666, list: [{ status: 'paid', rateBp: 75, amount: 1_666, amountMinor: 1_666, teamValidBet: 222_222, teamValidBetMinor: 222_222 }] });
    await expectLedgerConsistent(app);
  });

  it('an upline that cannot pay is told the amount in đồng, and pays it in whole đồng once funded', async () => {
    await db.update(agentContractSettings).set({ payer: 'upline' }).where(eq(agentContractSettings.brandId, 'vn'));
    try {
      const day = vnDay(12);
      const { up, down, p1, p2, contractId } = await salaryTeam(day, 50);
      await datedBet(p1, 150_001, new Date(day.getTime() + 3_600_000));
      await datedBet(p2, 50_000, new Date(day.getTime() + 7_200_000));
      // 0.5% of 200.001 ₫ is 1.000,005 ₫: 1.000 ₫, more than the upline's empty wallet
      const settled = await settlePeriod(db, app.brands, dailySalary, periodAt('day', day, VN_ZONE), VN_ZONE);
      expect(settled).toMatchObject({ recorded: 1, paid: 0, unpaid: 1 });
      const [notice] = await db.select({ params: memberMessages.params }).from(memberMessages).where(and(eq(memberMessages.memberId, up.memberId), eq(memberMessages.messageKey, 'contract_payment_unpaid')));
      expect(notice?.params).toMatchObject({ amount: '1000', contractId: String(contractId) });

      await fund(up, 5_000);
      expect(await retryUnpaid(db, app.brands, new Date(day.getTime() + 2 * 86_400_000))).toMatchObject({ paid: 1 });
      expect(await walletBalances(app, up.memberId)).toMatchObject({ MAIN: 4_000 });
      expect(await records(down, 'salary')).toMatchObject([{ amount: 1_000, amountMinor: 1_000 }]);
      await expectLedgerConsistent(app);
    } finally {
      await db.update(agentContractSettings).set({ payer: 'house' }).where(eq(agentContractSettings.brandId, 'vn'));
    }
  });
});

type LimitStatus = { limits: Array<{ kind: string; period: string; value: number | null; usedMinor: number | null }> };
const depositLimitOf = (status: LimitStatus) => status.limits.find((l) => l.kind === 'deposit' && l.period === 'daily')!;

describe('a deposit limit in đồng', () => {
  it('takes 500000 as 500.000 ₫, refuses a fraction of a đồng, and refuses a deposit past it', async () => {
    const m = await account('vn');
    const setLimit = (value: string) => m.call('rgSetLimit', { body: { kind: 'deposit', period: 'daily', value } });
    const fraction = await setLimit('500000.5');
    expect(fraction.body).toMatchObject({ code: 'INVALID_AMOUNT', value: { field: 'value', reason: 'too_many_decimals' } });
    const set = await setLimit('500000');
    expect(set.body.code, JSON.stringify(set.body)).toBe('OK');
    expect(depositLimitOf(set.body.value)).toMatchObject({ value: 500_000, usedMinor: 0 });

    const bank = ((await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>).find((c) => c.type === 'BANK')!;
    const deposit = (amount: string) => m.call('depositCreate', { body: { channelId: bank.id, amount, requestId: rid('dep') } });
    expect((await deposit('300000')).body.code).toBe('OK');
    const over = await deposit('200001');
    expect(over.body).toMatchObject({ code: 'RG_LIMIT_REACHED', value: { kind: 'deposit', period: 'daily', limitMinor: 500_000, usedMinor: 300_000, remainingMinor: 200_000 } });
    expect((await deposit('200000')).body.code).toBe('OK');
    expect(depositLimitOf((await m.call('rgStatus')).body.value)).toMatchObject({ value: 500_000, usedMinor: 500_000 });

    // the peso brand takes centavos: 500000.5 is ₱500,000.50
    const peso = await account('demo');
    const pesoLimit = await peso.call('rgSetLimit', { body: { kind: 'deposit', period: 'daily', value: '500000.5' } });
    expect(pesoLimit.body.code, JSON.stringify(pesoLimit.body)).toBe('OK');
    expect(depositLimitOf(pesoLimit.body.value).value).toBe(50_000_050);
  });
});
