/**
 * The daily payments reconciliation (issue 32): a day of real deposits (paid through the sandbox's signed callback,
 * confirmed by finance, expired) agrees in all three columns; every kind of mismatch planted in the database is found
 * with its order number; a late webhook shows on the day it came; one brand's orders never show in another's report.
 *
 * Each scenario's orders are moved to a day of their own in the past (their orders, events and postings together), so
 * the seeded history and a run near midnight change nothing.
 */
import type { ReconciliationValue } from '@app/contract/operators-reconciliation';
import { eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, depositOrders, members, paymentEvents } from '../../src/db/schema';
import { expireDepositOrders } from '../../src/modules/wallet/deposits';
import { postEntry } from '../../src/modules/wallet/ledger/posting';
import { buildTestApp } from '../helper';
import { brandLimitedOperator, operatorsClient, operatorTokens } from '../operators-support';
import { rid, walletClient } from '../wallet-support';

const app = await buildTestApp();
const db = app.database.db;
const w = walletClient(app);
const ops = operatorsClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const CLEAN_DAY = '2021-03-01';
const ORDER_DAY = '2021-03-02';
const PLANTED_DAY = '2021-03-03';

async function reconciliation(day: string, brandId = 'demo', token = tokens.finance) {
  const res = await ops.call('operatorPaymentReconciliation', { token, query: { brandId, day } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as ReconciliationValue;
}

/** An instant inside a business day of the brand (its offset applied by the report itself). */
async function noonOf(day: string, brandId = 'demo') {
  return new Date(Date.parse((await reconciliation(day, brandId)).from) + 12 * 3_600_000);
}

/** Moves orders, or only their events and postings, to another instant: what a day of the past would hold. */
async function moveTo(at: Date, orderNos: string[], parts: { orders?: boolean; events?: boolean; postings?: boolean } = { orders: true, events: true, postings: true }) {
  if (parts.orders) await db.update(depositOrders).set({ createdAt: at }).where(inArray(depositOrders.orderNo, orderNos));
  if (parts.events) await db.update(paymentEvents).set({ receivedAt: at }).where(inArray(paymentEvents.orderNo, orderNos));
  if (parts.postings) {
    const refs = sql.join(orderNos.map((n) => sql`${n}`), sql`, `);
    await db.execute(sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz where transaction_id in (select id from ledger_transactions where reference in (${refs}))`);
    await db.execute(sql`update ledger_transactions set created_at = ${at.toISOString()}::timestamptz where reference in (${refs})`);
  }
}

/** A fresh member's open order on a demo channel of the type (the sandbox gave it a payment page). */
async function openOrder(type: 'BANK' | 'EWALLET', amount: string) {
  const member = await w.register();
  const channels = (await member.call('depositChannels')).body.value.list as Array<{ id: number; type: string }>;
  const channelId = channels.find((c) => c.type === type)!.id;
  const created = await member.call('depositCreate', { body: { channelId, amount, requestId: rid() } });
  expect(created.body.code, JSON.stringify(created.body)).toBe('OK');
  const order = created.body.value as { orderNo: string; amountMinor: number };
  return { member, channelId, orderNo: order.orderNo, amountMinor: order.amountMinor };
}

const sandboxEvent = (orderNo: string, amountMinor: number) => w.callback({ orderNo, status: 'PAID', amountMinor, providerRef: 'SBX-REC', eventId: `E${randomUUID()}` });

async function confirmByFinance(orderNo: string, amountMinor: number) {
  const [order] = await db.select({ id: depositOrders.id }).from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  const res = await ops.call('operatorConfirmDeposit', { token: tokens.finance, body: { id: order!.id, amountMinor, evidence: 'statement line 12' } });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
}

const figure = (list: Array<{ key: string; count: number; amountMinor: number }>, key: string) => list.find((f) => f.key === key);

describe('the daily payments reconciliation', () => {
  it('agrees on a clean day: paid, finance-confirmed and expired orders, counted alike in orders, events and ledger', async () => {
    const paid = await openOrder('BANK', '300');
    expect((await sandboxEvent(paid.orderNo, paid.amountMinor)).body.code).toBe('OK');
    const confirmed = await openOrder('EWALLET', '200');
    await confirmByFinance(confirmed.orderNo, confirmed.amountMinor);
    const expired = await openOrder('BANK', '150');
    await db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(depositOrders.orderNo, expired.orderNo));
    await expireDepositOrders(db);
    await moveTo(await noonOf(CLEAN_DAY), [paid.orderNo, confirmed.orderNo, expired.orderNo]);

    const report = await reconciliation(CLEAN_DAY);
    expect(report.mismatches).toEqual([]);
    expect(report.mismatchCount).toBe(0);
    expect(report.channels.map((c) => c.channelId)).toEqual([paid.channelId, confirmed.channelId].sort((a, b) => a - b));
    const bank = report.channels.find((c) => c.channelId === paid.channelId)!;
    expect(bank.orders).toEqual([
      { key: 'expired', count: 1, amountMinor: 150_00 },
      { key: 'paid', count: 1, amountMinor: 300_00 },
    ]);
    expect(bank.events).toEqual([{ key: 'credited', count: 1, amountMinor: 300_00 }]);
    expect(bank.ledger).toEqual({ key: 'deposit', count: 1, amountMinor: 300_00 });
    const ewallet = report.channels.find((c) => c.channelId === confirmed.channelId)!;
    expect([ewallet.orders, ewallet.events, ewallet.ledger, ewallet.mismatches]).toEqual([
      [{ key: 'paid', count: 1, amountMinor: 200_00 }],
      [{ key: 'credited', count: 1, amountMinor: 200_00 }],
      { key: 'deposit', count: 1, amountMinor: 200_00 },
      0,
    ]);
    // the day before holds none of them
    expect((await reconciliation('2021-02-28')).channels).toEqual([]);
  });

  it('shows a late webhook on the order’s day and on the day it came, matched on both', async () => {
    const late = await openOrder('BANK', '120');
    expect((await sandboxEvent(late.orderNo, late.amountMinor)).body.code).toBe('OK');
    await moveTo(await noonOf(ORDER_DAY), [late.orderNo], { orders: true });
    await moveTo(await noonOf(PLANTED_DAY), [late.orderNo], { events: true, postings: true });
    for (const day of [ORDER_DAY, PLANTED_DAY]) {
      const report = await reconciliation(day);
      const bank = report.channels.find((c) => c.channelId === late.channelId)!;
      expect([day, figure(bank.orders, 'paid'), bank.ledger.count, report.mismatches.filter((m) => m.orderNo === late.orderNo)]).toEqual([day, { key: 'paid', count: 1, amountMinor: 120_00 }, 1, []]);
    }
  });

  it('finds every planted mismatch with its kind, order number and amounts, and no other brand’s orders', async () => {
    const at = await noonOf(PLANTED_DAY);
    // an event refused for its amount (the real webhook path answers AMOUNT_MISMATCH and records it)
    const refused = await openOrder('BANK', '400');
    expect((await sandboxEvent(refused.orderNo, 399_00)).body.code).toBe('AMOUNT_MISMATCH');
    // a crash between the provider's event and the credit: the event says credited, no posting exists
    const crashed = await openOrder('EWALLET', '110');
    await db.insert(paymentEvents).values({ provider: 'sandbox', eventId: `E${randomUUID()}`, brandId: 'demo', orderNo: crashed.orderNo, status: 'PAID', amountMinor: 110_00, providerRef: 'SBX', outcome: 'credited' });
    // an order marked paid by hand in the database: no posting, no event
    const markedPaid = await openOrder('BANK', '130');
    await db.update(depositOrders).set({ status: 'paid', paidAt: at }).where(eq(depositOrders.orderNo, markedPaid.orderNo));
    // a credit no event stands behind
    const unconfirmed = await openOrder('BANK', '140');
    await postEntry(db, { brandId: 'demo', memberId: unconfirmed.member.memberId, kind: 'deposit', amountMinor: 140_00, idempotencyKey: `deposit:${unconfirmed.orderNo}`, reference: unconfirmed.orderNo });
    // credited twice: the paid order gets a second posting naming it
    const doubled = await openOrder('BANK', '500');
    expect((await sandboxEvent(doubled.orderNo, doubled.amountMinor)).body.code).toBe('OK');
    await postEntry(db, { brandId: 'demo', memberId: doubled.member.memberId, kind: 'deposit', amountMinor: 50_00, idempotencyKey: `deposit-again:${doubled.orderNo}`, reference: doubled.orderNo });
    // the provider reports a second payment of another amount for a paid order (recorded as a duplicate)
    const twice = await openOrder('EWALLET', '250');
    expect((await sandboxEvent(twice.orderNo, twice.amountMinor)).body.code).toBe('OK');
    expect((await sandboxEvent(twice.orderNo, 260_00)).body.code).toBe('OK');
    // a deposit posting naming no order at all
    const stray = `STRAY-${randomUUID().slice(0, 8)}`;
    await postEntry(db, { brandId: 'demo', memberId: twice.member.memberId, kind: 'deposit', amountMinor: 70_00, idempotencyKey: `deposit:${stray}`, reference: stray });
    const tiger = await tigerOrderMarkedPaid();
    const planted = [refused, crashed, markedPaid, unconfirmed, doubled, twice].map((o) => o.orderNo);
    await moveTo(at, [...planted, stray]);
    await moveTo(await noonOf(PLANTED_DAY, 'tiger'), [tiger]);

    const report = await reconciliation(PLANTED_DAY);
    const found = report.mismatches.filter((m) => [...planted, stray].includes(m.orderNo ?? ''));
    const pick = ({ kind, orderNo, orderMinor, eventMinor, ledgerMinor }: (typeof found)[number]) => ({ kind, orderNo, orderMinor, eventMinor, ledgerMinor });
    expect(found.map(pick).sort((a, b) => (a.orderNo ?? '').localeCompare(b.orderNo ?? ''))).toEqual(
      [
        { kind: 'paid_not_credited', orderNo: refused.orderNo, orderMinor: 400_00, eventMinor: 399_00, ledgerMinor: null },
        { kind: 'paid_not_credited', orderNo: crashed.orderNo, orderMinor: 110_00, eventMinor: 110_00, ledgerMinor: null },
        { kind: 'paid_without_posting', orderNo: markedPaid.orderNo, orderMinor: 130_00, eventMinor: null, ledgerMinor: null },
        { kind: 'credited_without_event', orderNo: unconfirmed.orderNo, orderMinor: 140_00, eventMinor: null, ledgerMinor: 140_00 },
        { kind: 'amount_differs', orderNo: doubled.orderNo, orderMinor: 500_00, eventMinor: 500_00, ledgerMinor: 550_00 },
        { kind: 'amount_differs', orderNo: twice.orderNo, orderMinor: 250_00, eventMinor: 260_00, ledgerMinor: 250_00 },
        { kind: 'credited_without_event', orderNo: stray, orderMinor: null, eventMinor: null, ledgerMinor: 70_00 },
      ].sort((a, b) => a.orderNo.localeCompare(b.orderNo)),
    );
    // nothing else on that day but the late webhook above (matched), and the rows name the player and channel
    expect(report.mismatchCount).toBe(7);
    expect(report.mismatches.find((m) => m.orderNo === refused.orderNo)).toMatchObject({ memberId: refused.member.memberId, username: refused.member.username, channelId: refused.channelId, orderStatus: 'pending' });
    expect(report.mismatches.find((m) => m.orderNo === stray)).toMatchObject({ channelId: null, memberId: twice.member.memberId });
    // the postings naming no order are counted apart, the others per channel with their mismatches
    expect(report.channels.at(-1)).toMatchObject({ channelId: null, ledger: { count: 1, amountMinor: 70_00 }, mismatches: 1 });
    const bank = report.channels.find((c) => c.channelId === refused.channelId)!;
    expect([figure(bank.events, 'refused_amount'), bank.mismatches]).toEqual([{ key: 'refused_amount', count: 1, amountMinor: 399_00 }, 4]);
    // another brand's order is in its own report only
    expect(JSON.stringify(report)).not.toContain(tiger);
    expect((await reconciliation(PLANTED_DAY, 'tiger', tokens.owner)).mismatches.map((m) => [m.kind, m.orderNo])).toEqual([['paid_without_posting', tiger]]);
  });

  it('answers only the brands an operator sees, and a day as YYYY-MM-DD', async () => {
    const tigerOnly = await brandLimitedOperator(app, `rec-tiger-${Date.now().toString(36)}`, 'finance', ['tiger']);
    const refused = await ops.call('operatorPaymentReconciliation', { token: tigerOnly, query: { brandId: 'demo', day: CLEAN_DAY } });
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await ops.call('operatorPaymentReconciliation', { token: tigerOnly, query: { brandId: 'tiger', day: CLEAN_DAY } })).body.code).toBe('OK');
    const badDay = await ops.call('operatorPaymentReconciliation', { token: tokens.finance, query: { brandId: 'demo', day: '01/03/2021' } });
    expect([badDay.status, badDay.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await ops.call('operatorPaymentReconciliation', { token: tokens.support, query: { brandId: 'demo', day: CLEAN_DAY } })).status).toBe(403);
  });
});

/** A tiger order marked paid with nothing behind it (a mismatch of the tiger brand). */
async function tigerOrderMarkedPaid() {
  const [channel] = await db.select({ id: depositChannels.id, provider: depositChannels.provider }).from(depositChannels).where(eq(depositChannels.brandId, 'tiger')).limit(1);
  const username = `rec${Date.now().toString(36)}`;
  const [member] = await db.insert(members).values({ brandId: 'tiger', username, nickname: username }).returning({ id: members.id });
  const orderNo = `D${Date.now().toString(36).toUpperCase()}TIGER`;
  await db.insert(depositOrders).values({ orderNo, brandId: 'tiger', memberId: member!.id, channelId: channel!.id, amountMinor: 90_00, status: 'paid', provider: channel!.provider, requestId: rid(), expiresAt: new Date() });
  return orderNo;
}
