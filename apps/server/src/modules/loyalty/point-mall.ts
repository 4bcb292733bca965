/**
 * The points mall: the brand's catalogue (MCS2_getPointReward), redeeming an item with the payment password
 * (passwordCheck/MCS2_redeemPointReward) and the member's redemptions (MCS2_getRedeemPointList). A redemption waits
 * as 'processing' until the operator approves it (an approved digital item pays its grant) or rejects it (the points
 * and the stock come back): point-mall-operator.ts.
 *
 * Redeeming is one transaction that first locks the member's points, so one member's redemptions take turns (the
 * request id and the per-member limit hold), then takes the units from stock in one guarded statement (stock never
 * goes below 0, whoever else redeems at the same time), spends the points and writes the redemption.
 */
import type { Language } from '@app/contract/brand';
import { loyaltyRewardSchema, redemptionStatusSchema, receivingAddressSchema, type PointReward, type ReceivingAddress, type Redemption } from '@app/contract/loyalty';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, pointRedemptions, pointRewards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { textIn } from '../promotions/catalogue';
import { newOrderNo } from '../wallet/order-numbers';
import { verifyPaymentPassword } from '../wallet/payment-password';
import { lockMemberPoints } from './point-mall-shared';
import { brandTiers } from './vip';
import { pointsOf, postPoints } from './points-ledger';

export type PointRewardRow = typeof pointRewards.$inferSelect;
export type RedemptionRow = typeof pointRedemptions.$inferSelect;

export interface MallViewer {
  brandId: string;
  memberId: number;
  language: Language;
}

/** Redemptions that count against a per-member limit: a rejected one gave its units back. */
export const COUNTED_STATUSES = ['processing', 'approved'];

/** Units of each item the member holds (processing or approved), by item id. */
async function unitsRedeemed(db: Db, memberId: number, rewardIds: number[]) {
  if (!rewardIds.length) return new Map<number, number>();
  const rows = await db
    .select({ rewardId: pointRedemptions.rewardId, units: sql<string>`coalesce(sum(${pointRedemptions.quantity}), 0)` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), inArray(pointRedemptions.rewardId, rewardIds), inArray(pointRedemptions.status, COUNTED_STATUSES)))
    .groupBy(pointRedemptions.rewardId);
  return new Map(rows.map((r) => [r.rewardId, Number(r.units)]));
}

function blockedBy(row: PointRewardRow, rankLevel: number, redeemed: number): PointReward['blockedBy'] {
  if (rankLevel < row.minRank) return 'rank';
  if (row.stock <= 0) return 'stock';
  if (row.perMemberLimit !== null && redeemed >= row.perMemberLimit) return 'limit';
  return null;
}

/** The brand's active catalogue in the reader's language, with what keeps this member from each item. */
export async function listPointRewards(db: Db, viewer: MallViewer, query: { pageNo: number; pageSize: number; category?: string }) {
  const active = and(eq(pointRewards.brandId, viewer.brandId), eq(pointRewards.active, true));
  const where = and(active, query.category ? eq(pointRewards.category, query.category) : undefined);
  const [rows, [total], categories, tiers, [member]] = await Promise.all([
    db
      .select()
      .from(pointRewards)
      .where(where)
      .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(pointRewards).where(where),
    db
      .select({ category: pointRewards.category })
      .from(pointRewards)
      .where(active)
      .groupBy(pointRewards.category)
      .orderBy(sql`min(${pointRewards.sort})`, asc(pointRewards.category)),
    brandTiers(db, viewer.brandId),
    db.select({ rankLevel: members.rankLevel }).from(members).where(eq(members.id, viewer.memberId)),
  ]);
  const redeemed = await unitsRedeemed(
    db,
    viewer.memberId,
    rows.filter((r) => r.perMemberLimit !== null).map((r) => r.id),
  );
  const rankLevel = member?.rankLevel ?? 0;
  const list: PointReward[] = rows.map((row) => {
    const tierName = row.minRank > 0 ? tiers.find((t) => t.rankLevel === row.minRank)?.name : undefined;
    return {
      id: row.id,
      name: textIn(row.name, viewer.language),
      description: textIn(row.description, viewer.language),
      image: row.image,
      category: row.category,
      pointsCost: row.pointsCost,
      unit: textIn(row.unit, viewer.language),
      minRank: row.minRank,
      minRankName: tierName ? textIn(tierName, viewer.language) : null,
      stock: row.stock,
      perMemberLimit: row.perMemberLimit,
      physical: row.physical,
      grant: row.grant ? loyaltyRewardSchema.parse(row.grant) : null,
      blockedBy: blockedBy(row, rankLevel, redeemed.get(row.id) ?? 0),
    };
  });
  return { list, categories: categories.map((c) => c.category), ...pageOf(query, total?.n ?? 0) };
}

export function redemptionView(row: RedemptionRow, reward: Pick<PointRewardRow, 'name' | 'image'>, language: Language): Redemption {
  return {
    id: row.id,
    referenceNo: row.referenceNo,
    rewardId: row.rewardId,
    rewardName: textIn(reward.name, language),
    image: reward.image,
    quantity: row.quantity,
    points: row.points,
    status: redemptionStatusSchema.parse(row.status),
    remark: row.remark,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    address: row.address ? receivingAddressSchema.parse(row.address) : null,
  };
}

export interface RedeemInput {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
  address?: ReceivingAddress;
  /** the idempotency key: a repeat answers the first redemption */
  requestId: string;
}

/** A repeat of a request answers the redemption it made; the same key for another item or quantity is refused. */
function replayOf(row: RedemptionRow, input: Pick<RedeemInput, 'rewardId' | 'quantity'>) {
  if (row.rewardId !== input.rewardId || row.quantity !== input.quantity) throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'requestId' });
  return row;
}

async function redemptionByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
  return row;
}

/**
 * Redeems `quantity` units of an item. The payment password comes first (a wrong one is refused and counted like
 * every payment-password failure), then placeRedemption.
 */
export async function redeemPointReward(db: Db, viewer: MallViewer, input: RedeemInput) {
  await verifyPaymentPassword(db, viewer.memberId, input.paymentPassword);
  return placeRedemption(db, viewer, input);
}

/**
 * The redemption itself, once the payment password is known to be right; one transaction: RANK_TOO_LOW,
 * ADDRESS_REQUIRED (physical items), REDEEM_LIMIT, INSUFFICIENT_POINTS, OUT_OF_STOCK, then the redemption is written
 * as processing with the points spent and the units taken.
 */
export async function placeRedemption(db: Db, viewer: MallViewer, input: Omit<RedeemInput, 'paymentPassword'>) {
  const redemption = await db.transaction(async (tx) => {
    const points = await lockMemberPoints(tx, viewer.memberId);
    const earlier = await redemptionByRequest(tx, viewer.memberId, input.requestId);
    if (earlier) return replayOf(earlier, input);
    const [reward] = await tx
      .select()
      .from(pointRewards)
      .where(and(eq(pointRewards.id, input.rewardId), eq(pointRewards.brandId, viewer.brandId), eq(pointRewards.active, true)));
    if (!reward) throw new AppError('NOT_FOUND', { field: 'rewardId' });
    const [member] = await tx.select({ rankLevel: members.rankLevel }).from(members).where(eq(members.id, viewer.memberId));
    if ((member?.rankLevel ?? 0) < reward.minRank) throw new AppError('RANK_TOO_LOW', { minRank: reward.minRank });
    if (reward.physical && !input.address) throw new AppError('ADDRESS_REQUIRED', { field: 'address' });
    if (reward.perMemberLimit !== null) {
      const held = (await unitsRedeemed(tx, viewer.memberId, [reward.id])).get(reward.id) ?? 0;
      if (held + input.quantity > reward.perMemberLimit) throw new AppError('REDEEM_LIMIT', { perMemberLimit: reward.perMemberLimit, redeemed: held });
    }
    const cost = reward.pointsCost * input.quantity;
    if (points < cost) throw new AppError('INSUFFICIENT_POINTS', { points, required: cost });
    // the units are taken in one guarded statement: concurrent redeemers of the last unit wait for each other here
    const [taken] = await tx
      .update(pointRewards)
      .set({ stock: sql`${pointRewards.stock} - ${input.quantity}`, updatedAt: new Date() })
      .where(and(eq(pointRewards.id, reward.id), gte(pointRewards.stock, input.quantity)))
      .returning({ stock: pointRewards.stock });
    if (!taken) {
      const [now] = await tx.select({ stock: pointRewards.stock }).from(pointRewards).where(eq(pointRewards.id, reward.id));
      throw new AppError('OUT_OF_STOCK', { stock: now?.stock ?? 0 });
    }
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        brandId: viewer.brandId,
        memberId: viewer.memberId,
        rewardId: reward.id,
        referenceNo: newOrderNo('PR'),
        quantity: input.quantity,
        points: cost,
        address: reward.physical ? input.address : null,
        requestId: input.requestId,
      })
      .returning();
    await postPoints(tx, {
      brandId: viewer.brandId,
      memberId: viewer.memberId,
      kind: 'redeem',
      change: -cost,
      meta: { redemptionId: row!.id, referenceNo: row!.referenceNo, rewardId: reward.id },
      idempotencyKey: `redeem:${row!.id}`,
    });
    return row!;
  });
  const [reward] = await db.select({ name: pointRewards.name, image: pointRewards.image }).from(pointRewards).where(eq(pointRewards.id, redemption.rewardId));
  const { points } = await pointsOf(db, viewer.memberId);
  return { redemption: redemptionView(redemption, reward!, viewer.language), points };
}

/** The member's redemptions, newest first: status, remark, apply time, reference number and receiving address. */
export async function listRedemptions(
  db: Db,
  viewer: MallViewer,
  query: { pageNo: number; pageSize: number; status?: string },
  range: { start: Date; end: Date },
) {
  const where = and(
    eq(pointRedemptions.memberId, viewer.memberId),
    gte(pointRedemptions.createdAt, range.start),
    lt(pointRedemptions.createdAt, range.end),
    query.status ? eq(pointRedemptions.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: pointRedemptions, name: pointRewards.name, image: pointRewards.image })
      .from(pointRedemptions)
      .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
      .where(where)
      .orderBy(desc(pointRedemptions.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(pointRedemptions).where(where),
  ]);
  return { list: rows.map((r) => redemptionView(r.row, r, viewer.language)), ...pageOf(query, total?.n ?? 0) };
}

/** What an item's card art is drawn from, or undefined for an unknown item. */
export async function pointRewardArtSource(db: Db, brandId: string, code: string) {
  const [row] = await db
    .select({ code: pointRewards.code, category: pointRewards.category, physical: pointRewards.physical })
    .from(pointRewards)
    .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.code, code)));
  return row;
}
