import type { OperatorCallName } from '@app/contract/every-call';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { missions, pointBalances, pointTransactions } from '../src/db/schema';
import { creditWin, debitForBet, rollbackBet } from '../src/modules/wallet/ledger/bets';
import { type TestApp, testOperatorKey } from './helper';
import { operatorsClient } from './operators-support';
import { rid, walletClient } from './wallet-support';

/**
 * Operator calls as the test owner (TEST_OPERATOR's API key, on the operator host): the loyalty, mall, feedback and
 * responsible-gaming levers, audited under TEST_OPERATOR's name.
 */
export function testOperatorCalls(app: TestApp) {
  const client = operatorsClient(app);
  return (name: OperatorCallName, input: { body?: unknown; query?: Record<string, string | number> } = {}) => client.call(name, { ...input, token: testOperatorKey });
}

type Session = Awaited<ReturnType<ReturnType<typeof walletClient>['register']>>;

/** Members, bets, deposits and the loyalty figures the engine tests read. */
export function loyaltyClient(app: TestApp) {
  const w = walletClient(app);
  const db = app.database.db;

  /** A fresh demo member with a balance (decimal amount; operator credit, so no deposit and no VIP progress). */
  async function member(amount = '10000') {
    const m = await w.register();
    if (Number(amount) > 0) await w.credit(m.username, amount);
    return m;
  }

  /** Places a bet through the ledger (debitForBet): the bet row insert is what the triggers see. */
  async function place(memberId: number, stakeMinor: number, gameType = 'RNG') {
    const betKey = `lt-${randomUUID()}`;
    const placed = await debitForBet(db, { brandId: 'demo', memberId, betKey, vendor: 'SBX', gameType, gameCode: 'g1', gameName: 'Test game', stakeMinor });
    return { betKey, betId: placed.betId };
  }

  /** Places and settles a bet (payout 0 unless given): the settlement is what earns. */
  async function bet(memberId: number, stakeMinor: number, gameType = 'RNG', payoutMinor = 0) {
    const placed = await place(memberId, stakeMinor, gameType);
    await creditWin(db, { memberId, betKey: placed.betKey, payoutMinor });
    return placed;
  }

  const cancel = (memberId: number, betKey: string) => rollbackBet(db, { memberId, betKey, reason: 'test' });

  /** A deposit paid through the sandbox provider's callback (the real path). */
  async function deposit(m: Session, amount: string) {
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    const created = await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid('dep') } });
    expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
    const order = created.body.value;
    const paid = await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBX', eventId: `E${randomUUID()}` });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe('OK');
  }

  async function missionId(code: string, brandId = 'demo') {
    const [row] = await db.select({ id: missions.id }).from(missions).where(and(eq(missions.brandId, brandId), eq(missions.code, code)));
    return row!.id;
  }

  /** The member's mission of a code as missionSummary shows it. */
  async function mission(m: Session, code: string) {
    const res = await m.call('missionSummary');
    expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
    return (res.body.value.list as Array<{ code: string; progress: number; status: string; id: number; target: number }>).find((x) => x.code === code)!;
  }

  async function points(memberId: number) {
    const [row] = await db.select().from(pointBalances).where(eq(pointBalances.memberId, memberId));
    return { points: row?.points ?? 0, earnedTotal: row?.earnedTotal ?? 0, carry: row?.carry ?? 0 };
  }

  /** The member's points ledger, oldest first. */
  async function pointRows(memberId: number, kind?: string) {
    const rows = await db
      .select()
      .from(pointTransactions)
      .where(and(eq(pointTransactions.memberId, memberId), kind ? eq(pointTransactions.kind, kind) : undefined))
      .orderBy(asc(pointTransactions.id));
    return rows.map((r) => ({ kind: r.kind, change: r.change, balanceAfter: r.balanceAfter, meta: r.meta as Record<string, unknown> }));
  }

  return { ...w, ops: testOperatorCalls(app), member, place, bet, cancel, deposit, missionId, mission, points, pointRows };
}
