import { countedStake } from '../../src/modules/wallet/wager-worth';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, lotteryBets, lotteryDraws, operatorAudit } from '../../src/db/schema';
import { createLotteryEngine } from '../../src/modules/lottery/engine';
import { OPS_HOST, testAdminToken, testOperatorKey, TEST_OPERATOR } from '../helper';
import { operatorTokens } from '../operators-support';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { expectLedgerConsistent, rid, walletBalances } from '../wallet-support';

/*
 * The lottery end to end on the real app and database, with a simulated clock: the tests run in order and move the
 * clock forward through one local day (Monday 2031-03-10, Asia/Ho_Chi_Minh), ticking the scheduler by hand.
 */
const { app, set, tickAt } = await buildLotteryApp(vn('2031-03-10T10:00:20'));
const l = lotteryClient(app);
const db = l.db;
const at = (time: string) => tickAt(vn(`2031-03-10T${time}`));
/** A member's main wallet balance (minor units). */
const main = async (m: { memberId: number }) => (await walletBalances(app, m.memberId)).MAIN ?? 0;
const get = (name: Parameters<typeof l.api.call>[0], query: Record<string, string>, extra: { token?: string; host?: string } = {}) => l.api.call(name, { query, ...extra });

describe('menus and rules', () => {
  it('groups the Vietnamese games by region with their schedules', async () => {
    const res = await get('vnGameMenu', { prizeMode: 'Lott', device: 'WEB' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = res.body.value as Array<{ gameGroupCode: string; labelKey: string; gameMenus: Array<Record<string, unknown>> }>;
    expect(groups.map((g) => g.gameGroupCode)).toEqual(['MB', 'MT', 'MN', 'VIP']);
    const north = groups[0]!.gameMenus[0]!;
    expect(north).toMatchObject({ gameCode: 'VNMB', layout: 'VN_NORTH', region: 'NORTH', vassalage: 'TCG_LOTTO_VN', route: '/vnlottery', drawsToday: true });
    expect((north.nextDraw as { drawAt: number }).drawAt).toBe(vn('2031-03-10T18:15:00').getTime());
    const south = groups[2]!.gameMenus as Array<{ gameCode: string; drawsToday: boolean; schedule: { drawTime: string } }>;
    expect(south.find((g) => g.gameCode === 'VNMN_HCM')).toMatchObject({ drawsToday: true, schedule: { drawTime: '16:15' } });
    expect(south.find((g) => g.gameCode === 'VNMN_BTR')!.drawsToday).toBe(false); // Tuesday's province
    expect(groups[1]!.gameMenus.length).toBeGreaterThanOrEqual(10);
  });

  it('lists the fast games under Elott, everything without a prize mode, nothing for SEA', async () => {
    const fast = (await get('vnGameMenu', { prizeMode: 'Elott' })).body.value as Array<{ gameGroupCode: string; gameMenus: Array<{ gameCode: string; schedule: unknown; route: string }> }>;
    expect(fast.map((g) => g.gameGroupCode)).toEqual(['FAST5D']);
    expect(fast[0]!.gameMenus.map((g) => [g.gameCode, g.schedule, g.route])).toEqual([
      ['SSC5D', { kind: 'interval', intervalSeconds: 60 }, '/lottery'],
      ['SSC5D3', { kind: 'interval', intervalSeconds: 180 }, '/lottery'],
      ['SSC5D5', { kind: 'interval', intervalSeconds: 300 }, '/lottery'],
    ]);
    expect(((await get('vnGameMenu', {})).body.value as unknown[]).length).toBe(5);
    expect((await get('vnGameMenu', { prizeMode: 'SEA' })).body.value).toEqual([]);
    const bad = await get('vnGameMenu', { prizeMode: 'XYZ' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("gives each brand its own odds and stake limits", async () => {
    const demo = await get('lotteryRules', { gameCode: 'VNMB' });
    const tiger = await get('lotteryRules', { gameCode: 'VNMB' }, { host: 'tiger.localhost' });
    type Info = { code: string; oddsThousandths: number; odds: number; minStakeMinor: number; digits: number | null };
    const de = (r: typeof demo) => (r.body.value.playTypes as Info[]).find((p) => p.code === 'DE')!;
    expect(de(demo)).toMatchObject({ oddsThousandths: 95_000, odds: 95, digits: 2, minStakeMinor: 100 });
    expect(de(tiger).oddsThousandths).toBe(97_000);
    expect((demo.body.value.prizeTable as unknown[]).length).toBe(8);
    const fast = await get('lotteryRules', { gameCode: 'SSC5D' });
    expect((fast.body.value.playTypes as Info[]).map((p) => p.code)).toEqual(['SUM_BIG_SMALL', 'SUM_ODD_EVEN', 'LAST_BIG_SMALL', 'LAST_ODD_EVEN']);
    expect(fast.body.value.prizeTable).toBeNull();
    const unknown = await get('lotteryRules', { gameCode: 'NOPE' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const bad = await get('lotteryRules', { gameCode: 'x' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('draw lifecycle', () => {
  it('opens with the seed committed, closes at the cutoff, draws at the draw time and reveals the seed', async () => {
    await at('10:00:20');
    const drawNo = await l.currentDrawNo('SSC5D');
    expect(drawNo).toBe('20310310-0601');
    const current = await get('lotteryCurrentDraw', { gameCode: 'SSC5D' });
    expect(current.body.value).toMatchObject({
      gameCode: 'SSC5D',
      serverTime: vn('2031-03-10T10:00:20').getTime(),
      current: { drawNo, status: 'open', serverSeed: null, result: null, closeAt: vn('2031-03-10T10:00:55').getTime(), drawAt: vn('2031-03-10T10:01:00').getTime() },
      nextDraw: { drawNo: '20310310-0602' },
    });
    expect(current.body.value.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // the spec's call needs a login
    const anonymous = await get('openedNumero', { gameCode: 'SSC5D' });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'NOT_LOGGED_IN']);

    await at('10:00:54');
    expect((await l.draw('SSC5D', drawNo))!.status).toBe('open');
    const closing = await at('10:00:55');
    expect(closing.closed).toBeGreaterThanOrEqual(1);
    expect((await l.draw('SSC5D', drawNo))!.status).toBe('closed');

    const drawing = await at('10:01:00');
    expect(drawing.drawn).toBeGreaterThanOrEqual(1);
    const drawn = await l.draw('SSC5D', drawNo);
    expect(drawn).toMatchObject({ status: 'settled' }); // no tickets: settled in the same tick
    const history = await get('vnOpenedNumeros', { gameCode: 'SSC5D', count: '3' });
    expect(history.body.value.list[0]).toMatchObject({ drawNo, status: 'settled', serverSeed: drawn!.serverSeed, seedHash: drawn!.seedHash });
    expect(history.body.value.list).toHaveLength(3);
    const verify = await get('lotteryVerify', { gameCode: 'SSC5D', drawNo });
    expect(verify.body.value).toMatchObject({ hashMatches: true, resultMatches: true, serverSeed: drawn!.serverSeed });
    const detail = await get('lotteryDraw', { gameCode: 'SSC5D', drawNo });
    expect(detail.body.value.summary.sum).toBe((drawn!.result as { digits: number[] }).digits.reduce((a, b) => a + b, 0));
    expect(detail.body.value.prizeTable).toBeNull();
    // the next draw is open and keeps its seed secret
    const next = await get('lotteryCurrentDraw', { gameCode: 'SSC5D' });
    expect(next.body.value.current).toMatchObject({ drawNo: '20310310-0602', status: 'open', serverSeed: null });
    expect(next.body.value.previous.drawNo).toBe(drawNo);
    const early = await get('lotteryVerify', { gameCode: 'SSC5D', drawNo: '20310310-0602' });
    expect([early.status, early.body.code]).toEqual([409, 'DRAW_NOT_DRAWN']);
    const missing = await get('lotteryDraw', { gameCode: 'SSC5D', drawNo: '20310310-0999' });
    expect([missing.status, missing.body.code]).toEqual([404, 'DRAW_NOT_FOUND']);
  });

  it('shows a VN draw with its prize table', async () => {
    const today = await get('lotteryDraw', { gameCode: 'VNMB', drawNo: '20310310' });
    // created by the ticks above, open until 18:14:30
    expect(today.body.value.draw).toMatchObject({ status: 'open', result: null });
    expect(today.body.value.prizeTable.map((r: { prize: string; count: number; numbers: string[] }) => [r.prize, r.count, r.numbers.length])).toEqual([
      ['special', 1, 0],
      ['first', 1, 0],
      ['second', 2, 0],
      ['third', 6, 0],
      ['fourth', 4, 0],
      ['fifth', 6, 0],
      ['sixth', 3, 0],
      ['seventh', 4, 0],
    ]);
  });
});

let player: Awaited<ReturnType<typeof l.member>>;

describe('betting and settlement', () => {
  it('debits tickets and credits their wins after the draw, as the rules compute them', async () => {
    await at('10:01:10');
    player = await l.member('100');
    const fastDraw = await l.currentDrawNo('SSC5D');
    const vipDraw = await l.currentDrawNo('VNHCMVIP');
    expect([fastDraw, vipDraw]).toEqual(['20310310-0602', '20310310-0121']);

    const first = await l.bet(player, { gameCode: 'SSC5D', drawNo: fastDraw, playType: 'SUM_BIG_SMALL', numbers: ['big', 'SMALL'], stake: '2.50' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({
      duplicate: false,
      balanceMinor: 95_00,
      bet: { gameCode: 'SSC5D', drawNo: fastDraw, playType: 'SUM_BIG_SMALL', numbers: ['BIG', 'SMALL'], betCount: 2, unitStakeMinor: 250, stakeMinor: 500, oddsThousandths: 1950, potentialWinMinor: 487, status: 'open', drawStatus: 'open' },
    });
    const tickets: Array<[string, string, string, string[], string]> = [
      ['SSC5D', fastDraw, 'SUM_ODD_EVEN', ['ODD'], '1'],
      ['SSC5D', fastDraw, 'LAST_BIG_SMALL', ['BIG'], '1'],
      ['VNHCMVIP', vipDraw, 'LO2', ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'], '1'],
      ['VNHCMVIP', vipDraw, 'DE', ['12', '34'], '1'],
      ['VNHCMVIP', vipDraw, 'XIEN2', ['01', '02', '03'], '1'],
      ['VNHCMVIP', vipDraw, 'BA_CANG', ['123'], '1'],
      ['VNHCMVIP', vipDraw, 'LO3', ['456'], '1'],
      ['VNHCMVIP', vipDraw, 'DE_FIRST', ['56'], '1'],
    ];
    for (const [gameCode, drawNo, playType, numbers, stake] of tickets) {
      const res = await l.bet(player, { gameCode, drawNo, playType: playType as never, numbers, stake });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // 5.00 + 1 + 1 + 10 + 2 + 3 + 1 + 1 + 1
    expect(await main(player)).toBe(100_00 - 25_00);
    const mine = await player.call('lotteryMyBets', { query: {} });
    expect(mine.body.value.total).toBe(9);
    expect(mine.body.value.list[0]).toMatchObject({ gameCode: 'VNHCMVIP', playType: 'DE_FIRST', status: 'open', result: null });

    // the fast draw: drawn and settled in the tick at its draw time
    await at('10:02:00');
    const fast = await l.expectPaidByRules('SSC5D', fastDraw);
    const fastPaid = fast.tickets.reduce((sum, t) => sum + t.payoutMinor, 0);
    // exactly one of BIG and SMALL wins: 2.50 x 1.95, rounded down to the cent
    expect(fast.tickets.find((t) => t.playType === 'SUM_BIG_SMALL')).toMatchObject({ status: 'won', winningBets: 1, payoutMinor: 487 });
    expect(await main(player)).toBe(75_00 + fastPaid);

    // the VIP draw at 10:05
    await at('10:05:00');
    const vip = await l.expectPaidByRules('VNHCMVIP', vipDraw);
    const vipPaid = vip.tickets.reduce((sum, t) => sum + t.payoutMinor, 0);
    expect(await main(player)).toBe(75_00 + fastPaid + vipPaid);
    expect((await l.drawTransactions(vip.draw.id, 'win')).totalMinor).toBe(vipPaid);

    // the wallet's bet rows (betting record, turnover) follow the tickets
    const walletBets = await db.select().from(bets).where(eq(bets.memberId, player.memberId));
    expect(walletBets).toHaveLength(9);
    for (const b of walletBets) expect(b).toMatchObject({ status: 'settled', gameType: 'ELOTT', validBetMinor: countedStake(b.stakeMinor, b.wagerWeightBp) });
    // the big-and-small ticket covers both sides: it counts one side's stake; the two đề numbers cover each other too
    const weightOf = (playType: string) => walletBets.find((b) => (b.details as { playType: string }).playType === playType)!.wagerWeightBp;
    // the even-money fast bets keep 2.5%, under the 4% floor: 62.5% of their stake counts, and half of that for both sides
    expect([weightOf('SUM_BIG_SMALL'), weightOf('DE'), weightOf('LO2'), weightOf('SUM_ODD_EVEN')]).toEqual([3_125, 5_000, 10_000, 6_250]);
    expect(walletBets.reduce((s, b) => s + b.payoutMinor, 0)).toBe(fastPaid + vipPaid);
    const records = await player.call('betRecords', { query: { vassalage: 'TCG_SEA' } });
    expect(records.body.value.list.length).toBe(3);
    const settled = await player.call('lotteryMyBets', { query: { gameCode: 'SSC5D' } });
    expect(settled.body.value.list.every((b: { status: string; result: unknown; drawStatus: string }) => b.status !== 'open' && b.result && b.drawStatus === 'settled')).toBe(true);
    await expectLedgerConsistent(app);
  });

  it('refuses bad tickets with stable codes, moving no money', async () => {
    await at('10:05:30');
    const drawNo = await l.currentDrawNo('SSC5D'); // 0606, closes 10:05:55
    const vnmb = '20310310';
    const before = await main(player);
    const cases: Array<[string, Record<string, unknown>, number, string, Record<string, unknown>?]> = [
      ['past draw', { gameCode: 'SSC5D', drawNo: '20310310-0601', playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' }, 409, 'DRAW_CLOSED', { status: 'settled' }],
      ['future draw', { gameCode: 'SSC5D', drawNo: '20310310-0900', playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' }, 404, 'DRAW_NOT_FOUND'],
      ['unknown game', { gameCode: 'NOPE', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' }, 404, 'GAME_NOT_FOUND'],
      ['play type of another layout', { gameCode: 'SSC5D', drawNo, playType: 'LO2', numbers: ['12'], stake: '1' }, 400, 'INVALID_PLAY_TYPE'],
      ['digit count', { gameCode: 'VNMB', drawNo: vnmb, playType: 'DE', numbers: ['5'], stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'WRONG_DIGIT_COUNT', digits: 2 }],
      ['not digits', { gameCode: 'VNMB', drawNo: vnmb, playType: 'LO2', numbers: ['a1'], stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'NOT_DIGITS' }],
      ['duplicate numbers', { gameCode: 'VNMB', drawNo: vnmb, playType: 'LO2', numbers: ['11', '11'], stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'DUPLICATE' }],
      ['too few for xiên 3', { gameCode: 'VNMB', drawNo: vnmb, playType: 'XIEN3', numbers: ['11', '12'], stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'TOO_FEW', min: 3 }],
      ['too many for xiên', { gameCode: 'VNMB', drawNo: vnmb, playType: 'XIEN2', numbers: Array.from({ length: 11 }, (_, i) => String(i + 10)), stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'TOO_MANY' }],
      ['unknown option', { gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['ODD'], stake: '1' }, 400, 'INVALID_SELECTION', { problem: 'UNKNOWN_OPTION' }],
      ['stake below the minimum', { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '0.50' }, 400, 'AMOUNT_OUT_OF_RANGE', { minMinor: 100 }],
      ['stake above the maximum', { gameCode: 'VNMB', drawNo: vnmb, playType: 'BA_CANG', numbers: ['123'], stake: '2000.01' }, 400, 'AMOUNT_OUT_OF_RANGE', { maxMinor: 200_000 }],
      ['stake not a number', { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: 'abc' }, 400, 'INVALID_AMOUNT'],
      ['stake with 3 decimals', { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1.005' }, 400, 'INVALID_AMOUNT'],
      ['negative stake', { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: -1 }, 400, 'INVALID_AMOUNT'],
      ['unknown play type', { gameCode: 'SSC5D', drawNo, playType: 'FOO', numbers: ['ODD'], stake: '1' }, 400, 'VALIDATION_ERROR'],
      ['no numbers', { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: [], stake: '1' }, 400, 'VALIDATION_ERROR'],
      ['malformed draw number', { gameCode: 'SSC5D', drawNo: 'today', playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [name, body, status, code, value] of cases) {
      const res = await player.call('lotteryPlaceBet', { body: { requestId: rid('bad'), ...body } });
      expect([res.status, res.body.code], name).toEqual([status, code]);
      if (value) expect(res.body.value, name).toMatchObject(value);
    }
    const noRequestId = await player.call('lotteryPlaceBet', { body: { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' } });
    expect([noRequestId.status, noRequestId.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const anonymous = await l.api.call('lotteryPlaceBet', { body: { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1', requestId: rid() } });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await l.trial();
    const trialBet = await l.bet(trial, { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' });
    expect([trialBet.status, trialBet.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);

    const poor = await l.member('1');
    const broke = await l.bet(poor, { gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG', 'SMALL'], stake: '1' });
    expect([broke.status, broke.body.code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await db.select().from(lotteryBets).where(eq(lotteryBets.memberId, poor.memberId))).toEqual([]);
    expect(await db.select().from(bets).where(eq(bets.memberId, poor.memberId))).toEqual([]);
    expect(await main(poor)).toBe(100);

    // at the cutoff the current draw refuses
    await at('10:05:55');
    const late = await l.bet(player, { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' });
    expect([late.status, late.body.code, late.body.value.status]).toEqual([409, 'DRAW_CLOSED', 'closed']);
    expect(await main(player)).toBe(before);
  });

  it('is idempotent by request id, also after the draw closed', async () => {
    await at('10:06:10');
    const drawNo = await l.currentDrawNo('SSC5D');
    const before = await main(player);
    const body = { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN' as const, numbers: ['EVEN'], stake: '3', requestId: rid('same') };
    const first = await l.bet(player, body);
    const again = await l.bet(player, body);
    expect(first.body.value.duplicate).toBe(false);
    expect(again.body.value).toMatchObject({ duplicate: true, bet: { id: first.body.value.bet.id }, balanceMinor: before - 300 });
    const changed = await l.bet(player, { ...body, numbers: ['ODD'] });
    expect([changed.status, changed.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    await at('10:06:56');
    const afterClose = await l.bet(player, body);
    expect(afterClose.body.value).toMatchObject({ duplicate: true, bet: { id: first.body.value.bet.id } });
    expect(await main(player)).toBe(before - 300);
    await at('10:07:00');
    await l.expectPaidByRules('SSC5D', drawNo);
  });
});

describe('concurrent bets at one account', () => {
  it('never takes the balance below zero and keeps the ledger balanced', { timeout: 60_000 }, async () => {
    await at('10:07:05');
    const m = await l.member('10');
    const drawNo = await l.currentDrawNo('SSC5D');
    const same = rid('twin');
    const calls = [
      ...Array.from({ length: 30 }, () => l.bet(m, { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '1' })),
      ...Array.from({ length: 10 }, () => l.bet(m, { gameCode: 'SSC5D', drawNo, playType: 'SUM_BIG_SMALL', numbers: ['BIG'], stake: '1', requestId: same })),
    ];
    const results = await Promise.all(calls);
    for (const r of results) {
      expect([200, 400], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 400) expect(r.body.code).toBe('INSUFFICIENT_BALANCE');
    }
    const twins = results.slice(30).filter((r) => r.status === 200);
    expect(new Set(twins.map((r) => r.body.value.bet.id)).size).toBeLessThanOrEqual(1);
    const tickets = await db.select().from(lotteryBets).where(eq(lotteryBets.memberId, m.memberId));
    expect(tickets.length).toBe(10); // 10.00 buys ten 1.00 tickets, however the calls interleave
    expect(await main(m)).toBe(0);
    await expectLedgerConsistent(app);
    await at('10:08:00');
    await l.expectPaidByRules('SSC5D', drawNo);
    await expectLedgerConsistent(app);
  });
});

describe('cancel and refund', () => {
  it('refunds every ticket of a cancelled draw once and refuses bets on it', async () => {
    await at('12:00:00');
    const a = await l.member('50');
    const b = await l.member('50');
    const drawNo = '20310310';
    for (const [m, playType, numbers] of [
      [a, 'LO2', ['11', '22']],
      [a, 'XIEN4', ['11', '22', '33', '44', '55']],
      [b, 'DE', ['99']],
    ] as const) {
      const res = await l.bet(m, { gameCode: 'VNMB', drawNo, playType, numbers: [...numbers], stake: '2' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await main(a)).toBe(50_00 - 14_00);
    const admin = (body: unknown, token = testOperatorKey) => app.inject({ method: 'POST', url: '/ops/api/lottery/draws/cancel', headers: { authorization: `Bearer ${token}`, host: OPS_HOST }, payload: body as object });
    // the master token is no operator credential; an operator without lottery.write is refused
    expect((await admin({ gameCode: 'VNMB', drawNo, reason: 'x' }, testAdminToken)).statusCode).toBe(401);
    const forbidden = await admin({ gameCode: 'VNMB', drawNo, reason: 'x' }, (await operatorTokens(app)).support);
    expect([forbidden.statusCode, forbidden.json().value]).toEqual([403, { permission: 'lottery.write' }]);
    const cancelled = await admin({ gameCode: 'VNMB', drawNo, reason: 'Results source unavailable' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value).toMatchObject({ draw: { status: 'cancelled', cancelReason: 'Results source unavailable' }, refund: { tickets: 3, credited: 2, finished: true } });
    expect(await main(a)).toBe(50_00);
    expect(await main(b)).toBe(50_00);
    const tickets = await l.ticketsOf(and(eq(lotteryBets.gameCode, 'VNMB'), eq(lotteryBets.drawNo, drawNo))!);
    expect(tickets.map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const walletRows = await db.select().from(bets).where(eq(bets.memberId, a.memberId));
    expect(walletRows.every((r) => r.status === 'cancelled' && r.validBetMinor === 0)).toBe(true);

    const after = await l.bet(a, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['10'], stake: '1' });
    expect([after.status, after.body.code, after.body.value.status]).toEqual([409, 'DRAW_CLOSED', 'cancelled']);
    const draw = (await l.draw('VNMB', drawNo))!;
    const refunds = await l.drawTransactions(draw.id, 'rollback');
    expect(refunds).toEqual({ count: 2, totalMinor: 16_00 });
    // again: nothing more moves
    const again = await admin({ gameCode: 'VNMB', drawNo, reason: 'again' });
    expect(again.json().value.refund.tickets).toBe(0);
    expect(await l.drawTransactions(draw.id, 'rollback')).toEqual(refunds);
    // both cancels are in the audit trail under the token owner's name, from the client's address
    const trail = await db.select().from(operatorAudit).where(eq(operatorAudit.target, `draw:VNMB:${drawNo}`));
    expect(trail.map((r) => [r.actor, r.action, (r.detail as { reason: string }).reason, r.ip !== null])).toEqual([
      [TEST_OPERATOR, 'lottery.draw.cancel', 'Results source unavailable', true],
      [TEST_OPERATOR, 'lottery.draw.cancel', 'again', true],
    ]);
    // the scheduler leaves it cancelled at its draw time
    await at('18:16:00');
    expect((await l.draw('VNMB', drawNo))!.status).toBe('cancelled');
    // a drawn draw cannot be cancelled
    const settled = await admin({ gameCode: 'SSC5D', drawNo: '20310310-0601', reason: 'late' });
    expect([settled.statusCode, settled.json().code]).toEqual([409, 'INVALID_STATE']);
    const badBody = await admin({ gameCode: 'SSC5D' });
    expect([badBody.statusCode, badBody.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    await expectLedgerConsistent(app);
  });
});

describe('restart catch-up', () => {
  it('draws what was open while the server was down, once, even with two schedulers', { timeout: 60_000 }, async () => {
    await at('18:20:10');
    const m = await l.member('100');
    const placed: Array<[string, string]> = [];
    for (const [gameCode, playType, numbers] of [
      ['SSC5D', 'SUM_BIG_SMALL', ['BIG']],
      ['SSC5D3', 'LAST_ODD_EVEN', ['ODD', 'EVEN']],
      ['VNHCMVIP', 'LO2', ['10', '20', '30']],
    ] as const) {
      const drawNo = await l.currentDrawNo(gameCode);
      placed.push([gameCode, drawNo]);
      const res = await l.bet(m, { gameCode, drawNo, playType, numbers: [...numbers], stake: '5' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // the server stops here; it comes back 30 minutes later as two instances sharing the database
    const later = vn('2031-03-10T18:50:30');
    set(later);
    const first = createLotteryEngine({ db, brands: app.brands, now: () => later });
    const second = createLotteryEngine({ db, brands: app.brands, now: () => later });
    await Promise.all([first.tick(later), second.tick(later)]);
    for (const [gameCode, drawNo] of placed) {
      const { draw, tickets } = await l.expectPaidByRules(gameCode, drawNo);
      const winners = new Set(tickets.filter((t) => t.payoutMinor > 0).map((t) => t.memberId)).size;
      expect((await l.drawTransactions(draw.id, 'win')).count, gameCode).toBe(winners);
    }
    // slots that never had a row (nobody could bet on them) are skipped, not invented
    const fastRows = await db
      .select({ drawNo: lotteryDraws.drawNo })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, 'SSC5D'), sql`${lotteryDraws.drawAt} between ${vn('2031-03-10T18:21:00').toISOString()}::timestamptz and ${vn('2031-03-10T18:51:00').toISOString()}::timestamptz`));
    expect(fastRows.map((r) => r.drawNo).sort()).toEqual(['20310310-1101', '20310310-1131']);
    // the draws verify from their revealed seeds
    for (const [gameCode, drawNo] of placed) {
      const verify = await get('lotteryVerify', { gameCode, drawNo });
      expect(verify.body.value, gameCode).toMatchObject({ hashMatches: true, resultMatches: true });
    }
    // more ticks move nothing
    const balance = await main(m);
    const transactions = await l.countOf(sql`select count(*)::int as n from ledger_transactions`);
    await Promise.all([first.tick(later), second.tick(later), app.lottery.tick(later)]);
    expect(await main(m)).toBe(balance);
    expect(await l.countOf(sql`select count(*)::int as n from ledger_transactions`)).toBe(transactions);
    await expectLedgerConsistent(app);
  });
});

describe('settlement reruns', () => {
  it('moves nothing when run again, after a crash before the final step, or twice at once', { timeout: 60_000 }, async () => {
    await at('18:51:05');
    const members = [await l.member('100'), await l.member('100'), await l.member('100')];
    const drawNo = await l.currentDrawNo('SSC5D');
    for (const m of members) {
      for (const [playType, numbers] of [
        ['SUM_BIG_SMALL', ['BIG']],
        ['SUM_BIG_SMALL', ['SMALL']],
        ['SUM_ODD_EVEN', ['ODD']],
        ['LAST_ODD_EVEN', ['EVEN']],
      ] as const) {
        expect((await l.bet(m, { gameCode: 'SSC5D', drawNo, playType, numbers: [...numbers], stake: '2' })).status).toBe(200);
      }
    }
    // drawn but not settled: a second engine with tiny batches settles while the app's engine does the same
    const drawAt = vn('2031-03-10T18:52:00');
    set(drawAt);
    const other = createLotteryEngine({ db, brands: app.brands, now: () => drawAt, settlementBatchSize: 3 });
    await Promise.all([other.tick(drawAt), app.lottery.tick(drawAt)]);
    const { draw, tickets } = await l.expectPaidByRules('SSC5D', drawNo);
    expect(tickets).toHaveLength(12);
    const paid = tickets.reduce((s, t) => s + t.payoutMinor, 0);
    const credited = await l.drawTransactions(draw.id, 'win');
    expect(credited.totalMinor).toBe(paid);
    const balances = await Promise.all(members.map(main));
    expect(balances.reduce((s, b) => s + b, 0)).toBe(3 * 100_00 - 12 * 200 + paid);

    // rerun
    expect(await app.lottery.settle('SSC5D', drawNo, { actor: TEST_OPERATOR })).toMatchObject({ tickets: 0, paidMinor: 0, finished: true });
    // a crash after the last batch and before the draw was marked settled
    await db.update(lotteryDraws).set({ status: 'drawn', settledAt: null }).where(eq(lotteryDraws.id, draw.id));
    expect(await app.lottery.settle('SSC5D', drawNo, { actor: TEST_OPERATOR })).toMatchObject({ tickets: 0, paidMinor: 0, finished: true });
    expect((await l.draw('SSC5D', drawNo))!.status).toBe('settled');
    expect(await l.drawTransactions(draw.id, 'win')).toEqual(credited);
    expect(await Promise.all(members.map(main))).toEqual(balances);
    await expectLedgerConsistent(app);
  });
});

describe('records, recent games, history and launch', () => {
  it('pages and filters my bets', async () => {
    const page = await player.call('lotteryMyBets', { query: { pageSize: '4', pageNo: '2' } });
    expect(page.body.value).toMatchObject({ pageNo: 2, pageSize: 4, total: 10, totalPages: 3 });
    expect(page.body.value.list).toHaveLength(4);
    const won = await player.call('lotteryMyBets', { query: { status: 'won' } });
    expect(won.body.value.list.every((b: { status: string; payoutMinor: number }) => b.status === 'won' && b.payoutMinor > 0)).toBe(true);
    const byDraw = await player.call('lotteryMyBets', { query: { drawNo: '20310310-0121' } });
    expect(byDraw.body.value.total).toBe(6);
    const bad = await player.call('lotteryMyBets', { query: { status: 'lucky' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("lists the member's recently played games", async () => {
    const recent = await player.call('vnGameMenuRecent', { query: {} });
    expect(recent.body.value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['SSC5D', 'VNHCMVIP']);
    const fast = await player.call('vnGameMenuRecent', { query: { prizeMode: 'Lott' } });
    expect(fast.body.value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNHCMVIP']);
    const anonymous = await l.api.call('vnGameMenuRecent', {});
    expect(anonymous.status).toBe(401);
  });

  it('shows the last 100 draws with results, newest first, and their trend', async () => {
    const history = await get('vnOpenedNumeros', { gameCode: 'VNMN' });
    const list = history.body.value.list as Array<{ drawAt: number; serverSeed: string | null; result: unknown; status: string }>;
    expect(list.length).toBeGreaterThan(20); // seeded history plus today's draw
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list.every((d, i) => d.serverSeed && d.result && (i === 0 || d.drawAt < list[i - 1]!.drawAt))).toBe(true);
    const cancelledHidden = await get('vnOpenedNumeros', { gameCode: 'VNMB', count: '200' });
    expect(cancelledHidden.body.value.list.some((d: { drawNo: string }) => d.drawNo === '20310310')).toBe(false);
    const tooMany = await get('vnOpenedNumeros', { gameCode: 'VNMB', count: '201' });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const trend = await get('lotteryTrend', { gameCode: 'VNMN', count: '30' });
    expect(trend.body.value.loFrequency).toHaveLength(100);
    expect(trend.body.value.draws).toHaveLength(30);
    const fastTrend = await get('lotteryTrend', { gameCode: 'SSC5D', count: '10' });
    expect(fastTrend.body.value.positionFrequency).toHaveLength(5);
  });

  it('launches our own lottery pages', async () => {
    const launch = (query: Record<string, string>, m = player) => m.call('lotteryLaunch', { query });
    const vnBetting = await launch({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'VNMB', lottoView: 'betting', device: 'WEB', backUrl: '/vnlottery', language: 'EN' });
    expect(vnBetting.body.value.url).toBe('/vnlottery?gameCode=VNMB&backUrl=%2Fvnlottery&language=EN');
    expect((await launch({ lottoGameCode: 'SSC5D', lottoView: 'betting' })).body.value.url).toBe('/lottery?gameCode=SSC5D&playType=SUM_BIG_SMALL');
    expect((await launch({ lottoArea: 'VN', lottoView: 'lobby' })).body.value.url).toBe('/vnlottery');
    expect((await launch({ lottoPrizeMode: 'Elott' })).body.value.url).toBe('/lottery');
    for (const [query, code] of [
      [{ lottoView: 'betting' }, 'VALIDATION_ERROR'],
      [{ backUrl: '//evil.example/' }, 'VALIDATION_ERROR'],
      [{ backUrl: 'https://evil.example/' }, 'VALIDATION_ERROR'],
      [{ lottoView: 'sideways' }, 'VALIDATION_ERROR'],
      [{ launchMode: 'GLS' }, 'VALIDATION_ERROR'],
      [{ lottoGameCode: 'NOPE', lottoView: 'betting' }, 'GAME_NOT_FOUND'],
    ] as const) {
      expect((await launch(query as Record<string, string>)).body.code, JSON.stringify(query)).toBe(code);
    }
    const trial = await l.trial();
    expect((await launch({ lottoArea: 'VN' }, trial)).body.code).toBe('TRIAL_ACCOUNT');
  });
});
