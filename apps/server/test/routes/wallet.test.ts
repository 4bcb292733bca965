import { parseAmountMinor } from '@app/contract/money';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, memberMessages, throttles } from '../../src/db/schema';
import { creditWin, debitForBet, rollbackBet } from '../../src/modules/wallet/ledger/bets';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { buildTestApp } from '../helper';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const app = await buildTestApp({ POW_DIFFICULTY: '4' });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

describe('amounts', () => {
  it('parses decimals exactly into minor units and names every problem', () => {
    expect(parseAmountMinor('12.5', 2)).toEqual({ minor: 1250 });
    expect(parseAmountMinor(0.1, 2)).toEqual({ minor: 10 });
    expect(parseAmountMinor('1000', 2)).toEqual({ minor: 100000 });
    expect(parseAmountMinor(' 0.01 ', 2)).toEqual({ minor: 1 });
    expect(parseAmountMinor('0', 2)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor(-5, 2)).toEqual({ problem: 'not_positive' });
    expect(parseAmountMinor('1.005', 2)).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmountMinor(0.1 + 0.2, 2)).toEqual({ problem: 'too_many_decimals' });
    expect(parseAmountMinor('abc', 2)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor(Number.NaN, 2)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor('1e5', 2)).toEqual({ problem: 'not_a_number' });
    expect(parseAmountMinor('99999999999999', 2)).toEqual({ problem: 'too_large' });
  });

  it('counts a currency without decimals in whole units (the đồng)', () => {
    expect(parseAmountMinor('100000', 0)).toEqual({ minor: 100000 });
    expect(parseAmountMinor('100000.00', 0)).toEqual({ minor: 100000 });
    expect(parseAmountMinor('1000.5', 0)).toEqual({ problem: 'too_many_decimals' });
  });
});

describe('balance and vendor wallets', () => {
  it('shows the seeded opening balance of a demo member', async () => {
    const player = await w.login('player1', 'Player123!');
    const res = await player.call('balance');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ sumBalance: 1000, sumBalanceMinor: 100000, mainBalanceMinor: 100000, heldMinor: 0, currencySymbol: '₱' });
    const opening = await player.call('accountRecords');
    // an operator adjustment, not a deposit: the consolidated totalDeposit counts real deposits only
    expect(opening.body.value.list[0]).toMatchObject({ kind: 'adjustment', wallet: 'MAIN', amountMinor: 100000, balanceAfterMinor: 100000, reference: 'opening balance' });
  });

  it('lists every enabled vendor in merchantWallet, once per code', async () => {
    const player = await w.login('agent1', 'Agent123!');
    const res = await player.call('merchantWallet');
    const codes = res.body.value.list.map((v: { vassalage: string }) => v.vassalage);
    expect(codes).toContain('PG');
    expect(new Set(codes).size).toBe(codes.length);
    expect(res.body.value.list.find((v: { vassalage: string }) => v.vassalage === 'PG')).toMatchObject({ name: 'PG Soft', gameTypes: ['RNG'], balanceMinor: 0 });
  });

  it('needs a login', async () => {
    const res = await w.api.call('balance');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('answers the bare ping without a login', async () => {
    const res = await w.api.call('ping');
    expect(res.body.value).toMatchObject({ pong: true });
  });
});

describe('wallet transfer', () => {
  it('moves money to a vendor wallet and back, and recalls everything to main', async () => {
    const m = await w.register();
    await w.credit(m.username, '500');
    const toPg = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '120.50', requestId: rid() } });
    expect(toPg.body.code).toBe('OK');
    expect(toPg.body.value).toMatchObject({ duplicate: false, moved: [{ from: 'MAIN', to: 'PG', amountMinor: 12050, amount: 120.5 }] });
    expect(toPg.body.value.balance).toMatchObject({ sumBalanceMinor: 50000, mainBalanceMinor: 37950 });
    expect(toPg.body.value.balance.wallets).toEqual([expect.objectContaining({ vassalage: 'PG', balanceMinor: 12050 })]);

    await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'jili', amount: 30, requestId: rid() } });
    const back = await m.call('walletTransfer', { body: { action: 'toMain', vassalage: 'PG', amount: '20.50', requestId: rid() } });
    expect(back.body.value.moved).toEqual([{ from: 'PG', to: 'MAIN', amount: 20.5, amountMinor: 2050 }]);
    // the balance a transfer answers (read with its posting) is the one the balance call gives right after
    expect(back.body.value.balance).toEqual((await m.call('balance')).body.value);
    expect(back.body.value.balance).toMatchObject({ mainBalanceMinor: 37950 + 2050 - 3000, sumBalanceMinor: 50000 });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 37950 + 2050 - 3000, PG: 10000, JILI: 3000 });

    const recall = await m.call('walletTransfer', { body: { action: 'recallAll', requestId: rid() } });
    expect(recall.body.value.moved).toEqual(
      expect.arrayContaining([
        { from: 'PG', to: 'MAIN', amount: 100, amountMinor: 10000 },
        { from: 'JILI', to: 'MAIN', amount: 30, amountMinor: 3000 },
      ]),
    );
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 50000, PG: 0, JILI: 0 });
    const nothing = await m.call('walletTransfer', { body: { action: 'recallAll' } });
    expect(nothing.body.value).toMatchObject({ transactionId: null, moved: [] });
    await expectLedgerConsistent(app);
  });

  it('refuses bad amounts with INVALID_AMOUNT and moves nothing', async () => {
    const m = await w.register();
    await w.credit(m.username, '100');
    for (const [amount, reason] of [
      ['-5', 'not_positive'],
      [0, 'not_positive'],
      ['0.00', 'not_positive'],
      ['1.234', 'too_many_decimals'],
      ['ten', 'not_a_number'],
      ['', 'not_a_number'],
      ['1e3', 'not_a_number'],
    ] as const) {
      const res = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount } });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body, String(amount)).toMatchObject({ code: 'INVALID_AMOUNT', message: 'err_invalid_amount', value: { field: 'amount', reason } });
    }
    const wrongType = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: { x: 1 } } });
    expect(wrongType.body.code).toBe('VALIDATION_ERROR');
    const missing = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG' } });
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'amount' } });
    const badAction = await m.call('walletTransfer', { body: { action: 'steal', amount: 1 } });
    expect(badAction.body.code).toBe('VALIDATION_ERROR');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 10000 });
  });

  it('refuses more than the wallet holds and unknown vendors', async () => {
    const m = await w.register();
    await w.credit(m.username, '10');
    const over = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '10.01' } });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { wallet: 'MAIN', availableMinor: 1000 } });
    const fromEmpty = await m.call('walletTransfer', { body: { action: 'toMain', vassalage: 'PG', amount: '1' } });
    expect(fromEmpty.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { wallet: 'PG', availableMinor: 0 } });
    const unknown = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'NOPE', amount: '1' } });
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_WALLET', value: { vassalage: 'NOPE' } });
    expect(await walletBalances(app, m.memberId)).toMatchObject({ MAIN: 1000 });
    await expectLedgerConsistent(app);
  });

  it('answers a retry with the first result and moves nothing (body requestId or Idempotency-Key header)', async () => {
    const m = await w.register();
    await w.credit(m.username, '100');
    const requestId = rid();
    const first = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '40', requestId } });
    const again = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '40', requestId } });
    expect(again.body.value).toMatchObject({ duplicate: true, transactionId: first.body.value.transactionId, moved: first.body.value.moved });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 6000, PG: 4000 });
    const reused = await m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '41', requestId } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const headerKey = rid('hdr');
    const viaHeader = await m.call('walletTransfer', { body: { action: 'toMain', vassalage: 'PG', amount: '5' }, headers: { 'idempotency-key': headerKey } });
    const viaHeaderAgain = await m.call('walletTransfer', { body: { action: 'toMain', vassalage: 'PG', amount: '5' }, headers: { 'idempotency-key': headerKey } });
    expect(viaHeader.body.value.duplicate).toBe(false);
    expect(viaHeaderAgain.body.value.duplicate).toBe(true);
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 6500, PG: 3500 });
    const badHeader = await m.call('walletTransfer', { body: { action: 'recallAll' }, headers: { 'idempotency-key': 'bad key!' } });
    expect(badHeader.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'Idempotency-Key' } });
  });

  it('lets one of two simultaneous calls with the same key move the money', async () => {
    const m = await w.register();
    await w.credit(m.username, '100');
    const requestId = rid();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => m.call('walletTransfer', { body: { action: 'toVendor', vassalage: 'PG', amount: '10', requestId } })),
    );
    expect(results.every((r) => r.body.code === 'OK')).toBe(true);
    expect(results.filter((r) => !r.body.value.duplicate)).toHaveLength(1);
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 9000, PG: 1000 });
  });
});

describe('consolidated', () => {
  it('gives the contract flags and the funds summary', async () => {
    const player = await w.login('agent1', 'Agent123!');
    const res = await player.call('consolidated');
    expect(res.body.value).toMatchObject({ salary: false, dividend: false, funds: { totalDepositMinor: 0, heldMinor: 0 } });
    expect(res.body.value.funds.sumBalanceMinor).toBe(res.body.value.funds.mainBalanceMinor + res.body.value.funds.vendorBalanceMinor);
  });
});

describe('transfer to upline', () => {
  it('moves money from a downline to its upline with the payment password', async () => {
    const m = await w.register({ affiliateCode: 'AGENT1' });
    await w.credit(m.username, '50');
    const noPassword = await m.call('transferToUpline', { body: { amount: '10', paymentPassword: 'Pay12345' } });
    expect(noPassword.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await m.call('setPaymentPassword', { body: { newPassword: 'Pay54321', confirmPassword: 'Pay54321' } });
    const agent = await w.login('agent1', 'Agent123!');
    const before = (await agent.call('balance')).body.value.mainBalanceMinor as number;
    const requestId = rid();
    const res = await m.call('transferToUpline', { body: { amount: '12.34', paymentPassword: 'Pay54321', requestId } });
    expect(res.body.value).toMatchObject({ duplicate: false, uplineAccount: 'agent1', amountMinor: 1234, balance: { mainBalanceMinor: 5000 - 1234 } });
    const again = await m.call('transferToUpline', { body: { amount: '12.34', paymentPassword: 'Pay54321', requestId } });
    expect(again.body.value.duplicate).toBe(true);
    expect((await agent.call('balance')).body.value.mainBalanceMinor).toBe(before + 1234);
    expect((await agent.call('messages')).body.value.list[0]).toMatchObject({ category: 'transfer', read: false });
    const records = await agent.call('accountRecords', { query: { kind: 'upline_transfer' } });
    expect(records.body.value.list[0]).toMatchObject({ kind: 'upline_transfer', amountMinor: 1234 });
    const over = await m.call('transferToUpline', { body: { amount: '1000', paymentPassword: 'Pay54321' } });
    expect(over.body.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('refuses a member without an upline', async () => {
    const m = await w.register();
    const res = await m.call('transferToUpline', { body: { amount: '1', paymentPassword: 'whatever1' } });
    expect(res.body.code).toBe('NO_UPLINE');
  });
});

describe('trial accounts', () => {
  it('cannot deposit, withdraw, bind cards or transfer to an upline', async () => {
    const t = await w.trial();
    const cases: Array<[Parameters<typeof t.call>[0], unknown]> = [
      ['depositChannels', undefined],
      ['depositCreate', { channelId: 1, amount: '100' }],
      ['withdrawCreate', { bankCardId: 1, amount: '100', paymentPassword: 'x' }],
      ['withdrawSettings', undefined],
      ['bindBankCard', { bankName: 'BDO', accountName: 'Trial', accountNumber: '12345678', paymentPassword: 'x' }],
      ['setPaymentPassword', { newPassword: 'Pay12345', confirmPassword: 'Pay12345' }],
      ['transferToUpline', { amount: '1', paymentPassword: 'x' }],
    ];
    for (const [name, body] of cases) {
      const res = await t.call(name, body ? { body } : {});
      expect(res.status, name).toBe(403);
      expect(res.body, name).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    }
    expect((await t.call('balance')).body.code).toBe('OK');
  });
});

describe('ledger API for games and lottery', () => {
  it('places, settles and rolls back bets idempotently, and shows them in the records', async () => {
    const m = await w.register();
    await w.credit(m.username, '100');
    const base = { brandId: 'demo', memberId: m.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'fortune-ox', gameName: 'Fortune Ox' };
    const bet1 = await debitForBet(db, { ...base, betKey: 'round-1', stakeMinor: 1000 });
    expect(bet1).toMatchObject({ duplicate: false, balanceMinor: 9000, status: 'open' });
    expect(await debitForBet(db, { ...base, betKey: 'round-1', stakeMinor: 1000 })).toMatchObject({ duplicate: true, betId: bet1.betId, balanceMinor: 9000 });
    await expect(debitForBet(db, { ...base, betKey: 'round-1', stakeMinor: 999 })).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await expect(debitForBet(db, { ...base, betKey: 'round-x', stakeMinor: 1_000_000 })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(debitForBet(db, { ...base, betKey: 'round-y', stakeMinor: 0 })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });

    expect(await creditWin(db, { memberId: m.memberId, betKey: 'round-1', payoutMinor: 2500 })).toMatchObject({ duplicate: false, balanceMinor: 11500, status: 'settled' });
    expect(await creditWin(db, { memberId: m.memberId, betKey: 'round-1', payoutMinor: 2500 })).toMatchObject({ duplicate: true, balanceMinor: 11500 });
    await expect(rollbackBet(db, { memberId: m.memberId, betKey: 'round-1' })).rejects.toMatchObject({ code: 'INVALID_STATE' });

    await debitForBet(db, { ...base, betKey: 'round-2', stakeMinor: 500, vendor: 'JILI', gameCode: 'super-ace', gameName: 'Super Ace' });
    expect(await rollbackBet(db, { memberId: m.memberId, betKey: 'round-2' })).toMatchObject({ duplicate: false, balanceMinor: 11500, status: 'cancelled' });
    expect(await rollbackBet(db, { memberId: m.memberId, betKey: 'round-2' })).toMatchObject({ duplicate: true });
    await expect(creditWin(db, { memberId: m.memberId, betKey: 'round-2', payoutMinor: 1 })).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(creditWin(db, { memberId: m.memberId, betKey: 'nope', payoutMinor: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await debitForBet(db, { ...base, betKey: 'round-3', stakeMinor: 700, gameType: 'LIVE', vendor: 'EVO', gameCode: 'baccarat', gameName: 'Baccarat' });
    await creditWin(db, { memberId: m.memberId, betKey: 'round-3', payoutMinor: 0 });

    const all = await m.call('betRecords');
    expect(all.body.value).toMatchObject({ total: 3, totals: { count: 3, stakeMinor: 1700, payoutMinor: 2500, profitMinor: 800 } });
    const pg = await m.call('betRecords', { query: { vassalage: 'PG' } });
    expect(pg.body.value.list).toEqual([expect.objectContaining({ gameName: 'Fortune Ox', stakeMinor: 1000, payoutMinor: 2500, profitMinor: 1500, status: 'settled' })]);
    const live = await m.call('betRecords', { query: { gameType: 'LIVE', pageSize: '1' } });
    expect(live.body.value).toMatchObject({ total: 1, totalPages: 1, list: [expect.objectContaining({ vassalage: 'EVO', profitMinor: -700 })] });
    const future = await m.call('betRecords', { query: { startTime: String(Date.now() + 3600_000), endTime: String(Date.now() + 7200_000) } });
    expect(future.body.value.total).toBe(0);
    const badRange = await m.call('betRecords', { query: { startTime: '2000', endTime: '1000' } });
    expect(badRange.body.code).toBe('VALIDATION_ERROR');
    const tooLong = await m.call('betRecords', { query: { startTime: '0', endTime: String(Date.now()) } });
    expect(tooLong.body.code).toBe('VALIDATION_ERROR');

    const pl = await m.call('profitLoss', { query: { period: 'day' } });
    expect(pl.body.value.list).toHaveLength(1);
    expect(pl.body.value.list[0]).toMatchObject({ betCount: 2, stakeMinor: 1700, payoutMinor: 2500, profitMinor: 800 });
    expect(pl.body.value.list[0].period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const period of ['week', 'month']) expect((await m.call('profitLoss', { query: { period } })).body.value.totals).toMatchObject({ count: 2, profitMinor: 800 });

    const records = await m.call('accountRecords', { query: { kind: 'bet,win,rollback' } });
    expect(records.body.value.list.map((r: { kind: string }) => r.kind)).toEqual(['bet', 'rollback', 'bet', 'win', 'bet']);
    expect(records.body.value).toMatchObject({ totalInMinor: 2500 + 500, totalOutMinor: -(1000 + 500 + 700) });
    const badKind = await m.call('accountRecords', { query: { kind: 'steal' } });
    expect(badKind.body.code).toBe('VALIDATION_ERROR');
    await expectLedgerConsistent(app);
  });

  it('books bonuses through postEntry and lists them in bonus details', async () => {
    const m = await w.register();
    const first = await postEntry(db, { brandId: 'demo', memberId: m.memberId, kind: 'bonus', amountMinor: 888, idempotencyKey: 'promo:welcome', reference: 'Welcome bonus' });
    expect(first).toMatchObject({ duplicate: false, balanceMinor: 888 });
    expect(await postEntry(db, { brandId: 'demo', memberId: m.memberId, kind: 'bonus', amountMinor: 888, idempotencyKey: 'promo:welcome' })).toMatchObject({ duplicate: true, balanceMinor: 888 });
    await expect(postEntry(db, { brandId: 'demo', memberId: m.memberId, kind: 'points', amountMinor: -1000, idempotencyKey: 'points:1' })).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const res = await m.call('bonusDetails');
    expect(res.body.value).toMatchObject({ total: 1, totalMinor: 888, list: [{ kind: 'bonus', amountMinor: 888, reference: 'Welcome bonus' }] });
    const [tx] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'promo:welcome'));
    expect(tx).toMatchObject({ kind: 'bonus', memberId: m.memberId });
  });
});

describe('platform messages', () => {
  it('counts unread messages, lists them and marks them read', async () => {
    const m = await w.register();
    await w.credit(m.username, '1');
    expect((await m.call('unreadCount')).body.value).toEqual({ count: 0 });
    await db.insert(memberMessages).values([
      { brandId: 'demo', memberId: m.memberId, title: 'One', content: 'First' },
      { brandId: 'demo', memberId: m.memberId, title: 'Two', content: 'Second' },
    ]);
    expect((await m.call('unreadCount')).body.value).toEqual({ count: 2 });
    const list = await m.call('messages', { query: { pageSize: '1' } });
    expect(list.body.value).toMatchObject({ total: 2, unread: 2, totalPages: 2, list: [{ title: 'Two', read: false }] });
    const read = await m.call('readMessages', { body: { ids: [list.body.value.list[0].id] } });
    expect(read.body.value).toEqual({ updated: 1, unread: 1 });
    expect((await m.call('readMessages', { body: { all: true } })).body.value).toEqual({ updated: 1, unread: 0 });
    expect((await m.call('readMessages', { body: {} })).body.code).toBe('VALIDATION_ERROR');
    // another member's message ids are never touched
    const other = await w.register();
    expect((await other.call('readMessages', { body: { ids: [list.body.value.list[0].id] } })).body.value.updated).toBe(0);
  });
});
