/**
 * Money in each brand's currency (issue 33): the Sao Vàng brand (vn.localhost) counts in đồng, a currency without
 * decimals, so its minor unit is the đồng itself and every decimal field equals its minor field; the demo brand
 * (localhost) counts in pesos, hundredths in its minor fields. Deposits, balances, amounts typed by a player, lottery
 * stakes and payouts and the provisioned limits follow the brand's currency.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema';
import { accountsClient, freshIp } from '../accounts-support';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { rid, walletBalances } from '../wallet-support';

const { app, tickAt } = await buildLotteryApp(vn('2031-03-10T10:00:20'));
const l = lotteryClient(app);
const db = l.db;
const at = (time: string) => tickAt(vn(`2031-03-10T${time}`));

/** player1 of a brand (the demo accounts exist on every brand), logged in on the brand's host. */
async function player1(host: 'vn.localhost' | 'localhost') {
  const api = accountsClient(app, { host });
  const ip = freshIp();
  const login = await api.login('player1', 'Player123!', ip);
  expect(login.body.code, JSON.stringify(login.body)).toBe('OK');
  const token = login.body.value.token as string;
  const brandId = host === 'vn.localhost' ? 'vn' : 'demo';
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.brandId, brandId), eq(members.username, 'player1')));
  const call = (name: Parameters<typeof api.call>[0], input: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) => api.call(name, { ...input, token, ip });
  return { memberId: row!.id, call, api };
}

describe('the đồng brand', () => {
  it('tells the web its currency and decimal places', async () => {
    const vnBrand = (await accountsClient(app, { host: 'vn.localhost' }).call('permission')).body.value.info.brand;
    expect(vnBrand).toMatchObject({ id: 'vn', currency: 'VND', currencyDigits: 0, currencySymbol: '₫' });
    const demo = (await accountsClient(app, { host: 'localhost' }).call('permission')).body.value.info.brand;
    expect(demo).toMatchObject({ id: 'demo', currency: 'PHP', currencyDigits: 2 });
  });

  it('deposits 100000 đồng through the sandbox: whole đồng in the order, the pay page and the balance', async () => {
    const m = await player1('vn.localhost');
    const before = await m.call('balance');
    // the opening balance at the đồng's size: 1.000.000 ₫ (₱1,000.00 on the peso brand)
    expect(before.body.value).toMatchObject({ sumBalance: 1_000_000, sumBalanceMinor: 1_000_000, currencySymbol: '₫' });

    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string; min: number; minMinor: number }>;
    const bank = channels.find((c) => c.type === 'BANK')!;
    // the provisioned minimum: ₱100.00 is 100.000 ₫, and the decimal field is the minor one
    expect(bank).toMatchObject({ min: 100_000, minMinor: 100_000 });
    const created = await m.call('depositCreate', { body: { channelId: bank.id, amount: '100000', requestId: rid('vnd') } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    expect(created.body.value).toMatchObject({ amount: 100_000, amountMinor: 100_000 });
    const orderNo = created.body.value.orderNo as string;

    const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${orderNo}` });
    expect(page.body).toContain('100.000\u00a0₫');
    const paid = await app.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}`, payload: { outcome: 'paid' } });
    expect(paid.statusCode).toBe(303);
    expect((await m.call('depositOrder', { query: { orderNo } })).body.value).toMatchObject({ status: 'paid', amount: 100_000, amountMinor: 100_000 });

    const after = (await m.call('balance')).body.value;
    expect(after).toMatchObject({ sumBalanceMinor: 1_100_000, mainBalanceMinor: 1_100_000 });
    expect(after.sumBalance).toBe(after.sumBalanceMinor);
    expect(after.mainBalance).toBe(after.mainBalanceMinor);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(1_100_000);
    // the inbox tells it in Vietnamese with the amount written as đồng
    const inbox = (await m.call('messages', { query: { pageNo: '1', pageSize: '5' }, headers: { language: 'vi' } })).body.value.list as Array<{ messageKey: string; content: string }>;
    expect(inbox.find((x) => x.messageKey === 'deposit_received')?.content).toBe(`Lệnh nạp ${orderNo} số tiền 100.000\u00a0₫ của bạn đã được cộng vào ví chính.`);
  });

  it('shows the peso brand its balance in pesos: the decimal field is the minor one / 100', async () => {
    const m = await player1('localhost');
    const value = (await m.call('balance')).body.value;
    expect(value.currencySymbol).toBe('₱');
    expect(value.sumBalance).toBe(value.sumBalanceMinor / 100);
  });

  it('refuses 1000.5 đồng (too many decimals) where the peso brand takes 10.5', async () => {
    const vnd = await player1('vn.localhost');
    const refused = await vnd.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '1000.5', requestId: rid('vnd') } });
    expect(refused.body).toMatchObject({ code: 'INVALID_AMOUNT', value: { field: 'amount', reason: 'too_many_decimals' } });
    // a withdrawal is typed the same way
    const withdrawal = await vnd.call('withdrawCreate', { body: { bankCardId: 1, amount: '150000.5', paymentPassword: 'Pay12345', requestId: rid('vnd') } });
    expect(withdrawal.body).toMatchObject({ code: 'INVALID_AMOUNT', value: { reason: 'too_many_decimals' } });
    const whole = await vnd.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '1000', requestId: rid('vnd') } });
    expect(whole.body.code, JSON.stringify(whole.body)).toBe('OK');
    expect(whole.body.value.moved).toEqual([{ from: 'MAIN', to: 'PG', amount: 1000, amountMinor: 1000 }]);

    const php = await player1('localhost');
    const accepted = await php.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '10.5', requestId: rid('php') } });
    expect(accepted.body.code, JSON.stringify(accepted.body)).toBe('OK');
    expect(accepted.body.value.moved).toEqual([{ from: 'MAIN', to: 'PG', amount: 10.5, amountMinor: 1050 }]);
  });

  it('gives the lottery rules in đồng: the provisioned minimum stake is 1.000 ₫ where the peso brand has ₱1.00', async () => {
    const playType = async (host: string, code: string) =>
      ((await accountsClient(app, { host }).call('lotteryRules', { query: { gameCode: 'VNMB' } })).body.value.playTypes as Array<{ code: string; minStake: number; minStakeMinor: number; maxStake: number; maxStakeMinor: number }>).find(
        (p) => p.code === code,
      )!;
    expect(await playType('vn.localhost', 'LO2')).toMatchObject({ minStake: 1_000, minStakeMinor: 1_000, maxStake: 10_000_000, maxStakeMinor: 10_000_000 });
    expect(await playType('localhost', 'LO2')).toMatchObject({ minStake: 1, minStakeMinor: 100, maxStake: 10_000, maxStakeMinor: 1_000_000 });
  });

  it('caps an in-house round at 1.000.000 ₫ where the peso brand caps it at ₱1,000.00', async () => {
    const largest = async (host: string) => ((await accountsClient(app, { host }).call('inhouseRules')).body.value.games as Array<{ maxStake: number; maxStakeMinor: number }>)[0];
    expect(await largest('vn.localhost')).toMatchObject({ maxStake: 1_000_000, maxStakeMinor: 1_000_000 });
    expect(await largest('localhost')).toMatchObject({ maxStake: 1_000, maxStakeMinor: 100_000 });
  });

  it('takes a whole-đồng lottery stake and pays the win in whole đồng', async () => {
    await at('10:01:10');
    const m = await player1('vn.localhost');
    const drawNo = await l.currentDrawNo('SSC5D');
    const refused = await m.call('lotteryPlaceBet', { body: { requestId: rid('lot'), gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG'], stake: '10000.5' } });
    expect(refused.body).toMatchObject({ code: 'INVALID_AMOUNT', value: { reason: 'too_many_decimals' } });
    // big and small: exactly one of them wins, 10.000 ₫ x 1.95
    const placed = await m.call('lotteryPlaceBet', { body: { requestId: rid('lot'), gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG', 'SMALL'], stake: '10000' } });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe('OK');
    expect(placed.body.value.bet).toMatchObject({ unitStake: 10_000, unitStakeMinor: 10_000, stake: 20_000, stakeMinor: 20_000, potentialWin: 19_500, potentialWinMinor: 19_500 });
    expect(placed.body.value.balance).toBe(placed.body.value.balanceMinor);
    const before = (await walletBalances(app, m.memberId)).MAIN!;

    await at('10:02:00');
    const settled = await l.expectPaidByRules('SSC5D', drawNo);
    const ticket = settled.tickets.find((t) => t.memberId === m.memberId)!;
    expect(ticket).toMatchObject({ status: 'won', winningBets: 1, payoutMinor: 19_500 });
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(before + 19_500);
    const mine = (await m.call('lotteryMyBets', { query: { gameCode: 'SSC5D' } })).body.value.list[0];
    expect(mine).toMatchObject({ status: 'won', payout: 19_500, payoutMinor: 19_500, stake: 20_000 });
  });

  it('writes the demo data in the brand\'s language and currency', async () => {
    const m = await player1('vn.localhost');
    const missions = (await m.call('missionSummary')).body.value.list as Array<{ code: string; title: string }>;
    expect(missions.find((x) => x.code === 'daily-slots-turnover')!.title).toBe('Đạt 1.000.000\u00a0₫ doanh thu cược nổ hũ');
    const demo = await player1('localhost');
    const demoMissions = (await demo.call('missionSummary')).body.value.list as Array<{ code: string; title: string }>;
    expect(demoMissions.find((x) => x.code === 'daily-slots-turnover')!.title).toMatch(/₱1,000/);
  });
});
