import type { DepositOrder } from '@app/contract/wallet';
import { depositChannelTypeSchema, depositStatusSchema } from '@app/contract/wallet';
import { minorToMajor } from '@app/contract/money';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels, depositOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { notifyMember } from '../inbox/notify';
import { publish } from '../../lib/domain-events';
import { postEntry } from './ledger/posting';
import { newOrderNo } from './order-numbers';
import { providerFor, type PaymentEvent, type PaymentProviders } from './payments';
import { walletSettingsOf } from './settings';
import { addDepositObligation } from './turnover-obligations';
import { guardMoney } from '../responsible-gaming/enforcement';

/*
 * Deposit orders: created (recorded, provider not asked yet) -> pending (the provider has a payment page) ->
 * paid (signed callback: the member is credited) | failed (callback or provider refusal) | expired (no answer in
 * the brand's minutes; applied lazily on read and by the sweep). A paid callback for an expired or failed order is
 * still credited: the provider holds the money. A repeated paid callback moves nothing.
 */
const OPEN_STATUSES = ['created', 'pending'];

type OrderRow = typeof depositOrders.$inferSelect;
type ChannelRow = typeof depositChannels.$inferSelect;

export function depositOrderView(order: OrderRow, channel: Pick<ChannelRow, 'name' | 'type'>): DepositOrder {
  const open = OPEN_STATUSES.includes(order.status) && order.expiresAt.getTime() > Date.now();
  return {
    orderNo: order.orderNo,
    channelId: order.channelId,
    channelName: channel.name,
    channelType: depositChannelTypeSchema.parse(channel.type),
    amount: minorToMajor(order.amountMinor),
    amountMinor: order.amountMinor,
    // an open order past its expiry reads as expired even before the sweep writes it
    status: OPEN_STATUSES.includes(order.status) && !open ? 'expired' : depositStatusSchema.parse(order.status),
    payUrl: open ? order.payUrl : null,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
  };
}

/** The brand's enabled channels that a configured payment provider can take payments for. */
export async function listChannels(db: Db, brandId: string, providers: PaymentProviders) {
  const [rows, settings] = await Promise.all([
    db
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.enabled, true)))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id)),
    walletSettingsOf(db, brandId),
  ]);
  return {
    list: rows.filter((c) => providerFor(providers, c.provider)).map((c) => ({
      id: c.id,
      code: c.code,
      type: depositChannelTypeSchema.parse(c.type),
      name: c.name,
      min: minorToMajor(c.minMinor),
      minMinor: c.minMinor,
      max: minorToMajor(c.maxMinor),
      maxMinor: c.maxMinor,
    })),
    expiryMinutes: settings.depositExpiryMinutes,
  };
}

export async function createDepositOrder(
  db: Db,
  providers: PaymentProviders,
  input: { brandId: string; memberId: number; channelId: number; amountMinor: number; requestId: string },
): Promise<DepositOrder> {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, input.channelId), eq(depositChannels.brandId, input.brandId), eq(depositChannels.enabled, true)));
  // a channel no configured provider serves is not offered: refused like a disabled one
  const provider = channel && providerFor(providers, channel.provider);
  if (!channel || !provider) throw new AppError('NOT_FOUND', { field: 'channelId' });

  const [previous] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, input.memberId), eq(depositOrders.requestId, input.requestId)));
  if (previous) return sameRequestOrRefuse(previous, channel, input);

  if (input.amountMinor < channel.minMinor || input.amountMinor > channel.maxMinor) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount', minMinor: channel.minMinor, maxMinor: channel.maxMinor, min: minorToMajor(channel.minMinor), max: minorToMajor(channel.maxMinor) });
  }
  const settings = await walletSettingsOf(db, input.brandId);
  const expiresAt = new Date(Date.now() + settings.depositExpiryMinutes * 60_000);
  // the member's deposit limits count the new order; a block refuses it (responsible gaming)
  const [order] = await guardMoney(
    db,
    { memberId: input.memberId, movement: 'deposit', amountMinor: input.amountMinor },
    (tx) =>
      tx
        .insert(depositOrders)
        .values({
          orderNo: newOrderNo('D'),
          brandId: input.brandId,
          memberId: input.memberId,
          channelId: channel.id,
          amountMinor: input.amountMinor,
          provider: channel.provider,
          requestId: input.requestId,
          expiresAt,
        })
        .onConflictDoNothing({ target: [depositOrders.memberId, depositOrders.requestId] })
        .returning(),
    (rows) => rows.length > 0,
  );
  if (!order) {
    // a concurrent call with the same request id won
    const [winner] = await db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, input.memberId), eq(depositOrders.requestId, input.requestId)));
    return sameRequestOrRefuse(winner!, channel, input);
  }
  try {
    const started = await provider.createPayment({
      orderNo: order.orderNo,
      brandId: order.brandId,
      amountMinor: order.amountMinor,
      channelCode: channel.code,
      channelType: channel.type,
      expiresAt,
    });
    const [pending] = await db
      .update(depositOrders)
      .set({ status: 'pending', payUrl: started.payUrl, providerRef: started.providerRef })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'created')))
      .returning();
    return depositOrderView(pending ?? order, channel);
  } catch (error) {
    await db.update(depositOrders).set({ status: 'failed', failedAt: new Date() }).where(eq(depositOrders.id, order.id));
    throw new AppError('SEND_FAILED', { provider: channel.provider, reason: (error as Error).message });
  }
}

function sameRequestOrRefuse(previous: OrderRow, channel: ChannelRow, input: { channelId: number; amountMinor: number }) {
  if (previous.channelId !== input.channelId || previous.amountMinor !== input.amountMinor) throw new AppError('IDEMPOTENCY_KEY_REUSED', { orderNo: previous.orderNo });
  return depositOrderView(previous, channel);
}

export async function findDepositOrder(db: Db, memberId: number, orderNo: string) {
  const [row] = await db
    .select({ order: depositOrders, channel: { name: depositChannels.name, type: depositChannels.type } })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, memberId)));
  if (!row) throw new AppError('NOT_FOUND', { orderNo });
  return depositOrderView(row.order, row.channel);
}

export async function listDepositOrders(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: string },
  range: { start: Date; end: Date },
) {
  const where = and(
    eq(depositOrders.memberId, memberId),
    gte(depositOrders.createdAt, range.start),
    lt(depositOrders.createdAt, range.end),
    query.status ? eq(depositOrders.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: depositOrders, channel: { name: depositChannels.name, type: depositChannels.type } })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return { list: rows.map((r) => depositOrderView(r.order, r.channel)), ...pageOf(query, total?.n ?? 0) };
}

/** Writes 'expired' on open orders past their time (all brands). */
export async function expireDepositOrders(db: Db, now = new Date()) {
  const rows = await db
    .update(depositOrders)
    .set({ status: 'expired' })
    .where(and(inArray(depositOrders.status, OPEN_STATUSES), lte(depositOrders.expiresAt, now)))
    .returning({ id: depositOrders.id });
  return rows.length;
}

export type CallbackOutcome = { orderNo: string; status: string; duplicate: boolean; credited: boolean };

/**
 * Applies a provider's verified event. PAID credits the member once (ledger key deposit:<orderNo>, the order row
 * locked while it happens); FAILED closes an open order; anything repeated or late moves nothing.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, event.orderNo)).for('update');
    if (!order) throw new AppError('NOT_FOUND', { orderNo: event.orderNo });
    if (event.status === 'FAILED') {
      if (!OPEN_STATUSES.includes(order.status)) return { orderNo: order.orderNo, status: order.status, duplicate: true, credited: false };
      await tx.update(depositOrders).set({ status: 'failed', failedAt: new Date() }).where(eq(depositOrders.id, order.id));
      return { orderNo: order.orderNo, status: 'failed', duplicate: false, credited: false };
    }
    if (order.status === 'paid') return { orderNo: order.orderNo, status: 'paid', duplicate: true, credited: false };
    if (event.amountMinor !== order.amountMinor) throw new AppError('AMOUNT_MISMATCH', { orderNo: order.orderNo, expectedMinor: order.amountMinor });
    const posted = await postEntry(tx, {
      brandId: order.brandId,
      memberId: order.memberId,
      kind: 'deposit',
      amountMinor: order.amountMinor,
      idempotencyKey: `deposit:${order.orderNo}`,
      reference: order.orderNo,
      meta: { provider: order.provider, providerRef: event.providerRef, eventId: event.eventId, lateAfter: order.status === 'pending' ? null : order.status },
    });
    const paidAt = new Date();
    await tx
      .update(depositOrders)
      .set({ status: 'paid', paidAt, ledgerTransactionId: posted.transactionId, providerRef: event.providerRef })
      .where(eq(depositOrders.id, order.id));
    if (!posted.duplicate) {
      await addDepositObligation(tx, order);
      // the promotions' matches and the referral a deposit may qualify subscribe to it (modules/subscriptions.ts)
      await publish(tx, 'deposit.paid', { order });
    }
    await notifyMember(tx, {
      brandId: order.brandId,
      memberId: order.memberId,
      category: 'deposit',
      key: 'deposit_received',
      params: { orderNo: order.orderNo, amount: minorToMajor(order.amountMinor).toFixed(2) },
    });
    return { orderNo: order.orderNo, status: 'paid', duplicate: posted.duplicate, credited: !posted.duplicate };
  });
}

/** What a member has deposited and been credited, in all (paid orders): the KYC threshold and the risk rules weigh it. */
export async function paidDepositsOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)` })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'paid')));
  return Number(row?.total ?? 0);
}

/** The order a payment page or callback names (brand, provider, amount, status), or undefined. */
export async function depositOrderByNo(db: Db, orderNo: string) {
  const [order] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return order;
}
