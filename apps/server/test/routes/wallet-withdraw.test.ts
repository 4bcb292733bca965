import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { throttles, withdrawals } from '../../src/db/schema';
import { creditWin, debitForBet } from '../../src/modules/wallet/ledger/bets';
import { buildTestApp, OPS_HOST, operatorHeaders } from '../helper';
import { uniquePayeeName } from '../accounts-support';
import { expectLedgerConsistent, rid, walletBalances, walletClient } from '../wallet-support';

const dataDir = mkdtempSync(join(tmpdir(), 'wallet-proofs-'));
const app = await buildTestApp({ POW_DIFFICULTY: '4', DATA_DIR: dataDir });
const w = walletClient(app);
const db = app.database.db;

beforeEach(async () => {
  await db.delete(throttles);
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PAY = 'Pay54321';

type Member = Awaited<ReturnType<typeof w.register>>;

/** One account number per member (a number another member holds is refused: docs/multi-account.md), ending 9012. */
const cardNumberOf = (memberId: number) => `${String(memberId).padStart(8, '0')}9012`;

/** A fresh member with money, a payment password and a bank card in a name of its own (one member holds a name). */
async function readyMember(amount = '1000'): Promise<Member & { cardId: number; accountName: string }> {
  const m = await w.register();
  await w.credit(m.username, amount);
  expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.code).toBe('OK');
  const accountName = uniquePayeeName();
  const card = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber: cardNumberOf(m.memberId), paymentPassword: PAY } });
  expect(card.body.code).toBe('OK');
  return { ...m, cardId: card.body.value.id, accountName };
}

async function withdraw(m: Member & { cardId: number }, amount: string, extra: Record<string, unknown> = {}) {
  return m.call('withdrawCreate', { body: { bankCardId: m.cardId, amount, paymentPassword: PAY, ...extra } });
}

const step = (name: 'approve' | 'reject' | 'disburse' | 'resolve', orderNo: string, body?: { reason?: string; refund?: string }) => w.withdrawalStep(name, orderNo, body);

describe('payment password', () => {
  it('is set once, changed only with the old one, and checked with an attempt limit', async () => {
    const m = await w.register();
    expect((await m.call('withdrawSettings')).body.value.paymentPasswordSet).toBe(false);
    const weak = await m.call('setPaymentPassword', { body: { newPassword: 'abcdefg', confirmPassword: 'abcdefg' } });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'newPassword' } });
    const mismatch = await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: 'Pay00000' } });
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'confirmPassword', key: 'incorrect_confirmation_input' } });
    expect((await m.call('setPaymentPassword', { body: { newPassword: PAY, confirmPassword: PAY } })).body.value).toEqual({ paymentPasswordSet: true });
    expect((await m.call('withdrawSettings')).body.value.paymentPasswordSet).toBe(true);
    const again = await m.call('setPaymentPassword', { body: { newPassword: 'Other123', confirmPassword: 'Other123' } });
    expect(again.body.code).toBe('PAYMENT_PASSWORD_ALREADY_SET');
    const wrongOld = await m.call('setPaymentPassword', { body: { oldPassword: 'Wrong123', newPassword: 'Other123', confirmPassword: 'Other123' } });
    expect(wrongOld.body).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { field: 'oldPassword', attemptsLeft: 4 } });
    const changed = await m.call('setPaymentPassword', { body: { oldPassword: PAY, newPassword: 'Other123', confirmPassword: 'Other123' } });
    expect(changed.body.code).toBe('OK');

    // five wrong answers lock it, even for the right one
    for (let i = 0; i < 4; i++) {
      const wrong = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '99990000', paymentPassword: 'Nope1234' } });
      expect(wrong.body).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', value: { attemptsLeft: 4 - i } });
    }
    const fifth = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '99990000', paymentPassword: 'Nope1234' } });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    const right = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '99990000', paymentPassword: 'Other123' } });
    expect(right.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(right.body.value.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('bank cards', () => {
  it('binds cards with the payment password, masks the number, refuses duplicates and more than the maximum', async () => {
    const m = await readyMember();
    const list = await m.call('bankCards');
    const { accountName } = m;
    expect(list.body.value).toMatchObject({ maxCards: 3, list: [{ bankName: 'BPI', accountName, accountNumberMasked: '**** **** 9012' }] });
    expect(JSON.stringify(list.body.value)).not.toContain(cardNumberOf(m.memberId));
    const dup = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber: cardNumberOf(m.memberId), paymentPassword: PAY } });
    expect(dup.body.code).toBe('BANK_CARD_DUPLICATE');
    const badNumber = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName, accountNumber: '12ab', paymentPassword: PAY } });
    expect(badNumber.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'accountNumber' } });
    // the member's own name again on other cards
    for (const n of ['11112222', '33334444']) {
      expect((await m.call('bindBankCard', { body: { bankName: 'BDO', accountName, accountNumber: n, paymentPassword: PAY } })).body.code).toBe('OK');
    }
    const fourth = await m.call('bindBankCard', { body: { bankName: 'BDO', accountName, accountNumber: '55556666', paymentPassword: PAY } });
    expect(fourth.body).toMatchObject({ code: 'BANK_CARD_LIMIT', value: { maxCards: 3 } });
  });

  it('needs a payment password first', async () => {
    const m = await w.register();
    const res = await m.call('bindBankCard', { body: { bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '12345678', paymentPassword: PAY } });
    expect(res.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });
});

describe('withdrawal requests', () => {
  it('holds the amount, then walks approved, disbursed and received', async () => {
    const m = await readyMember('1000');
    const res = await withdraw(m, '300.25', { requestId: rid() });
    expect(res.body.code).toBe('OK');
    const order = res.body.value;
    expect(order).toMatchObject({ status: 'requested', amountMinor: 30025, accountNumberMasked: '**** **** 9012', autoReceiveAt: null });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 69975 });
    expect((await m.call('balance')).body.value).toMatchObject({ sumBalanceMinor: 69975, heldMinor: 30025 });

    expect((await step('disburse', order.orderNo)).body.code).toBe('INVALID_STATE');
    const approved = await step('approve', order.orderNo);
    expect(approved.body.value.status).toBe('approved');
    expect((await step('approve', order.orderNo)).body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'approved' } });
    const early = await m.call('withdrawReceipt', { body: { orderNo: order.orderNo, result: 'received' } });
    expect(early.body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'approved' } });
    expect((await step('disburse', order.orderNo)).body.value.status).toBe('disbursed');
    expect((await m.call('balance')).body.value.heldMinor).toBe(0);

    const list = await m.call('withdrawals');
    expect(list.body.value.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'disbursed' });
    expect(list.body.value.list[0].autoReceiveAt).toBeGreaterThan(Date.now());
    const received = await m.call('withdrawReceipt', { body: { orderNo: order.orderNo, result: 'received' } });
    expect(received.body.value).toMatchObject({ status: 'received', receiptForced: false });
    expect(received.body.value.confirmedAt).toBeGreaterThan(0);
    expect((await m.call('withdrawReceipt', { body: { orderNo: order.orderNo, result: 'received' } })).body.code).toBe('INVALID_STATE');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 69975 });
    const records = await m.call('accountRecords', { query: { kind: 'withdrawal_hold' } });
    expect(records.body.value.list[0]).toMatchObject({ amountMinor: -30025, reference: order.orderNo });
    const messages = (await m.call('messages', { headers: { language: 'EN' } })).body.value.list.map((x: { title: string }) => x.title);
    expect(messages).toEqual(expect.arrayContaining(['Withdrawal approved', 'Withdrawal paid out']));
    const consolidated = await m.call('consolidated');
    expect(consolidated.body.value.funds.totalWithdrawalMinor).toBe(30025);
    await expectLedgerConsistent(app);
  });

  it('releases the hold when the operator rejects', async () => {
    const m = await readyMember('500');
    const order = (await withdraw(m, '200')).body.value;
    const rejected = await step('reject', order.orderNo, { reason: 'name mismatch' });
    expect(rejected.body.value.status).toBe('rejected');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 50000 });
    const list = await m.call('withdrawals', { query: { status: 'rejected' } });
    expect(list.body.value.list[0]).toMatchObject({ rejectReason: 'name mismatch' });
    expect((await step('reject', order.orderNo)).body.code).toBe('INVALID_STATE');
    const released = await m.call('accountRecords', { query: { kind: 'withdrawal_release' } });
    expect(released.body.value.list[0]).toMatchObject({ amountMinor: 20000, balanceAfterMinor: 50000 });
    await expectLedgerConsistent(app);
  });

  it('refuses bad amounts, limits, a wrong password and foreign cards', async () => {
    const m = await readyMember('200');
    expect((await withdraw(m, '99.99')).body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 10000, maxMinor: 5000000 } });
    expect((await withdraw(m, '50000.01')).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    for (const amount of ['-100', '0', '100.5.5', '100.123']) expect((await withdraw(m, amount)).body.code, amount).toBe('INVALID_AMOUNT');
    expect((await withdraw(m, '200.01')).body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { availableMinor: 20000 } });
    expect((await withdraw(m, '100', { paymentPassword: 'Wrong999' })).body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const other = await readyMember('10');
    expect((await withdraw(m, '100', { bankCardId: other.cardId })).body).toMatchObject({ code: 'NOT_FOUND', value: { field: 'bankCardId' } });
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 20000 });
    expect((await m.call('withdrawals')).body.value.total).toBe(0);
  });

  it('allows the brand daily count of requests', async () => {
    const m = await readyMember('1000');
    for (let i = 0; i < 5; i++) expect((await withdraw(m, '100')).body.code).toBe('OK');
    const sixth = await withdraw(m, '100');
    expect(sixth.body).toMatchObject({ code: 'DAILY_LIMIT_REACHED', value: { dailyCount: 5 } });
    expect((await m.call('withdrawSettings')).body.value).toMatchObject({ usedToday: 5, dailyCount: 5, availableMinor: 50000 });
  });

  it('answers a retried request with the first withdrawal', async () => {
    const m = await readyMember('1000');
    const requestId = rid();
    const results = await Promise.all([withdraw(m, '100', { requestId }), withdraw(m, '100', { requestId }), withdraw(m, '100', { requestId })]);
    expect(new Set(results.map((r) => r.body.value.orderNo)).size).toBe(1);
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 90000 });
    expect((await withdraw(m, '101', { requestId })).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('requires the turnover of the last deposit in valid bets', async () => {
    const m = await readyMember('0.01');
    const bank = (await m.call('depositChannels')).body.value.list[0];
    const order = (await m.call('depositCreate', { body: { channelId: bank.id, amount: '200' } })).body.value;
    await w.callback({ orderNo: order.orderNo, status: 'PAID', amountMinor: 20000, providerRef: 'X', eventId: 'E1' });
    const refused = await withdraw(m, '100');
    expect(refused.body).toMatchObject({ code: 'TURNOVER_NOT_MET', value: { requiredMinor: 20000, achievedMinor: 0, remainingMinor: 20000 } });
    const bet = { brandId: 'demo', memberId: m.memberId, vendor: 'PG', gameType: 'RNG', gameCode: 'g', gameName: 'Game' };
    await debitForBet(db, { ...bet, betKey: 't1', stakeMinor: 15000 });
    await creditWin(db, { memberId: m.memberId, betKey: 't1', payoutMinor: 14000 });
    await debitForBet(db, { ...bet, betKey: 't2', stakeMinor: 5000 }); // open: not valid yet
    expect((await m.call('withdrawSettings')).body.value.turnover).toMatchObject({ multiple: 1, requiredMinor: 20000, achievedMinor: 15000, remainingMinor: 5000 });
    expect((await withdraw(m, '100')).body.code).toBe('TURNOVER_NOT_MET');
    await creditWin(db, { memberId: m.memberId, betKey: 't2', payoutMinor: 0 });
    expect((await withdraw(m, '100')).body.code).toBe('OK');
  });

  it('lets the seeded player1 withdraw with the demo card and payment password', async () => {
    const p = await w.login('player1', 'Player123!');
    const cards = (await p.call('bankCards')).body.value.list;
    expect(cards[0]).toMatchObject({ bankName: 'BDO Unibank', accountNumberMasked: '**** **** 7890' });
    const res = await p.call('withdrawCreate', { body: { bankCardId: cards[0].id, amount: '100', paymentPassword: 'Pay12345' } });
    expect(res.body.value).toMatchObject({ status: 'requested', amountMinor: 10000 });
  });
});

describe('receipt confirmation', () => {
  async function disbursed(amount = '200') {
    const m = await readyMember('1000');
    const order = (await withdraw(m, amount)).body.value;
    await step('approve', order.orderNo);
    await step('disburse', order.orderNo);
    return { m, orderNo: order.orderNo as string };
  }

  it('takes a not-received claim only with a png or jpg proof of at most 5 MB, and the operator resolves it', async () => {
    const { m, orderNo } = await disbursed('200');
    const noProof = await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived' } });
    expect(noProof.body.code).toBe('PROOF_REQUIRED');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: html } })).body.code).toBe('INVALID_IMAGE');
    // a png name on other content is still refused: the bytes decide
    expect((await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: `data:image/png;base64,${html}` } })).body.code).toBe('INVALID_IMAGE');
    expect((await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: '%%%not base64%%%' } })).body.code).toBe('INVALID_IMAGE');
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES)]).toString('base64');
    const tooLarge = await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: huge } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('IMAGE_TOO_LARGE');
    expect(readdirSync(dataDir).includes('proofs') ? readdirSync(join(dataDir, 'proofs')) : []).toEqual([]);

    const claim = await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: `data:image/png;base64,${PNG.toString('base64')}` } });
    expect(claim.body.value).toMatchObject({ status: 'not_received', hasProof: true, receivedAmountMinor: 0, remainingAmountMinor: 20000 });
    const files = readdirSync(join(dataDir, 'proofs'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.png$/);

    const [stored] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    const proof = await w.ops('operatorWithdrawalProof', { query: { id: stored!.id } });
    expect(proof.body.value.contentType).toBe('image/png');
    expect(Buffer.from(proof.body.value.base64, 'base64').equals(PNG)).toBe(true);
    const noToken = await app.inject({ method: 'GET', url: `/ops/api/withdrawals/proof?id=${stored!.id}`, headers: { host: OPS_HOST } });
    expect(noToken.statusCode).toBe(401);
    // the master token is no operator credential
    expect((await app.inject({ method: 'GET', url: `/ops/api/withdrawals/proof?id=${stored!.id}`, headers: operatorHeaders })).statusCode).toBe(401);

    const tooMuch = await step('resolve', orderNo, { refund: '200.01' });
    expect(tooMuch.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const resolved = await step('resolve', orderNo, { refund: '200' });
    expect(resolved.body.value.status).toBe('resolved');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 100000 });
    expect((await m.call('withdrawals')).body.value.list[0]).toMatchObject({ status: 'resolved', refundedMinor: 20000 });
    expect((await step('resolve', orderNo, { refund: '1' })).body.code).toBe('INVALID_STATE');
    await expectLedgerConsistent(app);
  });

  it('records a partly received withdrawal with the amounts', async () => {
    const { m, orderNo } = await disbursed('300');
    const tooMuch = await m.call('withdrawReceipt', { body: { orderNo, result: 'partlyReceived', amountReceived: '300' } });
    expect(tooMuch.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    const missing = await m.call('withdrawReceipt', { body: { orderNo, result: 'partlyReceived' } });
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'amountReceived' } });
    const bad = await m.call('withdrawReceipt', { body: { orderNo, result: 'partlyReceived', amountReceived: '-1' } });
    expect(bad.body.code).toBe('INVALID_AMOUNT');
    const partly = await m.call('withdrawReceipt', { body: { orderNo, result: 'partlyReceived', amountReceived: '120.50', proofImage: JPG.toString('base64') } });
    expect(partly.body.value).toMatchObject({ status: 'partly_received', receivedAmountMinor: 12050, remainingAmountMinor: 17950, hasProof: true });
    const resolved = await step('resolve', orderNo, { refund: '0' });
    expect(resolved.body.value.status).toBe('resolved');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 70000 });
  });

  it('counts an unanswered disbursement as received after the brand minutes: no claim and no refund then', async () => {
    const { m, orderNo } = await disbursed('150');
    await db.update(withdrawals).set({ disbursedAt: new Date(Date.now() - 61 * 60_000) }).where(eq(withdrawals.orderNo, orderNo));
    const list = await m.call('withdrawals');
    expect(list.body.value.list[0]).toMatchObject({ orderNo, status: 'received', receiptForced: true, autoReceiveAt: null });
    const claim = await m.call('withdrawReceipt', { body: { orderNo, result: 'notReceived', proofImage: PNG.toString('base64') } });
    expect(claim.body).toMatchObject({ code: 'INVALID_STATE', value: { status: 'received', receiptForced: true } });
    expect((await step('resolve', orderNo, { refund: '150' })).body.code).toBe('INVALID_STATE');
  });

  it('only lets the owner confirm, and the operator lists withdrawals', async () => {
    const { m, orderNo } = await disbursed('100');
    const stranger = await w.register();
    const res = await stranger.call('withdrawReceipt', { body: { orderNo, result: 'received' } });
    expect(res.status).toBe(404);
    const listed = await w.ops('operatorWithdrawals', { query: { status: 'disbursed', pageSize: 100 } });
    expect(listed.body.value.list.some((x: { orderNo: string; accountNumber: string }) => x.orderNo === orderNo && x.accountNumber === cardNumberOf(m.memberId))).toBe(true);
    expect((await step('approve', 'W000')).body.code).toBe('NOT_FOUND');
  });
});

describe('operator credit', () => {
  it('credits a member through the ledger once per request id and refuses bad input', async () => {
    const m = await w.register();
    const adjust = (body: Record<string, unknown>) =>
      w.ops('operatorAdjustBalance', { body: { memberId: m.memberId, direction: 'credit', amountMinor: 2550, category: 'goodwill', reason: 'a goodwill credit', requestId: 'op-credit-1', ...body } });
    const res = await adjust({});
    expect(res.body.value).toMatchObject({ balanceAfterMinor: 2550, duplicate: false });
    expect((await adjust({})).body.value.duplicate).toBe(true);
    expect((await adjust({ amountMinor: -1, requestId: 'op-credit-2' })).body.code).toBe('VALIDATION_ERROR');
    expect((await adjust({ memberId: 2_000_000_000, requestId: 'op-credit-3' })).body.code).toBe('NOT_FOUND');
    expect(await walletBalances(app, m.memberId)).toEqual({ MAIN: 2550 });
  });
});
