import type { DepositChannel, DepositOrder } from '@app/contract/wallet';
import { depositChannelTypeSchema, depositStatusSchema } from '@app/contract/wallet';
import { decimalString, minorToMajor } from '@app/contract/money';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels, depositOrders, paymentEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type BrandLookup, digitsOfBrand } from '../../lib/brands';
import { pageOf } from '../../lib/paging';
import { notifyMember } from '../inbox/notify';
import { publish } from '../../lib/domain-events';
import { postEntry } from './ledger/posting';
import { newOrderNo } from './order-numbers';
import { providerFor, type PaymentEvent, type PaymentProvider, type PaymentProviders } from './payments/provider';
import { isOpenAt, newTransferReference } from './transfer-channels';
import { walletSettingsOf } from './settings';
import { addDepositObligation } from './turnover-obligations';
import { guardMoney } from '../responsible-gaming/enforcement';
import { brandTimeZone } from '../content/brand-clock';

/*
 * Deposit orders: created (recorded, provider not asked yet) -> pending (the provider has a payment page, or the
 * player has a manual transfer's account and reference) -> [submitted (a manual transfer's receipt is in, finance
 * decides)] -> paid (a signed webhook or finance's confirmation: the member is credited) | failed (the provider's
 * refusal) | rejected (finance found no such transfer) | expired (no payment or receipt in the brand's minutes;
 * applied lazily on read and by the sweep). A paid event for an expired or failed order is still credited: the
 * provider holds the money. A repeated paid event moves nothing.
 */
const OPEN_STATUSES = ['created', 'pending'];

type OrderRow = typeof depositOrders.$inferSelect;
type ChannelRow = typeof depositChannels.$inferSelect;
type ChannelView = Pick<ChannelRow, 'name' | 'type' | 'provider' | 'institution' | 'accountName' | 'accountNumber' | 'qrImage' | 'instructions'>;
const channelViewColumns = {
  name: depositChannels.name,
  type: depositChannels.type,
  provider: depositChannels.provider,
  institution: depositChannels.institution,
  accountName: depositChannels.accountName,
  accountNumber: depositChannels.accountNumber,
  qrImage: depositChannels.qrImage,
  instructions: depositChannels.instructions,
};

/** An order as the player sees it (`digits`: its brand's currency's decimal places). */
export function depositOrderView(order: OrderRow, channel: ChannelView, digits: number): DepositOrder {
  const open = OPEN_STATUSES.includes(order.status) && order.expiresAt.getTime() > Date.now();
  const manual = order.reference !== null;
  return {
    orderNo: order.orderNo,
    channelId: order.channelId,
    channelName: channel.name,
    channelType: depositChannelTypeSchema.parse(channel.type),
    amount: minorToMajor(order.amountMinor, digits),
    amountMinor: order.amountMinor,
    // an open order past its expiry reads as expired even before the sweep writes it
    status: OPEN_STATUSES.includes(order.status) && !open ? 'expired' : depositStatusSchema.parse(order.status),
    payUrl: open ? order.payUrl : null,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
    flow: manual ? 'manual' : 'redirect',
    transfer: manual
      ? {
          institution: channel.institution ?? channel.name,
          accountName: channel.accountName ?? '',
          accountNumber: channel.accountNumber ?? '',
          qrImage: channel.qrImage,
          instructions: channel.instructions,
          reference: order.reference!,
          receiptAt: order.receiptAt?.getTime() ?? null,
        }
      : null,
    rejectReason: order.rejectReason,
  };
}

/** The brand's enabled channels whose provider is configured and serves the brand, in the deposit page's order. */
async function servedChannels(db: Db, brandId: string, providers: PaymentProviders) {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  const served = await Promise.all(
    rows.map(async (channel) => {
      const provider = providerFor(providers, channel.provider);
      return provider && (await provider.servesBrand(brandId)) ? { channel, provider } : null;
    }),
  );
  return served.filter((s) => s !== null);
}

/** The brand's channels a player can pay through now (closed ones flagged, with their hours; `digits`: its currency's). */
export async function listChannels(db: Db, brandId: string, providers: PaymentProviders, digits: number) {
  const [served, settings, timeZone] = await Promise.all([servedChannels(db, brandId, providers), walletSettingsOf(db, brandId), brandTimeZone(db, brandId)]);
  const now = new Date();
  return {
    list: served.map(({ channel: c, provider }): DepositChannel => ({
      id: c.id,
      code: c.code,
      type: depositChannelTypeSchema.parse(c.type),
      name: c.name,
      min: minorToMajor(c.minMinor, digits),
      minMinor: c.minMinor,
      max: minorToMajor(c.maxMinor, digits),
      maxMinor: c.maxMinor,
      flow: provider.flow,
      institution: provider.flow === 'manual' ? (c.institution ?? null) : null,
      openFrom: c.openFrom,
      openUntil: c.openUntil,
      open: isOpenAt(c, now, timeZone),
    })),
    expiryMinutes: settings.depositExpiryMinutes,
    transferWindowMinutes: settings.transferWindowMinutes,
  };
}

/** The brand names of the ways a brand's players can pay now (the site footer's payment methods), in the page's order. */
export async function paymentMethodNames(db: Db, brandId: string, providers: PaymentProviders) {
  const served = await servedChannels(db, brandId, providers);
  return [...new Set(served.map(({ channel, provider }) => (provider.flow === 'manual' && channel.institution ? channel.institution : channel.name)))];
}

export async function createDepositOrder(
  db: Db,
  providers: PaymentProviders,
  /** digits: the brand's currency's decimal places */
  input: { brandId: string; digits: number; memberId: number; channelId: number; amountMinor: number; requestId: string; returnUrl?: string | null },
): Promise<DepositOrder> {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, input.channelId), eq(depositChannels.brandId, input.brandId), eq(depositChannels.enabled, true)));
  // a channel no configured provider serves is not offered: refused like a disabled one
  const provider = channel && providerFor(providers, channel.provider);
  if (!channel || !provider || !(await provider.servesBrand(input.brandId))) throw new AppError('NOT_FOUND', { field: 'channelId' });

  const [previous] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, input.memberId), eq(depositOrders.requestId, input.requestId)));
  if (previous) return sameRequestOrRefuse(previous, channel, input);

  if (!isOpenAt(channel, new Date(), await brandTimeZone(db, input.brandId))) throw new AppError('CHANNEL_CLOSED', { field: 'channelId', openFrom: channel.openFrom, openUntil: channel.openUntil });
  if (input.amountMinor < channel.minMinor || input.amountMinor > channel.maxMinor) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount', minMinor: channel.minMinor, maxMinor: channel.maxMinor, min: minorToMajor(channel.minMinor, input.digits), max: minorToMajor(channel.maxMinor, input.digits) });
  }
  const order = await insertOrder(db, provider, channel, input);
  if (!order) {
    // a concurrent call with the same request id won
    const [winner] = await db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, input.memberId), eq(depositOrders.requestId, input.requestId)));
    return sameRequestOrRefuse(winner!, channel, input);
  }
  if (provider.flow === 'manual') return depositOrderView(order, channel, input.digits);
  try {
    const started = await provider.createPayment({
      orderNo: order.orderNo,
      brandId: order.brandId,
      amountMinor: order.amountMinor,
      channelCode: channel.code,
      channelType: channel.type,
      method: channel.method,
      expiresAt: order.expiresAt,
      returnUrl: input.returnUrl ?? null,
    });
    const [pending] = await db
      .update(depositOrders)
      .set({ status: 'pending', payUrl: started.payUrl, providerRef: started.providerRef })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'created')))
      .returning();
    return depositOrderView(pending ?? order, channel, input.digits);
  } catch (error) {
    await db.update(depositOrders).set({ status: 'failed', failedAt: new Date() }).where(eq(depositOrders.id, order.id));
    throw new AppError('SEND_FAILED', { provider: channel.provider, reason: (error as Error).message });
  }
}

/**
 * Records the order, counted in the member's deposit limits (a block refuses it: responsible gaming). A manual
 * transfer is pending at once, with a reference unique in the brand and the brand's transfer window; a gateway's
 * order waits for the provider (created). Undefined: a concurrent call with the same request id won.
 */
async function insertOrder(db: Db, provider: PaymentProvider, channel: ChannelRow, input: { brandId: string; memberId: number; amountMinor: number; requestId: string }) {
  const settings = await walletSettingsOf(db, input.brandId);
  const manual = provider.flow === 'manual';
  // one clock for both: the window the player is shown is exactly the brand's
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + (manual ? settings.transferWindowMinutes : settings.depositExpiryMinutes) * 60_000);
  // a reference drawn twice in a brand (about one in 10^12) conflicts on its unique index: drawn again
  for (let attempt = 0; attempt < 3; attempt += 1) {
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
            createdAt,
            expiresAt,
            ...(manual ? { status: 'pending', reference: newTransferReference() } : {}),
          })
          .onConflictDoNothing()
          .returning(),
      (rows) => rows.length > 0,
    );
    if (order) return order;
    const [sameRequest] = await db
      .select({ id: depositOrders.id })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, input.memberId), eq(depositOrders.requestId, input.requestId)));
    if (sameRequest) return undefined;
  }
  throw new Error('no free transfer reference after 3 draws');
}

function sameRequestOrRefuse(previous: OrderRow, channel: ChannelView, input: { channelId: number; amountMinor: number; digits: number }) {
  if (previous.channelId !== input.channelId || previous.amountMinor !== input.amountMinor) throw new AppError('IDEMPOTENCY_KEY_REUSED', { orderNo: previous.orderNo });
  return depositOrderView(previous, channel, input.digits);
}

export async function findDepositOrder(db: Db, memberId: number, orderNo: string, digits: number) {
  const [row] = await db
    .select({ order: depositOrders, channel: channelViewColumns })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, memberId)));
  if (!row) throw new AppError('NOT_FOUND', { orderNo });
  return depositOrderView(row.order, row.channel, digits);
}

export async function listDepositOrders(
  db: Db,
  memberId: number,
  query: { pageNo: number; pageSize: number; status?: string },
  range: { start: Date; end: Date },
  digits: number,
) {
  const where = and(
    eq(depositOrders.memberId, memberId),
    gte(depositOrders.createdAt, range.start),
    lt(depositOrders.createdAt, range.end),
    query.status ? eq(depositOrders.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: depositOrders, channel: channelViewColumns })
      .from(depositOrders)
      .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return { list: rows.map((r) => depositOrderView(r.order, r.channel, digits)), ...pageOf(query, total?.n ?? 0) };
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
type Applied = CallbackOutcome & { refused?: { code: 'AMOUNT_MISMATCH'; expectedMinor: number } };

/**
 * Applies a provider's verified event (or finance's confirmation, provider 'manual'), recorded once per provider and
 * event id in payment_events: a replayed event finds its row and moves nothing. PAID credits the member once (ledger
 * key deposit:<orderNo>, the order row locked while it happens); FAILED closes an open order; an amount or currency
 * other than the order's is recorded as refused (the reconciliation shows it) and answered AMOUNT_MISMATCH. `brands`:
 * the order's brand's currency words the member's message.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, source: { provider: string; currency?: string }, brands: BrandLookup): Promise<CallbackOutcome> {
  const applied = await db.transaction(async (tx): Promise<Applied> => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, event.orderNo)).for('update');
    if (!order) throw new AppError('NOT_FOUND', { orderNo: event.orderNo });
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: source.provider,
        eventId: event.eventId,
        brandId: order.brandId,
        orderNo: order.orderNo,
        status: event.status,
        amountMinor: event.amountMinor,
        currency: event.currency ?? null,
        providerRef: event.providerRef,
        outcome: 'applying',
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    const same = { orderNo: order.orderNo, status: order.status, duplicate: true, credited: false };
    if (!recorded) return same;
    const settle = (outcome: string) => tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recorded.id));
    if (event.status === 'FAILED') {
      if (!OPEN_STATUSES.includes(order.status)) return settle('duplicate').then(() => same);
      await tx.update(depositOrders).set({ status: 'failed', failedAt: new Date() }).where(eq(depositOrders.id, order.id));
      await settle('failed');
      return { orderNo: order.orderNo, status: 'failed', duplicate: false, credited: false };
    }
    if (order.status === 'paid') return settle('duplicate').then(() => same);
    const currencyDiffers = source.currency !== undefined && event.currency !== undefined && event.currency.toUpperCase() !== source.currency;
    if (event.amountMinor !== order.amountMinor || currencyDiffers) {
      await settle(currencyDiffers ? 'refused_currency' : 'refused_amount');
      return { ...same, duplicate: false, refused: { code: 'AMOUNT_MISMATCH', expectedMinor: order.amountMinor } };
    }
    const posted = await creditOrder(tx, order, event, digitsOfBrand(brands, order.brandId));
    await settle(posted.duplicate ? 'duplicate' : 'credited');
    return { orderNo: order.orderNo, status: 'paid', duplicate: posted.duplicate, credited: !posted.duplicate };
  });
  if (applied.refused) throw new AppError(applied.refused.code, { orderNo: applied.orderNo, expectedMinor: applied.refused.expectedMinor });
  return applied;
}

/** The member's credit for a paid order, in the caller's transaction, with everything a deposit causes. */
async function creditOrder(tx: Db, order: OrderRow, event: PaymentEvent, digits: number) {
  const posted = await postEntry(tx, {
    brandId: order.brandId,
    memberId: order.memberId,
    kind: 'deposit',
    amountMinor: order.amountMinor,
    idempotencyKey: `deposit:${order.orderNo}`,
    reference: order.orderNo,
    meta: { provider: order.provider, providerRef: event.providerRef, eventId: event.eventId, lateAfter: order.status === 'pending' || order.status === 'submitted' ? null : order.status },
  });
  await tx
    .update(depositOrders)
    .set({ status: 'paid', paidAt: new Date(), ledgerTransactionId: posted.transactionId, providerRef: event.providerRef })
    .where(eq(depositOrders.id, order.id));
  if (!posted.duplicate) {
    await addDepositObligation(tx, order);
    // the promotions' matches and the referral a deposit may qualify subscribe to it (modules/subscriptions.ts)
    await publish(tx, 'deposit.paid', { order, digits });
  }
  await notifyMember(tx, {
    brandId: order.brandId,
    memberId: order.memberId,
    category: 'deposit',
    key: 'deposit_received',
    params: { orderNo: order.orderNo, amount: decimalString(order.amountMinor, digits) },
    push: 'deposit',
  });
  return posted;
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
