import { countedStake, lotteryHedgeWeightBp } from '../src/modules/wallet/wager-worth';
import { settleTicket, type DrawResult, type PlayType } from '@app/contract/lottery-rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { bets, lotteryBets, lotteryDraws } from '../src/db/schema';
import { readEnv, repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import { slotAfter } from '../src/modules/lottery/schedule';
import { openTestDatabase, testAdminToken, TEST_OPERATOR } from './helper';
import { rid, walletClient } from './wallet-support';

/** A local (Asia/Ho_Chi_Minh, UTC+7) time. */
export const vn = (text: string) => new Date(`${text}+07:00`);

/**
 * The real app on its own database copy with a simulated lottery clock: tests move `clock.now` and call
 * app.lottery.tick(at) themselves (the scheduler never starts in tests). 'wall-clock' runs the lottery on the real
 * time instead, for tests whose other parts (reality checks, sessions) run on it too.
 */
export async function buildLotteryApp(start: Date | 'wall-clock', options: { settlementBatchSize?: number } = {}) {
  const clock: { now: Date } = start === 'wall-clock' ? { get now() { return new Date(); } } : { now: start };
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    brands: loadBrands(join(repoRoot, 'brands')),
    env: readEnv({ TRUST_PROXY: '1', POW_DIFFICULTY: '4' }),
    adminToken: testAdminToken,
    adminTokenOwner: TEST_OPERATOR,
    lottery: { now: () => clock.now, ...options },
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const set = (at: Date) => {
    clock.now = at;
  };
  /** Moves the clock to `at` and runs the scheduler there, as the server's timer would. */
  const tickAt = (at: Date) => {
    set(at);
    return app.lottery.tick(at);
  };
  return { app, clock, set, tickAt };
}

export type LotteryTestApp = Awaited<ReturnType<typeof buildLotteryApp>>['app'];

/** Members, calls and checks of the lottery tests. */
export function lotteryClient(app: LotteryTestApp) {
  const w = walletClient(app);
  const db = app.database.db;

  /** A fresh member with a balance (decimal amount). */
  async function member(amount = '100') {
    const m = await w.register();
    if (Number(amount) > 0) await w.credit(m.username, amount);
    return m;
  }

  /** The current slot's draw number of a game at the app's clock. */
  async function currentDrawNo(gameCode: string) {
    return slotAfter(await app.lottery.game(gameCode), app.lottery.now()).drawNo;
  }

  type Session = Awaited<ReturnType<typeof member>>;
  function bet(m: Session, body: { gameCode: string; drawNo: string; playType: PlayType; numbers: string[]; stake: string | number; requestId?: string }) {
    return m.call('lotteryPlaceBet', { body: { requestId: rid('lot'), ...body } });
  }

  async function draw(gameCode: string, drawNo: string) {
    const [row] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)));
    return row;
  }

  /**
   * Every ticket of a draw paid exactly what the pure rules say for the draw's result (its bet row settled with that
   * payout). Returns the tickets with their state: status (won, lost), winningBets (from the rules) and payoutMinor.
   */
  async function expectPaidByRules(gameCode: string, drawNo: string) {
    const row = await draw(gameCode, drawNo);
    expect(row?.status).toBe('settled');
    const joined = await db
      .select({ ticket: lotteryBets, betStatus: bets.status, payoutMinor: bets.payoutMinor, validBetMinor: bets.validBetMinor, wagerWeightBp: bets.wagerWeightBp })
      .from(lotteryBets)
      .innerJoin(bets, eq(bets.id, lotteryBets.betId))
      .where(eq(lotteryBets.drawId, row!.id));
    const tickets = joined.map((j) => {
      const t = j.ticket;
      const expected = settleTicket({ playType: t.playType as PlayType, picks: t.numbers, unitStakeMinor: t.unitStakeMinor, oddsThousandths: t.oddsThousandths }, row!.result as DrawResult);
      // the valid bet is the share of the stake the ticket's wager weight counts: picks of an exclusive play type cover
      // each other and count one bet (wager-worth.ts)
      expect(j.wagerWeightBp, `ticket ${t.id} weight`).toBeLessThanOrEqual(lotteryHedgeWeightBp(t.playType as PlayType, t.numbers.length, false));
      expect({ status: j.betStatus, payout: j.payoutMinor, validBet: j.validBetMinor }, `ticket ${t.id}`).toEqual({
        status: 'settled',
        payout: expected.payoutMinor,
        validBet: countedStake(t.stakeMinor, j.wagerWeightBp),
      });
      return { ...t, status: expected.payoutMinor > 0 ? 'won' : 'lost', winningBets: expected.winningBets, payoutMinor: j.payoutMinor };
    });
    return { draw: row!, tickets };
  }

  /** A draw's tickets with their bet rows' status. */
  async function ticketsOf(where: SQL) {
    return db.select({ ticket: lotteryBets, status: bets.status }).from(lotteryBets).innerJoin(bets, eq(bets.id, lotteryBets.betId)).where(where);
  }

  /** Ledger transactions of a kind referring to a draw (settlement and refund rows carry its id in meta). */
  async function drawTransactions(drawId: number, kind: 'win' | 'rollback') {
    const result = (await db.execute(sql`select count(*)::int as n, coalesce(sum(e.amount_minor), 0)::bigint as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.member_id is not null
      where t.kind = ${kind} and (t.meta->>'drawId')::bigint = ${drawId}`)) as unknown as { rows: Array<{ n: number; total: string | number }> };
    return { count: Number(result.rows[0]!.n), totalMinor: Number(result.rows[0]!.total) };
  }

  /** The n of a `select count(*)::int as n ...` query. */
  async function countOf(query: SQL) {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
    return Number(result.rows[0]!.n);
  }

  return { ...w, w, db, member, currentDrawNo, bet, draw, expectPaidByRules, ticketsOf, drawTransactions, countOf };
}
