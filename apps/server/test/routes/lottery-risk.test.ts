import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lotteryExposure, operatorAudit } from '../../src/db/schema';
import { operatorsClient, operatorTokens } from '../operators-support';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { expectLedgerConsistent, walletBalances } from '../wallet-support';

/*
 * Lottery risk (issue 29) on the real app and database: every ticket adds what the brand would pay if each of its
 * picks wins, risk staff read it per draw and cap a pick, and a ticket that would take a pick over its cap is refused
 * whole (LOTTERY_NUMBER_CLOSED) while other picks are still taken. The north draw (VNMB) is open all morning.
 */
const { app, set } = await buildLotteryApp(vn('2031-03-10T10:00:20'));
const l = lotteryClient(app);
const ops = operatorsClient(app);
const tokens = await operatorTokens(app);
const drawNo = await l.currentDrawNo('VNMB');
const main = async (m: { memberId: number }) => (await walletBalances(app, m.memberId)).MAIN ?? 0;

const exposure = async (token = tokens.risk) => {
  const res = await ops.call('operatorLotteryExposure', { token, query: { brandId: 'demo', gameCode: 'VNMB' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as {
    draw: { drawNo: string; stakeMinor: number; worstPayoutMinor: number; list: Array<{ playType: string; pick: string; stakeMinor: number; payoutMinor: number; tickets: number; capMinor: number | null }> };
    caps: Array<{ playType: string; pick: string; capMinor: number; setBy: string }>;
  };
};
const pickRow = async (playType: string, pick: string) => (await exposure()).draw.list.find((r) => r.playType === playType && r.pick === pick);
const setCap = (body: { playType: string; pick: string; capMinor: number | null; gameCode?: string }, token = tokens.risk) =>
  ops.call('operatorSetLotteryCap', { token, body: { brandId: 'demo', gameCode: 'VNMB', ...body } });

describe('exposure per pick', () => {
  it("adds each ticket's stake and what the brand pays if each pick wins, a combination counting for each of its numbers", async () => {
    const m = await l.member('100');
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['11'], stake: '1' })).status).toBe(200);
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['11'], stake: '2' })).status).toBe(200);
    // xiên 2 on three numbers: three pairs, each number in two of them (odds x16.5)
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'XIEN2', numbers: ['21', '22', '23'], stake: '1' })).status).toBe(200);
    const view = await exposure();
    expect(view.draw.drawNo).toBe(drawNo);
    expect(await pickRow('DE', '11')).toEqual({ playType: 'DE', pick: '11', stakeMinor: 300, payoutMinor: 28_500, tickets: 2, capMinor: null });
    expect(await pickRow('XIEN2', '22')).toEqual({ playType: 'XIEN2', pick: '22', stakeMinor: 200, payoutMinor: 3_300, tickets: 1, capMinor: null });
    // largest liability first
    expect(view.draw.list[0]).toMatchObject({ pick: '11', payoutMinor: 28_500 });
    expect(view.draw.worstPayoutMinor).toBe(28_500);
    // readable with the dashboard permission; another brand's draw has none of these tickets
    expect((await exposure(tokens.finance)).draw.list.length).toBe(view.draw.list.length);
    const tiger = await ops.call('operatorLotteryExposure', { token: tokens.risk, query: { brandId: 'tiger', gameCode: 'VNMB' } });
    expect(tiger.body.value.draw.list).toEqual([]);
  });
});

describe('caps', () => {
  it('closes a capped number once its bets fill the cap, takes other numbers, and opens it again when the cap goes', async () => {
    const set = await setCap({ playType: 'DE', pick: '07', capMinor: 20_000 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value.caps).toContainEqual(expect.objectContaining({ playType: 'DE', pick: '07', capMinor: 20_000, setBy: 'risk1' }));
    const m = await l.member('100');
    // a đề bet of 1.00 pays 95.00: two fit under 200.00, the third would not
    for (let i = 0; i < 2; i++) expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['07'], stake: '1' })).status).toBe(200);
    const before = await main(m);
    const refused = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['07'], stake: '1' });
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([409, 'LOTTERY_NUMBER_CLOSED', { gameCode: 'VNMB', playType: 'DE', picks: ['07'] }]);
    // a ticket with the closed number and an open one is refused whole: nothing is debited, nothing added
    const mixed = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['07', '08'], stake: '1' });
    expect([mixed.status, mixed.body.value.picks]).toEqual([409, ['07']]);
    expect(await main(m)).toBe(before);
    expect(await pickRow('DE', '08')).toBeUndefined();
    expect(await pickRow('DE', '07')).toMatchObject({ payoutMinor: 19_000, tickets: 2, capMinor: 20_000 });
    // other numbers are still taken
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['08'], stake: '1' })).status).toBe(200);
    // the cap removed, the number takes bets again
    expect((await setCap({ playType: 'DE', pick: '07', capMinor: null })).status).toBe(200);
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['07'], stake: '1' })).status).toBe(200);
    await expectLedgerConsistent(app);
  });

  it("caps every number of a play type with '*', a number's own cap winning over it", async () => {
    expect((await setCap({ playType: 'LO2', pick: '*', capMinor: 1_000 })).status).toBe(200);
    expect((await setCap({ playType: 'LO2', pick: '33', capMinor: 100_000 })).status).toBe(200);
    const m = await l.member('100');
    // lô 2 North pays x3.5: a 5.00 bet owes 17.50, over the 10.00 every number may owe, but within 33's own cap
    const over = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'LO2', numbers: ['34'], stake: '5' });
    expect([over.status, over.body.code]).toEqual([409, 'LOTTERY_NUMBER_CLOSED']);
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'LO2', numbers: ['33'], stake: '5' })).status).toBe(200);
    expect((await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'LO2', numbers: ['34'], stake: '2' })).status).toBe(200);
  });

  it('takes caps from risk staff only, on picks of the play type, and audits each change with its operator', async () => {
    const support = await setCap({ playType: 'DE', pick: '05', capMinor: 100 }, tokens.support);
    expect([support.status, support.body.code]).toEqual([403, 'FORBIDDEN']);
    const notAPick = await setCap({ playType: 'DE', pick: '5', capMinor: 100 });
    expect([notAPick.status, notAPick.body.code, notAPick.body.value.problem]).toEqual([400, 'INVALID_SELECTION', 'WRONG_DIGIT_COUNT']);
    const otherGame = await setCap({ playType: 'SUM_BIG_SMALL', pick: 'BIG', capMinor: 100 });
    expect([otherGame.status, otherGame.body.code]).toEqual([400, 'INVALID_PLAY_TYPE']);
    const rows = await app.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'lottery-cap.set'), eq(operatorAudit.target, 'lottery-cap:VNMB:DE:07')));
    expect(rows.map((r) => [r.actor, r.brandId, r.detail])).toEqual([['risk1', 'demo', { before: null, after: 20_000 }]]);
  });

  it('never lets 40 bets at once take a number over its cap', { timeout: 60_000 }, async () => {
    // 10.00 of đề pays 950.00: a cap of 5,000.00 holds five of the forty
    expect((await setCap({ playType: 'DE', pick: '99', capMinor: 500_000 })).status).toBe(200);
    const members = await Promise.all(Array.from({ length: 40 }, () => l.member('20')));
    const results = await Promise.all(members.map((m) => l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['99'], stake: '10' })));
    const taken = results.filter((r) => r.status === 200);
    expect(taken.length).toBe(5);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.code]).toEqual([409, 'LOTTERY_NUMBER_CLOSED']);
    const [row] = await app.database.db
      .select()
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.brandId, 'demo'), eq(lotteryExposure.playType, 'DE'), eq(lotteryExposure.pick, '99')));
    expect([row?.payoutMinor, row?.tickets]).toEqual([475_000, 5]);
    // the refused kept their money
    const balances = await Promise.all(members.map(main));
    expect(balances.filter((b) => b === 2_000).length).toBe(35);
    await expectLedgerConsistent(app);
  });
});

describe('odds and stake limits', () => {
  const setOdds = (body: Record<string, unknown>, token = tokens.risk) => ops.call('operatorSetLotteryOdds', { token, body: { brandId: 'demo', layout: 'VN_NORTH', playType: 'DE', ...body } });

  it('lists each bet type with the edge its odds leave, and changes them for new tickets only, audited', async () => {
    const listed = await ops.call('operatorLotteryOdds', { token: tokens.finance, query: { brandId: 'demo' } });
    const de = (listed.body.value.list as Array<{ layout: string; playType: string; oddsThousandths: number; edgeBp: number }>).find((r) => r.layout === 'VN_NORTH' && r.playType === 'DE');
    // đề pays x95 on a 1-in-100 chance: the house keeps 5 %
    expect(de).toMatchObject({ oddsThousandths: 95_000, edgeBp: 500 });
    const m = await l.member('100');
    const before = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['44'], stake: '1' });
    const changed = await setOdds({ oddsThousandths: 90_000, minStakeMinor: 200, maxStakeMinor: 50_000 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.value.list).toContainEqual({ layout: 'VN_NORTH', playType: 'DE', oddsThousandths: 90_000, minStakeMinor: 200, maxStakeMinor: 50_000, edgeBp: 1_000 });
    // the player's rules and a new ticket take the new odds and limits; the earlier ticket keeps its own
    const tooSmall = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['45'], stake: '1' });
    expect([tooSmall.status, tooSmall.body.code]).toEqual([400, 'AMOUNT_OUT_OF_RANGE']);
    const after = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['45'], stake: '2' });
    expect([before.body.value.bet.oddsThousandths, after.body.value.bet.oddsThousandths]).toEqual([95_000, 90_000]);
    const [audit] = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'lottery-odds.set'));
    expect([audit?.actor, audit?.target, (audit?.detail as { before: { oddsThousandths: number } }).before.oddsThousandths]).toEqual(['risk1', 'lottery-odds:VN_NORTH:DE', 95_000]);
    expect((await setOdds({ oddsThousandths: 95_000, minStakeMinor: 100, maxStakeMinor: 1_000_000 })).status).toBe(200);
  });

  it('refuses odds that leave the house no edge, limits the wrong way round, and operators without lottery.write', async () => {
    // x100 on a 1-in-100 chance gives everything back
    const even = await setOdds({ oddsThousandths: 100_000, minStakeMinor: 100, maxStakeMinor: 1_000 });
    expect([even.status, even.body.code, even.body.value]).toEqual([409, 'ODDS_WITHOUT_EDGE', { edgeBp: 0 }]);
    const upsideDown = await setOdds({ oddsThousandths: 90_000, minStakeMinor: 5_000, maxStakeMinor: 1_000 });
    expect([upsideDown.status, upsideDown.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const wrongLayout = await setOdds({ playType: 'SUM_BIG_SMALL', oddsThousandths: 1_900, minStakeMinor: 100, maxStakeMinor: 1_000 });
    expect([wrongLayout.status, wrongLayout.body.code]).toEqual([400, 'INVALID_PLAY_TYPE']);
    const finance = await setOdds({ oddsThousandths: 90_000, minStakeMinor: 100, maxStakeMinor: 1_000 }, tokens.finance);
    expect([finance.status, finance.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('the liability report', () => {
  it("answers each finished draw's tickets, stakes, payouts, the house's result and the worst case it carried, for the brand", async () => {
    const before = await ops.call('operatorLotteryLiability', { token: tokens.finance, query: { brandId: 'demo', gameCode: 'VNMB' } });
    expect(before.status).toBe(200);
    // the seeded history's draws are there; today's is not finished yet
    expect(before.body.value.list.map((d: { drawNo: string }) => d.drawNo)).not.toContain(drawNo);
    // the exposure when betting closed is the worst case the report keeps
    const { draw: open } = await exposure();
    // the evening draw: betting closes, the result is drawn and every ticket settled
    for (const time of ['18:14:00', '18:15:30', '18:16:30', '18:20:00']) {
      const at = vn(`2031-03-10T${time}`);
      set(at);
      await app.lottery.tick(at);
    }
    const { tickets } = await l.expectPaidByRules('VNMB', drawNo);
    const demo = tickets.filter((t) => t.brandId === 'demo');
    const stakeMinor = demo.reduce((sum, t) => sum + t.stakeMinor, 0);
    const payoutMinor = demo.reduce((sum, t) => sum + t.payoutMinor, 0);
    const report = await ops.call('operatorLotteryLiability', { token: tokens.finance, query: { brandId: 'demo', gameCode: 'VNMB' } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.value.list[0]).toEqual(
      {
        drawNo,
        status: 'settled',
        drawAt: expect.any(String),
        tickets: demo.length,
        players: new Set(demo.map((t) => t.memberId)).size,
        stakeMinor,
        payoutMinor,
        houseMinor: stakeMinor - payoutMinor,
        worstPayoutMinor: open.worstPayoutMinor,
      },
    );
    expect(stakeMinor).toBeGreaterThan(0);
    // another brand's report holds none of these tickets; the support role has no dashboard
    const tiger = await ops.call('operatorLotteryLiability', { token: tokens.finance, query: { brandId: 'tiger', gameCode: 'VNMB' } });
    expect(tiger.body.value.list[0]).toMatchObject({ drawNo, tickets: 0, stakeMinor: 0, payoutMinor: 0, worstPayoutMinor: 0 });
    const refused = await ops.call('operatorLotteryLiability', { token: tokens.support, query: { brandId: 'demo', gameCode: 'VNMB' } });
    expect([refused.status, refused.body.value]).toEqual([403, { permission: 'dashboard.read' }]);
  });
});
