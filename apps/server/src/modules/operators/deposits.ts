import type { BrandConfig } from '@app/contract/brand';
import type { z } from 'zod';
import type { depositStatusSchema, operatorDepositsQuerySchema } from '@app/contract/operators';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannels, depositOrders, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { BrandLookup } from '../../lib/brands';
import { recordAudit } from '../audit/operator-audit';
import { applyPaymentEvent } from '../wallet/deposits';
import { auditorOf, brandIdsInView, requireBrand } from './accounts';
import type { SignedInOperator } from './credentials';

type DepositsQuery = z.output<typeof operatorDepositsQuerySchema>;

const rows = (db: Db) =>
  db
    .select({ order: depositOrders, username: members.username, channelName: depositChannels.name, channelType: depositChannels.type })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId));
type Row = Awaited<ReturnType<ReturnType<typeof rows>['where']>>[number];

const view = ({ order: o, username, channelName, channelType }: Row) => ({
  id: o.id,
  orderNo: o.orderNo,
  brandId: o.brandId,
  memberId: o.memberId,
  username,
  channelId: o.channelId,
  channelName,
  channelType,
  provider: o.provider,
  amountMinor: o.amountMinor,
  status: o.status as z.infer<typeof depositStatusSchema>,
  providerRef: o.providerRef,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  flow: o.reference === null ? ('redirect' as const) : ('manual' as const),
  reference: o.reference,
  receiptAt: o.receiptAt?.toISOString() ?? null,
  expiresAt: o.expiresAt.toISOString(),
  rejectReason: o.rejectReason,
  reviewedBy: o.reviewedBy,
});

/** Deposit orders of the brands an operator sees, newest first. */
export async function listDeposits(db: Db, operator: SignedInOperator, brands: readonly BrandConfig[], query: DepositsQuery) {
  const brandIds = brandIdsInView(operator, brands, query.brandId);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const where = and(
    inArray(depositOrders.brandId, brandIds),
    query.status.length ? inArray(depositOrders.status, query.status) : undefined,
    query.channelId ? eq(depositOrders.channelId, query.channelId) : undefined,
    query.memberId ? eq(depositOrders.memberId, query.memberId) : undefined,
  );
  const [list, [counted]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(depositOrders).where(where),
  ]);
  return { list: list.map(view), total: counted?.n ?? 0, ...page };
}

/**
 * Confirms by hand an order whose provider cannot (a manual transfer matched on the statement by its reference and
 * receipt): the same path as the provider's PAID event (one ledger posting, the deposit's turnover, promotions, the
 * player's message), recorded as the event confirm:<orderNo> of 'finance', and an audit row with the evidence, in
 * one transaction. The amount must be the order's; a paid order is not paid twice, however many confirm at once.
 */
export async function confirmDeposit(db: Db, operator: SignedInOperator, ip: string, input: { id: number; amountMinor: number; evidence: string }, brands: BrandLookup) {
  const [found] = await rows(db).where(eq(depositOrders.id, input.id));
  if (!found) throw new AppError('NOT_FOUND', { id: input.id });
  requireBrand(operator, found.order.brandId);
  if (found.order.status === 'paid') throw new AppError('INVALID_STATE', { status: 'paid' });
  await db.transaction(async (tx) => {
    const outcome = await applyPaymentEvent(
      tx,
      { orderNo: found.order.orderNo, status: 'PAID', amountMinor: input.amountMinor, providerRef: `manual: ${input.evidence}`.slice(0, 200), eventId: `confirm:${found.order.orderNo}` },
      { provider: 'finance' },
      brands,
    );
    if (!outcome.credited) throw new AppError('INVALID_STATE', { status: outcome.status });
    await tx.update(depositOrders).set({ reviewedBy: operator.username }).where(eq(depositOrders.id, found.order.id));
    await recordAudit(tx, auditorOf(operator, ip), {
      brandId: found.order.brandId,
      action: 'deposit.confirm',
      target: `deposit:${found.order.id}`,
      detail: { orderNo: found.order.orderNo, memberId: found.order.memberId, amountMinor: input.amountMinor, evidence: input.evidence, before: { status: found.order.status }, after: { status: 'paid' } },
    });
  });
  return depositViewById(db, input.id);
}

/** One order as the queue shows it (the answer of a step on it). */
export async function depositViewById(db: Db, id: number) {
  const [row] = await rows(db).where(eq(depositOrders.id, id));
  if (!row) throw new AppError('NOT_FOUND', { id });
  return view(row);
}
