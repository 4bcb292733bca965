import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, operatorAudit, vipMemberDaily } from '../../src/db/schema';
import { brandDay } from '../../src/modules/loyalty/periods';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { loyaltyClient, testOperatorCalls } from '../loyalty-support';

/*
 * Points earned from valid turnover: at the brand's rate per category (demo: points per 100 of valid turnover RNG 10,
 * LIVE 3, ELOTT 2), times the member's tier multiplier, exact across many small bets (the carry), on every path that
 * settles a bet: the ledger's creditWin, one statement settling many rows, and the lottery's batch settlement.
 */
const { app, set } = await buildLotteryApp(vn('2031-03-10T10:00:20'));
const l = loyaltyClient(app);
const lottery = lotteryClient(app);
const ops = testOperatorCalls(app);
const db = app.database.db;

describe('points per category', () => {
  it('earns at each category’s rate when a bet settles, with one earn row per bet that makes a whole point', async () => {
    const m = await l.member();
    const open = await l.place(m.memberId, 10_000, 'RNG');
    expect(await l.points(m.memberId)).toMatchObject({ points: 0 }); // nothing while open
    const rng = await l.bet(m.memberId, 10_000, 'RNG'); // 100 x 10 / 100
    const live = await l.bet(m.memberId, 10_000, 'LIVE', 25_000); // 3, whatever it paid
    const elott = await l.bet(m.memberId, 5_000, 'ELOTT'); // 1
    const sports1 = await l.bet(m.memberId, 1_000, 'SPORTS'); // 0.5: carried
    const sports2 = await l.bet(m.memberId, 1_000, 'SPORTS'); // 0.5 more: the whole point crosses here
    await l.cancel(m.memberId, open.betKey); // never settled: earns nothing
    expect(await l.pointRows(m.memberId)).toEqual([
      { kind: 'earn', change: 10, balanceAfter: 10, meta: { gameType: 'RNG', betId: rng.betId } },
      { kind: 'earn', change: 3, balanceAfter: 13, meta: { gameType: 'LIVE', betId: live.betId } },
      { kind: 'earn', change: 1, balanceAfter: 14, meta: { gameType: 'ELOTT', betId: elott.betId } },
      { kind: 'earn', change: 1, balanceAfter: 15, meta: { gameType: 'SPORTS', betId: sports2.betId } },
    ]);
    expect(sports1.betId).toBeLessThan(sports2.betId);
    expect(await l.points(m.memberId)).toEqual({ points: 15, earnedTotal: 15, carry: 0 });
    // the balance call of the points ledger reads the same row
    const [day] = await db.select().from(vipMemberDaily).where(and(eq(vipMemberDaily.memberId, m.memberId), eq(vipMemberDaily.day, brandDay(new Date(), 'Asia/Manila'))));
    expect(day).toMatchObject({ turnoverMinor: 27_000, depositMinor: 0 });
  });

  it('loses nothing across many small bets: 30 single settlements and 100 settled in one statement', async () => {
    const m = await l.member();
    // 30 x 1.00 on LIVE: 0.03 point each, 0.90 in all
    for (let i = 0; i < 30; i++) await l.bet(m.memberId, 100, 'LIVE');
    expect(await l.points(m.memberId)).toEqual({ points: 0, earnedTotal: 0, carry: 90_000_000 });
    expect(await l.pointRows(m.memberId)).toEqual([]);

    // 100 x 1.00 more, settled by one UPDATE (like a batch settlement): 3.90 in all, a row at each whole point
    const rows = await db
      .insert(bets)
      .values(Array.from({ length: 100 }, (_, i) => ({ brandId: 'demo', memberId: m.memberId, vendor: 'SBX', gameType: 'LIVE', gameCode: 'g', gameName: 'g', wallet: 'MAIN', stakeMinor: 100, betKey: `bulk-${i}` })))
      .returning({ id: bets.id });
    await db.execute(sql`update bets set status = 'settled', valid_bet_minor = stake_minor, settled_at = now() where member_id = ${m.memberId} and bet_key like 'bulk-%'`);
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    // the carry 0.90 + 0.03 x k crosses 1 at the 4th bet, 2 at the 37th, 3 at the 70th
    expect(await l.pointRows(m.memberId)).toEqual([
      { kind: 'earn', change: 1, balanceAfter: 1, meta: { gameType: 'LIVE', betId: ids[3] } },
      { kind: 'earn', change: 1, balanceAfter: 2, meta: { gameType: 'LIVE', betId: ids[36] } },
      { kind: 'earn', change: 1, balanceAfter: 3, meta: { gameType: 'LIVE', betId: ids[69] } },
    ]);
    expect(await l.points(m.memberId)).toEqual({ points: 3, earnedTotal: 3, carry: 90_000_000 });
  });

  it('multiplies by the tier: player1 (VIP5) earns 1.5x', async () => {
    const p = await l.login('player1', 'Player123!');
    await l.credit('player1', '1000');
    const before = await l.points(p.memberId);
    const placed = await l.bet(p.memberId, 10_000, 'RNG');
    expect((await l.pointRows(p.memberId, 'earn')).at(-1)).toEqual({ kind: 'earn', change: 15, balanceAfter: before.points + 15, meta: { gameType: 'RNG', betId: placed.betId } });
    expect(await l.points(p.memberId)).toMatchObject({ points: before.points + 15, earnedTotal: before.earnedTotal + 15 });
  });

  it('earns on the lottery’s batch settlement, and counts the tickets for the lottery mission', async () => {
    set(vn('2031-03-10T10:01:10'));
    await app.lottery.tick(vn('2031-03-10T10:01:10'));
    const m = await l.member('100');
    const drawNo = await lottery.currentDrawNo('SSC5D');
    for (let i = 0; i < 10; i++) {
      const res = await lottery.bet(m, { gameCode: 'SSC5D', drawNo, playType: 'SUM_ODD_EVEN', numbers: ['ODD'], stake: '8' });
      expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    }
    expect(await l.mission(m, 'daily-lottery-bets')).toMatchObject({ progress: 10, status: 'ready' });
    expect(await l.points(m.memberId)).toMatchObject({ points: 0 });
    set(vn('2031-03-10T10:02:00'));
    await app.lottery.tick(vn('2031-03-10T10:02:00'));
    await lottery.expectPaidByRules('SSC5D', drawNo);
    // 10 x 8.00 on the fast lottery, whose 2.5% edge is under the 4% floor: 62.5% counts, 5.00 of valid bet each; at 2
    // points per 100 that is 0.1 point each, 1 point in all
    expect(await l.points(m.memberId)).toEqual({ points: 1, earnedTotal: 1, carry: 0 });
    const earned = await l.pointRows(m.memberId, 'earn');
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ change: 1, balanceAfter: 1, meta: { gameType: 'ELOTT' } });
  });
});

describe('operator', () => {
  it('changes a category’s rate, audited; the next settlement earns at the new rate', async () => {
    expect((await ops('operatorPointRates', { query: { brandId: 'demo' } })).body.value).toMatchObject({ brandId: 'demo', rates: { RNG: 10, LIVE: 3, ELOTT: 2 } });
    const changed = await ops('operatorSetPointRates', { body: { brandId: 'demo', rates: { RNG: 1.5 } } });
    expect(changed.body.value).toMatchObject({ brandId: 'demo', rates: { RNG: 1.5, LIVE: 3 } });
    const m = await l.member();
    await l.bet(m.memberId, 20_000, 'RNG'); // 200 x 1.5 / 100
    expect(await l.points(m.memberId)).toMatchObject({ points: 3 });
    expect((await ops('operatorSetPointRates', { body: { brandId: 'demo', rates: { CASINO: 1 } } })).body.code).toBe('VALIDATION_ERROR');
    expect((await ops('operatorSetPointRates', { body: { brandId: 'demo', rates: { RNG: -1 } } })).body.code).toBe('VALIDATION_ERROR');
    const [audit] = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'points.rates.set'));
    expect(audit).toMatchObject({ actor: 'test-operator', brandId: 'demo' });
    expect(audit!.detail).toMatchObject({ before: { RNG: 100_000 }, after: { RNG: 15_000 } });
    await ops('operatorSetPointRates', { body: { brandId: 'demo', rates: { RNG: 10 } } });
  });
});
