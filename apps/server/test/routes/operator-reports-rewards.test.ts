/**
 * The rewards report (issue 30): every reward the house pays, kept by triggers in the paying transaction (migration
 * 0053) and read from the rolled-up days plus the queue: a promotion's sign-up bonus forfeited, a mission's bonus
 * played through and released, a referral's cash, a points conversion and an agent's salary each land in their row,
 * the figures agree with the ledger's entries, and they are the same before and after the roll-up.
 */
import { zonedDate, zonedMidnight } from '@app/contract/zoned-time';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, pointTransactions, promotions } from '../../src/db/schema';
import { postPoints } from '../../src/modules/loyalty/points-ledger';
import { loyaltySettingsOf } from '../../src/modules/loyalty/point-mall-shared';
import { conversionAmount, placeConversion } from '../../src/modules/loyalty/point-convert';
import { grantReward } from '../../src/modules/promotions/grants';
import { rollUpReports } from '../../src/modules/reports/roll-up';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { postHouseCredits } from '../../src/modules/wallet/ledger/bulk-credits';
import { seedPromotions } from '../../src/seed/promotions';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
await seedPromotions(db, app.brands.all);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

/** The demo brand's today: its reports count days in its zone (Asia/Manila), not in UTC. */
const today = () => zonedDate(Date.now(), 'Asia/Manila');
type Figures = { paid: number; paidMinor: number; released: number; releasedMinor: number; forfeited: number; forfeitedMinor: number; netCostMinor: number };
type Row = Figures & { key: string; source: string; promotionId: number | null; title: string | null };
type Report = { promotions: Row[]; sources: Row[]; days: Array<{ day: string; paidMinor: number }>; points: Array<{ kind: string; count: number; points: number }>; totals: Figures };
async function report(token = tokens.owner, brandId = 'demo') {
  const res = await ops.call('operatorRewardsReport', { token, query: { brandId, from: today(), to: today() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as Report;
}
const zero: Figures = { paid: 0, paidMinor: 0, released: 0, releasedMinor: 0, forfeited: 0, forfeitedMinor: 0, netCostMinor: 0 };
const rowOf = (rows: Row[], key: string): Figures => rows.find((r) => r.key === key) ?? zero;
const delta = (after: Figures, before: Figures) => Object.fromEntries(Object.keys(zero).map((k) => [k, after[k as keyof Figures] - before[k as keyof Figures]]));

/** The ledger's own sums of the demo brand's reward entries today (the brand's day, in its zone). */
async function ledgerToday() {
  const start = zonedMidnight(today(), 'Asia/Manila');
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.memberId} is not null and ${ledgerEntries.kind} in ('bonus', 'rebate', 'salary', 'dividend', 'points')), 0)`,
      released: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.memberId} is not null and ${ledgerEntries.kind} = 'bonus_release' and ${ledgerEntries.wallet} = 'MAIN'), 0)`,
      forfeited: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.memberId} is null and ${ledgerEntries.kind} in ('bonus_release', 'bonus_forfeit')), 0)`,
    })
    .from(ledgerEntries)
    .where(and(sql`${ledgerEntries.brandId} = 'demo'`, gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, new Date(start.getTime() + 86_400_000))));
  return { paidMinor: Number(row!.paid), releasedMinor: Number(row!.released), forfeitedMinor: Number(row!.forfeited) };
}

const bonusTerms = { wageringMultiple: 1, wageringBase: 'bonus' as const, weights: { RNG: 10_000, FISH: 10_000, INHOUSE: 10_000, PVP: 5_000, SPORTS: 5_000, ESPORTS: 5_000, LIVE: 2_000, ELOTT: 1_000 }, expiryDays: 7, maxBetMinor: 50_000 };

describe('the rewards report', () => {
  it('puts each reward in its row, agrees with the ledger, and reads the same before and after the roll-up', async () => {
    const before = await report();
    const [signup] = await db.select().from(promotions).where(and(sql`${promotions.brandId} = 'demo'`, inArray(promotions.code, ['signup-bonus'])));

    // the sign-up promotion's bonus, forfeited by the player: granted and forfeited under the promotion
    const quitter = await w.register();
    const signupBonus = (await quitter.call('bonuses', { query: { status: 'active' } })).body.value.list[0] as { id: number; grantedMinor: number };
    expect(signupBonus.grantedMinor).toBe(10_000);
    expect((await quitter.call('forfeitBonus', { body: { bonusId: signupBonus.id } })).status).toBe(200);

    // a mission's bonus of 50.00 with 1x wagering, played in two stakes of 25.00: the first wins 30.00 back into the
    // bonus, the second meets the wagering, so the bonus is released with what it holds then: 50 - 25 + 30 - 25 = 30.00
    const player = await w.register();
    const mission = await grantReward(db, { brandId: 'demo', memberId: player.memberId, promotionId: null, grantKey: `mission:test:${randomUUID()}`, title: { EN: 'Mission' }, amountMinor: 5_000, bonus: bonusTerms });
    expect(mission.bonusId).not.toBeNull();
    // the sign-up bonus is played first (oldest first): forfeit it so the stake is the mission's
    for (const b of (await player.call('bonuses', { query: { status: 'active' } })).body.value.list as Array<{ id: number }>) {
      if (b.id !== mission.bonusId) await player.call('forfeitBonus', { body: { bonusId: b.id } });
    }
    for (const payoutMinor of [3_000, 0]) {
      const betKey = `rewards-${randomUUID()}`;
      await debitForBet(db, { brandId: 'demo', memberId: player.memberId, vendor: 'SBX', gameType: 'RNG', gameCode: 'g1', gameName: 'Test game', betKey, stakeMinor: 2_500 });
      await creditWin(db, { memberId: player.memberId, betKey, payoutMinor });
    }

    // a referral's cash, an agent's salary, and points earned then converted
    await grantReward(db, { brandId: 'demo', memberId: player.memberId, promotionId: null, grantKey: `referral:${randomUUID()}`, title: { EN: 'Referral' }, amountMinor: 3_000, bonus: null });
    await postHouseCredits(db, 'salary', [{ brandId: 'demo', memberId: player.memberId, amountMinor: 1_234, idempotencyKey: `salary:${randomUUID()}`, reference: 'test salary', meta: {} }]);
    const settings = await loyaltySettingsOf(db, 'demo');
    const points = Math.ceil(settings.convertMinPoints / settings.convertPoints) * settings.convertPoints;
    await postPoints(db, { brandId: 'demo', memberId: player.memberId, kind: 'earn', change: points, meta: {}, idempotencyKey: `earn:${randomUUID()}` });
    const converted = await placeConversion(db, { brandId: 'demo', memberId: player.memberId, currency: '₱' }, { points, requestId: randomUUID() });
    expect(converted.amountMinor).toBe(conversionAmount(settings, points));

    const after = await report();
    // the quitter's and the player's sign-up bonuses: two granted, two forfeited, nothing released
    expect(delta(rowOf(after.promotions, `promotion:${signup!.id}`), rowOf(before.promotions, `promotion:${signup!.id}`))).toEqual({
      paid: 2, paidMinor: 20_000, released: 0, releasedMinor: 0, forfeited: 2, forfeitedMinor: 20_000, netCostMinor: 0,
    });
    expect(after.promotions.find((r) => r.promotionId === signup!.id)?.title).toBeTruthy();
    expect(delta(rowOf(after.sources, 'mission'), rowOf(before.sources, 'mission'))).toEqual({ paid: 1, paidMinor: 5_000, released: 1, releasedMinor: 3_000, forfeited: 0, forfeitedMinor: 0, netCostMinor: 5_000 });
    expect(delta(rowOf(after.sources, 'referral'), rowOf(before.sources, 'referral'))).toMatchObject({ paid: 1, paidMinor: 3_000 });
    expect(delta(rowOf(after.sources, 'salary'), rowOf(before.sources, 'salary'))).toMatchObject({ paid: 1, paidMinor: 1_234 });
    expect(delta(rowOf(after.sources, 'points'), rowOf(before.sources, 'points'))).toMatchObject({ paid: 1, paidMinor: converted.amountMinor });
    const pointsOf = (r: Report, kind: string) => r.points.find((p) => p.kind === kind)?.points ?? 0;
    // earned: the points posted here and those the player's two bets earned, as the points ledger has them
    const [earned] = await db.select({ n: sql<string>`sum(${pointTransactions.change})` }).from(pointTransactions).where(and(eq(pointTransactions.memberId, player.memberId), eq(pointTransactions.kind, 'earn')));
    expect(Number(earned!.n)).toBeGreaterThan(points);
    expect(pointsOf(after, 'earn') - pointsOf(before, 'earn')).toBe(Number(earned!.n));
    expect(pointsOf(after, 'convert') - pointsOf(before, 'convert')).toBe(-points);

    // the whole day agrees with the ledger's entries, and the days add up to the totals
    const ledger = await ledgerToday();
    expect({ paidMinor: after.totals.paidMinor, releasedMinor: after.totals.releasedMinor, forfeitedMinor: after.totals.forfeitedMinor }).toEqual(ledger);
    expect(after.days.reduce((sum, d) => sum + d.paidMinor, 0)).toBe(after.totals.paidMinor);

    // rolled up: the same report
    await rollUpReports(db);
    expect(await report()).toEqual(after);
  });

  it('is one brand’s: an operator of another brand cannot read it', async () => {
    const tigerOnly = await brandLimitedOperator(app, 'tiger-rewards', 'finance', ['tiger']);
    const hidden = await ops.call('operatorRewardsReport', { token: tigerOnly, query: { brandId: 'demo', from: today(), to: today() } });
    expect(hidden.body.code).toBe('NOT_FOUND');
    expect((await report(tigerOnly, 'tiger')).totals.paidMinor).toBeGreaterThanOrEqual(0);
  });
});
