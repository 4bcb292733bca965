import { bonusWalletCode } from '@app/contract/wallet';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bets } from '../../src/db/schema';
import { grantReward } from '../../src/modules/promotions/grants';
import { opsHeaders } from '../helper';
import { buildLotteryApp, lotteryClient, vn } from '../lottery-support';
import { expectLedgerConsistent, walletBalances } from '../wallet-support';

/*
 * Lottery tickets a bonus paid for: the draw's bulk settlement leaves them to the ledger (the payout follows the stake
 * into the bonus wallet, a refund goes back to it) while the other tickets of the same batch settle in bulk. A small
 * settlement batch makes the draw's tickets span several batches.
 */
const { app, set } = await buildLotteryApp(vn('2031-03-10T10:00:20'), { settlementBatchSize: 3 });
const l = lotteryClient(app);
const db = l.db;

const weights = { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 };

/** A member with no cash and a bonus of `amountMinor`: every ticket's stake comes from the bonus. */
async function memberWithBonus(amountMinor: number) {
  const m = await l.member('0');
  const grant = await grantReward(db, {
    brandId: 'demo',
    memberId: m.memberId,
    promotionId: null,
    grantKey: `test:${randomUUID()}`,
    title: { EN: 'Test bonus' },
    amountMinor,
    bonus: { wageringMultiple: 50, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 50_000 },
  });
  return { ...m, bonusWallet: bonusWalletCode(grant.bonusId!) };
}

const betRows = (memberId: number) => db.select().from(bets).where(eq(bets.memberId, memberId));

describe('tickets paid from a bonus', () => {
  it('settle through the ledger into the bonus wallet, beside tickets settled in bulk in the same batches', async () => {
    set(vn('2031-03-10T10:00:20'));
    const bonused = await memberWithBonus(10_00);
    const plain = await l.member('10');
    const drawNo = await l.currentDrawNo('SSC5D');
    // both sides of each pair (1.00 on each, 2.00 a ticket): exactly one of them wins
    for (const m of [plain, bonused, plain]) {
      for (const [playType, numbers] of [
        ['SUM_BIG_SMALL', ['BIG', 'SMALL']],
        ['SUM_ODD_EVEN', ['ODD', 'EVEN']],
      ] as const) {
        const res = await l.bet(m, { gameCode: 'SSC5D', drawNo, playType, numbers: [...numbers], stake: '1' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    }
    const staked = await betRows(bonused.memberId);
    expect(staked.map((b) => (b.bonus as { funding: unknown[] } | null)?.funding.length)).toEqual([1, 1]);
    expect(await walletBalances(app, bonused.memberId)).toEqual({ [bonused.bonusWallet]: 6_00 });

    set(vn('2031-03-10T10:01:00'));
    const tick = await app.lottery.tick(vn('2031-03-10T10:01:00'));
    expect(tick.settled).toBeGreaterThanOrEqual(1);
    const { tickets } = await l.expectPaidByRules('SSC5D', drawNo);
    expect(tickets).toHaveLength(6);
    const paidTo = (memberId: number) => tickets.filter((t) => t.memberId === memberId).reduce((sum, t) => sum + t.payoutMinor, 0);
    // 1.00 on each winning side at x1.95: 1.95 per pair
    expect(paidTo(bonused.memberId)).toBe(2 * 195);
    expect(paidTo(plain.memberId)).toBe(4 * 195);
    // the bonus-funded payouts went back to the bonus wallet (the member has no main wallet), the others to main
    expect(await walletBalances(app, bonused.memberId)).toEqual({ [bonused.bonusWallet]: 6_00 + 2 * 195 });
    expect((await walletBalances(app, plain.memberId)).MAIN).toBe(10_00 - 8_00 + 4 * 195);
    await expectLedgerConsistent(app);
  });

  it('are refunded into the bonus wallet when the draw is cancelled, beside tickets refunded in bulk', async () => {
    set(vn('2031-03-10T12:00:00'));
    const bonused = await memberWithBonus(10_00);
    const plain = await l.member('10');
    const drawNo = '20310310';
    for (const m of [plain, bonused, plain, bonused]) {
      const res = await l.bet(m, { gameCode: 'VNMB', drawNo, playType: 'DE', numbers: ['12', '34'], stake: '1' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await walletBalances(app, bonused.memberId)).toEqual({ [bonused.bonusWallet]: 6_00 });
    const cancelled = await app.inject({
      method: 'POST',
      url: '/ops/api/lottery/draws/cancel',
      headers: opsHeaders,
      payload: { gameCode: 'VNMB', drawNo, reason: 'Results source unavailable' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value.refund).toMatchObject({ tickets: 4, finished: true });
    expect(await walletBalances(app, bonused.memberId)).toEqual({ [bonused.bonusWallet]: 10_00 });
    expect((await walletBalances(app, plain.memberId)).MAIN).toBe(10_00);
    const rows = await db.select().from(bets).where(eq(bets.gameCode, 'VNMB'));
    expect(rows.filter((r) => [bonused.memberId, plain.memberId].includes(r.memberId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    await expectLedgerConsistent(app);
  });
});
