import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, members, throttles, turnoverObligationMoves } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { transferToDownline } from '../../src/modules/agents/team-transfer';
import { selfExclude, takeBreak } from '../../src/modules/responsible-gaming/blocks';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { uplineTransfer } from '../../src/modules/wallet/transfers';
import { obligationCarried } from '../../src/modules/wallet/turnover-obligations';
import { buildTestApp } from '../helper';
import { uniquePayeeName } from '../accounts-support';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

/*
 * Issue 27: money keeps its obligations when it moves between members (docs/transfers.md). A transfer to the upline
 * or a downline carries the sender's unmet turnover to the receiver and counts as the receiver's deposit for its
 * responsible gaming.
 */
const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;
const demo = app.brands.byId('demo')!;
const PAY = 'Pay12345';
const ADULT = '1990-05-17';

beforeEach(async () => {
  await db.delete(throttles);
});

type Session = Awaited<ReturnType<typeof w.login>>;

/** A sub-agent of agent1 with a payment password and a bank card. */
async function newAgent() {
  const agent1 = await w.login('agent1', 'Agent123!');
  const username = `ob${randomUUID().slice(0, 8)}`;
  const res = await agent1.call('registerDownline', { body: { username, password: 'Agent123!', confirmPassword: 'Agent123!', dateOfBirth: ADULT, type: 2 } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return withCard(await w.login(username, 'Agent123!'));
}

/** A member registered by `agent` in the agent centre, logged in, with a payment password and a bank card. */
async function newMember(agent: Session) {
  const username = `om${randomUUID().slice(0, 8)}`;
  const res = await agent.call('registerDownline', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', dateOfBirth: ADULT } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return withCard(await w.login(username, 'Secret123'));
}

async function withCard(s: Session) {
  expect((await s.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  const card = await s.call('bindBankCard', { body: { bankName: 'BPI', accountName: uniquePayeeName(), accountNumber: `${String(s.memberId).padStart(8, '0')}7012`, paymentPassword: PAY } });
  expect(card.body.code, JSON.stringify(card.body)).toBe('OK');
  return { ...s, cardId: card.body.value.id as number };
}

async function deposit(m: Session, amount: string) {
  const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
  const order = (await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount, requestId: rid() } })).body.value;
  const paid = await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: order.amountMinor, providerRef: 'SBX', eventId: `E${randomUUID()}` });
  expect(paid.body.code, JSON.stringify(paid.body)).toBe('OK');
}

/** A settled slot bet of `stakeMinor` paying back `payoutMinor`. */
async function bet(memberId: number, stakeMinor: number, payoutMinor: number) {
  const betKey = `ob-${randomUUID()}`;
  await debitForBet(db, { brandId: 'demo', memberId, betKey, vendor: 'PG', gameType: 'RNG', gameCode: 'g1', gameName: 'Game One', stakeMinor });
  await creditWin(db, { memberId, betKey, payoutMinor });
}

const withdraw = (s: Session & { cardId: number }, amount: string) => s.call('withdrawCreate', { body: { bankCardId: s.cardId, amount, paymentPassword: PAY, requestId: rid('wd') } });
const turnover = async (s: Session) => (await s.call('withdrawSettings')).body.value.turnover as { requiredMinor: number; achievedMinor: number; remainingMinor: number };
const toUpline = (s: Session, amount: string) => s.call('transferToUpline', { body: { amount, paymentPassword: PAY, requestId: rid('up') } });
const toDownline = (agent: Session, m: Session, amount: string) => agent.call('transferToDownline', { body: { username: m.username, amount, paymentPassword: PAY, requestId: rid('down') } });

async function setDepositLimit(s: Session, value: string) {
  const res = await s.call('rgSetLimit', { body: { kind: 'deposit', period: 'daily', value } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
}

const depositUsed = async (s: Session) =>
  ((await s.call('rgStatus')).body.value.limits as Array<{ kind: string; period: string; usedMinor: number | null }>).find((l) => l.kind === 'deposit' && l.period === 'daily')!.usedMinor;

const transfersOf = (memberId: number) => db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.memberId, memberId));

describe('the turnover a transfer carries (attack 4)', () => {
  it('a deposit moved to the upline without a bet cannot leave through the upline before it is wagered', async () => {
    const agent = await newAgent();
    const m = await newMember(agent);
    await deposit(m, '200');
    expect(await turnover(m)).toMatchObject({ requiredMinor: 200_00, achievedMinor: 0, remainingMinor: 200_00 });
    expect((await withdraw(m, '200')).body).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { requiredMinor: 200_00, achievedMinor: 0, remainingMinor: 200_00 } });

    const moved = await toUpline(m, '200');
    expect(moved.body.code, JSON.stringify(moved.body)).toBe('OK');
    // the obligation left with the money: the member owes nothing, the upline owes it all
    expect((await turnover(m)).remainingMinor).toBe(0);
    expect(await turnover(agent)).toMatchObject({ requiredMinor: 200_00, achievedMinor: 0, remainingMinor: 200_00 });
    const [move] = await db.select().from(turnoverObligationMoves).where(eq(turnoverObligationMoves.transactionId, moved.body.value.transactionId));
    expect(move).toMatchObject({ fromMemberId: m.memberId, toMemberId: agent.memberId, amountMinor: 200_00, obligationMinor: 200_00 });

    const refused = await withdraw(agent, '200');
    expect(refused.body).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { requiredMinor: 200_00, achievedMinor: 0, remainingMinor: 200_00 } });
    expect((await walletBalances(app, agent.memberId)).MAIN).toBe(200_00);

    // wagering the carried amount frees it
    await bet(agent.memberId, 150_00, 140_00);
    expect(await turnover(agent)).toMatchObject({ requiredMinor: 200_00, achievedMinor: 150_00, remainingMinor: 50_00 });
    expect((await withdraw(agent, '100')).body.code).toBe('TURNOVER_NOT_MET');
    await bet(agent.memberId, 50_00, 50_00 - 1);
    expect((await turnover(agent)).remainingMinor).toBe(0);
    const paid = await withdraw(agent, '100');
    expect(paid.body.value, JSON.stringify(paid.body)).toMatchObject({ status: 'requested', amountMinor: 100_00 });
    await expectLedgerConsistent(app);
  });

  it('an agent transfer carries the agent’s unmet turnover to the downline, once per request', async () => {
    const agent = await newAgent();
    const m = await newMember(agent);
    await deposit(agent, '500');
    await bet(agent.memberId, 100_00, 100_00 - 1);
    expect(await turnover(agent)).toMatchObject({ requiredMinor: 500_00, achievedMinor: 100_00, remainingMinor: 400_00 });

    const requestId = rid('down');
    const first = await agent.call('transferToDownline', { body: { username: m.username, amount: '300', paymentPassword: PAY, requestId } });
    expect(first.body.code, JSON.stringify(first.body)).toBe('OK');
    const again = await agent.call('transferToDownline', { body: { username: m.username, amount: '300', paymentPassword: PAY, requestId } });
    expect(again.body.value).toMatchObject({ duplicate: true, transactionId: first.body.value.transactionId });
    // min(300 moved x multiple 1, 400 unmet) = 300 moves; the retry moved nothing more
    expect(await turnover(m)).toMatchObject({ requiredMinor: 300_00, achievedMinor: 0, remainingMinor: 300_00 });
    expect((await turnover(agent)).remainingMinor).toBe(100_00);
    expect((await withdraw(m, '300')).body.code).toBe('TURNOVER_NOT_MET');

    // money beyond the unmet turnover moves free: the agent's last 100 of obligation goes with the next 100
    await toDownline(agent, m, '150');
    expect((await turnover(agent)).remainingMinor).toBe(0);
    expect((await turnover(m)).remainingMinor).toBe(400_00);
    await expectLedgerConsistent(app);
  });

  it('a met obligation is not banked: bets before a deposit do not count for it', async () => {
    const agent = await newAgent();
    const m = await newMember(agent);
    await w.credit(m.username, '300');
    await deposit(m, '100');
    await bet(m.memberId, 300_00, 300_00 - 1);
    expect((await turnover(m)).remainingMinor).toBe(0);
    await deposit(m, '100');
    expect(await turnover(m)).toMatchObject({ requiredMinor: 100_00, achievedMinor: 0, remainingMinor: 100_00 });
  });

  it('carries amount x the multiple, at least the amount, never more than is unmet', () => {
    expect(obligationCarried(100_00, 500_00, 100)).toBe(100_00);
    expect(obligationCarried(100_00, 500_00, 300)).toBe(300_00);
    expect(obligationCarried(100_00, 500_00, 50)).toBe(100_00);
    expect(obligationCarried(100_00, 40_00, 300)).toBe(40_00);
    expect(obligationCarried(1, 10, 150)).toBe(2);
  });
});

describe('the receiver’s responsible gaming (attack 6)', () => {
  it('a transfer counts as a deposit: over the daily deposit limit it is refused and nothing moves', async () => {
    const agent = await newAgent();
    await w.credit(agent.username, '1000');
    const m = await newMember(agent);
    await setDepositLimit(m, '200');

    const over = await toDownline(agent, m, '500');
    expect(over.status).toBe(403);
    // the agent learns the receiver's limits refused it, not the limit or its use
    expect(over.body).toMatchObject({ code: 'RG_LIMIT_REACHED', value: { party: 'receiver' } });
    expect(Object.keys(over.body.value)).toEqual(['party']);
    expect((await walletBalances(app, agent.memberId)).MAIN).toBe(1000_00);
    expect((await walletBalances(app, m.memberId)).MAIN ?? 0).toBe(0);
    expect(await transfersOf(agent.memberId)).toHaveLength(1); // the operator credit only

    // within the limit it moves and counts towards it, so a deposit order over the rest is refused
    expect((await toDownline(agent, m, '150')).body.code).toBe('OK');
    expect(await depositUsed(m)).toBe(150_00);
    const channels = (await m.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
    const order = await m.call('depositCreate', { body: { channelId: channels.find((c) => c.type === 'BANK')!.id, amount: '100', requestId: rid() } });
    expect(order.body).toMatchObject({ code: 'RG_LIMIT_REACHED', value: { kind: 'deposit', period: 'daily', limitMinor: 200_00, usedMinor: 150_00 } });
    expect((await toDownline(agent, m, '50')).body.code).toBe('OK');
    expect((await toDownline(agent, m, '1')).body.code).toBe('RG_LIMIT_REACHED');
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(200_00);
  });

  it('refuses a member on a time-out or self-excluded, either way, with nothing moved', async () => {
    const agent = await newAgent();
    await w.credit(agent.username, '100');
    const resting = await newMember(agent);
    const excluded = await newMember(agent);
    await w.credit(excluded.username, '50');
    await takeBreak(db, app.brands, demo, { id: resting.memberId, brandId: 'demo' }, '24h');
    await selfExclude(db, app.brands, demo, { id: excluded.memberId, brandId: 'demo' }, { duration: '6m', allBrands: false });
    for (const m of [resting, excluded]) {
      const res = await toDownline(agent, m, '10');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'RG_BLOCKED', value: { party: 'receiver' } });
    }
    expect((await walletBalances(app, agent.memberId)).MAIN).toBe(100_00);
    expect((await walletBalances(app, resting.memberId)).MAIN ?? 0).toBe(0);
    expect((await walletBalances(app, excluded.memberId)).MAIN).toBe(50_00);

    // an upline on a time-out receives nothing from its downline either; money may still leave the blocked member
    const member = await newMember(agent);
    await w.credit(member.username, '20');
    await takeBreak(db, app.brands, demo, { id: agent.memberId, brandId: 'demo' }, '24h');
    const up = await uplineTransfer(db, { brandId: 'demo', memberId: member.memberId, username: member.username, upline: { id: agent.memberId, username: agent.username }, amountMinor: 5_00, requestId: rid(), money: { symbol: '₱', digits: 2 } }).catch((e: AppError) => e);
    expect(up).toMatchObject({ code: 'RG_BLOCKED', value: { party: 'receiver' } });
    expect((await walletBalances(app, member.memberId)).MAIN).toBe(20_00);
    await expectLedgerConsistent(app);
  });
});

describe('40 simultaneous transfers at a deposit limit', () => {
  const outcome = <T>(p: Promise<T>) =>
    p.then(
      () => 'OK',
      (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
    );

  it('40 downlines paying one upline with a 200 daily deposit limit: exactly 200 arrives', { timeout: 120_000 }, async () => {
    const agent = await newAgent();
    await setDepositLimit(agent, '200');
    const downlines = await db
      .insert(members)
      .values(Array.from({ length: 40 }, (_, i) => ({ brandId: 'demo', username: `oc${randomUUID().slice(0, 8)}${i}`, passwordHash: null, type: 0, nickname: 'Down', uplineId: agent.memberId })))
      .returning({ id: members.id, username: members.username });
    for (const d of downlines) await w.credit(d.username, '10');
    const results = await Promise.all(
      downlines.map((d) =>
        outcome(uplineTransfer(db, { brandId: 'demo', memberId: d.id, username: d.username, upline: { id: agent.memberId, username: agent.username }, amountMinor: 10_00, requestId: rid('burst'), money: { symbol: '₱', digits: 2 } })),
      ),
    );
    expect(results.filter((r) => r === 'OK')).toHaveLength(20);
    expect(results.filter((r) => r !== 'OK').every((r) => r === 'RG_LIMIT_REACHED')).toBe(true);
    expect((await walletBalances(app, agent.memberId)).MAIN).toBe(200_00);
    expect(await depositUsed(agent)).toBe(200_00);
    await expectLedgerConsistent(app);
  });

  it('40 transfers from one agent to a member with a 200 daily deposit limit: exactly 200 arrives', { timeout: 120_000 }, async () => {
    const agent = await newAgent();
    await w.credit(agent.username, '1000');
    const m = await newMember(agent);
    await setDepositLimit(m, '200');
    const downline = { id: m.memberId, username: m.username, nickname: '', type: 0, level: 1 };
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        outcome(transferToDownline(db, { agent: { id: agent.memberId, brandId: 'demo', username: agent.username }, downline, amountMinor: 10_00, requestId: rid('burst'), money: { symbol: '₱', digits: 2 } })),
      ),
    );
    expect(results.filter((r) => r === 'OK')).toHaveLength(20);
    expect(results.filter((r) => r !== 'OK').every((r) => r === 'RG_LIMIT_REACHED')).toBe(true);
    expect((await walletBalances(app, m.memberId)).MAIN).toBe(200_00);
    expect((await walletBalances(app, agent.memberId)).MAIN).toBe(800_00);
  });
});
