/**
 * The games report (issue 30): figures kept in the transactions that settle bets, read from the rolled-up days plus
 * the queue, equal to the ledger's bets and wins; a bet changed after settlement moves the figures with it; grouped by
 * day, category, provider and game, with the declared RTP beside the actual one; one brand at a time.
 */
import { addDays, zonedDate } from '@app/contract/zoned-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, ledgerEntries, playerActivity } from '../../src/db/schema';
import { rollUpGameFigures } from '../../src/modules/reports/game-figures';
import { rollUpReports } from '../../src/modules/reports/roll-up';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

/** The demo brand's today: its reports count days in its zone (Asia/Manila), not in UTC. */
const today = () => zonedDate(Date.now(), 'Asia/Manila');
type Totals = { bets: number; stakeMinor: number; payoutMinor: number; ggrMinor: number; validBetMinor: number };
type Row = Totals & { key: string; label: string; rtpBp: number | null; declaredRtpBp: number | null };
async function report(groupBy: string, extra: Record<string, string> = {}) {
  const res = await ops.call('operatorGamesReport', { token: tokens.owner, query: { brandId: 'demo', from: today(), to: today(), groupBy, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { rows: Row[]; totals: Totals };
}

/** A fresh member's bets through the ledger: [vendor, game, stake, payout] each. */
async function play(plays: Array<[string, string, number, number]>) {
  const m = await w.register();
  await w.credit(m.username, '10000');
  for (const [i, [vendor, gameCode, stake, payout]] of plays.entries()) {
    const betKey = `report-${m.memberId}-${i}`;
    await debitForBet(db, { brandId: 'demo', memberId: m.memberId, vendor, gameType: 'RNG', gameCode, gameName: `Report ${gameCode}`, betKey, stakeMinor: stake });
    await creditWin(db, { memberId: m.memberId, betKey, payoutMinor: payout });
  }
  return m.memberId;
}

/** What the ledger says those members staked and were paid on bets (their wallets' legs of kinds bet and win). */
async function ledgerOf(memberIds: number[]) {
  const [row] = await db
    .select({
      stake: sql<string>`coalesce(-sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} = 'bet'), 0)`,
      payout: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} = 'win'), 0)`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.memberId, memberIds), inArray(ledgerEntries.kind, ['bet', 'win'])));
  return { stake: Number(row!.stake), payout: Number(row!.payout) };
}

describe('the games report', () => {
  it('adds every settled bet at once, rolled up or still queued, and agrees with the ledger', async () => {
    const before = (await report('day')).totals;
    const a = await play([['RPTA', 'alpha', 1_000, 0], ['RPTA', 'alpha', 2_000, 3_500]]);
    await rollUpGameFigures(db);
    // these stay in the queue: the report reads both
    const b = await play([['RPTB', 'beta', 5_000, 1_000], ['RPTA', 'alpha', 500, 0]]);
    const after = await report('day');
    const ledger = await ledgerOf([a, b]);
    expect(ledger).toEqual({ stake: 8_500, payout: 4_500 });
    expect(after.rows.map((r) => r.key)).toEqual([today()]);
    expect({ bets: after.totals.bets - before.bets, stake: after.totals.stakeMinor - before.stakeMinor, payout: after.totals.payoutMinor - before.payoutMinor, ggr: after.totals.ggrMinor - before.ggrMinor }).toEqual({
      bets: 4,
      stake: ledger.stake,
      payout: ledger.payout,
      ggr: ledger.stake - ledger.payout,
    });

    const byGame = await report('game', { vassalage: 'RPTA' });
    expect(byGame.rows).toEqual([expect.objectContaining({ key: 'RPTA:alpha', label: 'Report alpha', bets: 3, stakeMinor: 3_500, payoutMinor: 3_500, ggrMinor: 0, rtpBp: 10_000, declaredRtpBp: null })]);
    const byProvider = (await report('provider')).rows.filter((r) => r.key.startsWith('RPT'));
    expect(byProvider.map((r) => [r.key, r.stakeMinor, r.ggrMinor])).toEqual([
      ['RPTB', 5_000, 4_000],
      ['RPTA', 3_500, 0],
    ]);
    expect((await report('category')).rows.find((r) => r.key === 'RNG')?.bets).toBeGreaterThanOrEqual(4);
  });

  it('follows a bet settled again: its old figures out, its new ones in', async () => {
    const memberId = await play([['RPTC', 'gamma', 1_000, 0]]);
    await rollUpGameFigures(db);
    await db.update(bets).set({ payoutMinor: 2_500 }).where(and(eq(bets.memberId, memberId), eq(bets.vendor, 'RPTC')));
    const [row] = (await report('game', { vassalage: 'RPTC' })).rows;
    expect([row?.bets, row?.stakeMinor, row?.payoutMinor, row?.ggrMinor]).toEqual([1, 1_000, 2_500, -1_500]);
    await rollUpGameFigures(db);
    const [rolled] = (await report('game', { vassalage: 'RPTC' })).rows;
    expect([rolled?.bets, rolled?.payoutMinor]).toEqual([1, 2_500]);
  });

  it('by game over weeks (read from the weekly rows and the days at either end) equals the same range by day', async () => {
    // one bet on each of the last 40 days, moved back in time after settlement (the figures follow the bet)
    const memberId = await play(Array.from({ length: 40 }, (_, i): [string, string, number, number] => ['RPTW', 'weekly', 100 + i, i % 3 === 0 ? 250 : 0]));
    const placed = await db.select({ id: bets.id }).from(bets).where(and(eq(bets.memberId, memberId), eq(bets.vendor, 'RPTW'))).orderBy(bets.id);
    for (const [i, bet] of placed.entries()) await db.update(bets).set({ settledAt: new Date(Date.now() - i * 86_400_000) }).where(eq(bets.id, bet.id));
    await rollUpGameFigures(db);
    const dayBefore = (days: number) => addDays(today(), -days);
    // 35 days hold at least four full weeks; 5 days at most one; 1 day none
    for (const span of [35, 12, 5, 1]) {
      const range = { from: dayBefore(span - 1), to: today(), vassalage: 'RPTW' };
      const byDay = (await ops.call('operatorGamesReport', { token: tokens.owner, query: { brandId: 'demo', groupBy: 'day', ...range } })).body.value as { totals: Totals };
      const byGame = (await ops.call('operatorGamesReport', { token: tokens.owner, query: { brandId: 'demo', groupBy: 'game', ...range } })).body.value as { rows: Row[]; totals: Totals };
      expect(byDay.totals.bets, `${span} days`).toBe(span);
      expect(byGame.rows.map((r) => [r.key, r.bets, r.stakeMinor, r.payoutMinor]), `${span} days`).toEqual([['RPTW:weekly', span, byDay.totals.stakeMinor, byDay.totals.payoutMinor]]);
    }
  });

  it('refuses a range the wrong way round or over a year, and another brand’s operator', async () => {
    const backwards = await ops.call('operatorGamesReport', { token: tokens.owner, query: { brandId: 'demo', from: '2026-12-05', to: '2026-12-01' } });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const long = await ops.call('operatorGamesReport', { token: tokens.owner, query: { brandId: 'demo', from: '2025-01-01', to: '2026-12-01' } });
    expect([long.status, long.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const tigerOnly = await brandLimitedOperator(app, 'tiger-reports', 'finance', ['tiger']);
    const hidden = await ops.call('operatorGamesReport', { token: tigerOnly, query: { brandId: 'demo', from: today(), to: today() } });
    expect(hidden.body.code).toBe('NOT_FOUND');
  });
});

describe('the payments report', () => {
  type Payments = { totals: Record<string, number | null>; channels: Array<{ channel: string; deposits: number }>; statuses: { deposits: Array<{ status: string; count: number }>; withdrawals: Array<{ status: string; count: number }> } };
  const payments = async () => {
    const res = await ops.call('operatorPaymentsReport', { token: tokens.finance, query: { brandId: 'demo', from: today(), to: today() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value as Payments;
  };
  const statusCount = (list: Array<{ status: string; count: number }>, status: string) => list.find((s) => s.status === status)?.count ?? 0;

  it('counts paid deposits (first ones apart) and paid-out withdrawals as the ledger moved them, and the orders by status', async () => {
    const before = await payments();
    const a = await w.register();
    const b = await w.register();
    await w.depositPaid(a, '100');
    await rollUpReports(db);
    await w.depositPaid(a, '150');
    await w.depositPaid(b, '200');
    // a's withdrawal of 120.00, its deposits' turnover played first
    await debitForBet(db, { brandId: 'demo', memberId: a.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g', gameName: 'Game', betKey: `pay-${a.memberId}`, stakeMinor: 25_000 });
    await creditWin(db, { memberId: a.memberId, betKey: `pay-${a.memberId}`, payoutMinor: 25_000 });
    await a.call('setPaymentPassword', { body: { newPassword: 'Pay54321', confirmPassword: 'Pay54321' } });
    const card = await a.call('bindBankCard', { body: { bankName: 'BPI', accountName: `Pay ${a.username}`, accountNumber: `55${a.memberId}`.padEnd(12, '7'), paymentPassword: 'Pay54321' } });
    const order = await a.call('withdrawCreate', { body: { bankCardId: card.body.value.id, amount: '120', paymentPassword: 'Pay54321', requestId: rid() } });
    expect(order.body.code, JSON.stringify(order.body)).toBe('OK');
    await w.withdrawalStep('approve', order.body.value.orderNo);
    await w.withdrawalStep('disburse', order.body.value.orderNo);

    const after = await payments();
    const delta = (key: string) => Number(after.totals[key]) - Number(before.totals[key]);
    expect(['deposits', 'depositMinor', 'firstDeposits', 'firstDepositMinor', 'withdrawals', 'withdrawalMinor'].map(delta)).toEqual([3, 45_000, 2, 30_000, 1, 12_000]);
    const [ledger] = await db
      .select({ total: sql<string>`sum(${ledgerEntries.amountMinor})` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.memberId, [a.memberId, b.memberId]), eq(ledgerEntries.kind, 'deposit')));
    expect(Number(ledger!.total)).toBe(45_000);
    expect(after.totals.avgPayoutMinutes).not.toBeNull();
    expect(statusCount(after.statuses.deposits, 'paid') - statusCount(before.statuses.deposits, 'paid')).toBe(3);
    expect(statusCount(after.statuses.withdrawals, 'disbursed') - statusCount(before.statuses.withdrawals, 'disbursed')).toBe(1);
    expect(after.channels.reduce((n, c) => n + c.deposits, 0) - before.channels.reduce((n, c) => n + c.deposits, 0)).toBe(3);
  });
});

describe('the responsible-gaming report', () => {
  it('counts the day’s limits and breaks, and lists the players under a break now', async () => {
    const report = async () => {
      const res = await ops.call('operatorRgReport', { token: tokens.support, query: { brandId: 'demo', from: today(), to: today() } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value as { packId: string; actions: Array<{ action: string; count: number }>; blocks: Array<{ memberId: number; kind: string; until: string | null }>; blockCount: number };
    };
    const count = (r: Awaited<ReturnType<typeof report>>, action: string) => r.actions.find((a) => a.action === action)?.count ?? 0;
    const before = await report();
    const m = await w.register();
    // a reality check chosen, fallen due and answered twice (two tabs): one interval chosen, one check answered
    expect((await m.call('realityCheckSettings', { body: { intervalMinutes: 30 } })).status).toBe(200);
    await db.update(playerActivity).set({ nextCheckAt: new Date(Date.now() - 60_000) }).where(eq(playerActivity.memberId, m.memberId));
    const answers = await Promise.all([m.call('realityCheckAcknowledge', { body: {} }), m.call('realityCheckAcknowledge', { body: {} })]);
    expect(answers.map((a) => a.body.value.due)).toEqual([false, false]);
    expect((await m.call('rgSetLimit', { body: { kind: 'deposit', period: 'daily', value: '500' } })).body.code).toBe('OK');
    expect((await m.call('rgTakeBreak', { body: { duration: '24h' } })).body.code).toBe('OK');
    const after = await report();
    expect(after.packId).toBe('mga');
    const grew = (action: string) => count(after, action) - count(before, action);
    expect(['limit_set', 'time_out', 'reality_check_interval_set', 'reality_check_answered'].map(grew)).toEqual([1, 1, 1, 1]);
    expect(after.blockCount - before.blockCount).toBe(1);
    expect(after.blocks.find((b) => b.memberId === m.memberId)).toMatchObject({ kind: 'timeOut' });
    const marketing = await ops.call('operatorRgReport', { token: tokens.marketing, query: { brandId: 'demo', from: today(), to: today() } });
    expect(marketing.status).toBe(200);
  });
});
