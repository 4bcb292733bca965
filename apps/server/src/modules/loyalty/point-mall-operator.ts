/**
 * The operator's side of the points mall: the redemption queue, approve (an item with a grant pays it through
 * payLoyaltyReward, once: grant key redemption:<id>) or reject (the points are refunded and the units go back to
 * stock), and restocking an item. A redemption is decided once: its row is locked and must still be processing, so a
 * second decision, even a simultaneous one, is refused (INVALID_STATE). The member is told by a platform message;
 * every change writes the audit trail in its own transaction.
 */
import { textIn } from '@app/contract/brand';
import { loyaltyRewardSchema, type LoyaltyReward } from '@app/contract/loyalty';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, pointRedemptions, pointRewards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notifyMember } from '../inbox/notify';
import { type MessageKey, namedParams } from '../inbox/message-texts';
import { type Operator, recordAudit } from '../audit/operator-audit';
import type { PointRewardRow, RedemptionRow } from './point-mall';
import { postPoints } from './points-ledger';
import { payLoyaltyReward } from './rewards';

const operatorView = (row: RedemptionRow, extra: { username: string; rewardCode: string; rewardName: string }) => ({
  id: row.id,
  referenceNo: row.referenceNo,
  brandId: row.brandId,
  memberId: row.memberId,
  username: extra.username,
  rewardId: row.rewardId,
  rewardCode: extra.rewardCode,
  rewardName: extra.rewardName,
  quantity: row.quantity,
  points: row.points,
  status: row.status,
  remark: row.remark,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
export type OperatorRedemptionView = ReturnType<typeof operatorView>;

/** The redemptions of every brand (or one), newest first; by status when given. */
export async function operatorRedemptions(db: Db, filter: { brandId?: string; status?: string; limit: number }) {
  const where: SQL[] = [];
  if (filter.brandId) where.push(eq(pointRedemptions.brandId, filter.brandId));
  if (filter.status) where.push(eq(pointRedemptions.status, filter.status));
  const rows = await db
    .select({ row: pointRedemptions, username: members.username, code: pointRewards.code, name: pointRewards.name })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(and(...where))
    .orderBy(desc(pointRedemptions.id))
    .limit(filter.limit);
  return rows.map((r) => operatorView(r.row, { username: r.username, rewardCode: r.code, rewardName: textIn(r.name, 'EN') }));
}

/** A redemption by its number or its reference number (PR...). */
const redemptionWhere = (ref: string) => (/^\d{1,10}$/.test(ref) ? eq(pointRedemptions.id, Number(ref)) : eq(pointRedemptions.referenceNo, ref.toUpperCase()));

/** Locks a redemption that still waits for a decision, with its item and member. */
async function pendingRedemption(tx: Db, ref: string) {
  const [row] = await tx.select().from(pointRedemptions).where(redemptionWhere(ref)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { redemption: ref });
  if (row.status !== 'processing') throw new AppError('INVALID_STATE', { status: row.status });
  const [reward] = await tx.select().from(pointRewards).where(eq(pointRewards.id, row.rewardId));
  const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId));
  return { row, reward: reward!, username: member?.username ?? '' };
}

/** What `quantity` units of an item pay: the grant times the units (a bonus keeps its terms). */
export function grantFor(grant: LoyaltyReward, quantity: number): LoyaltyReward {
  return grant.kind === 'points' ? { ...grant, points: grant.points * quantity } : { ...grant, amountMinor: grant.amountMinor * quantity };
}

async function decide(tx: Db, row: RedemptionRow, reward: PointRewardRow, decision: { status: 'approved' | 'rejected'; remark: string | null; key: MessageKey }) {
  const [updated] = await tx
    .update(pointRedemptions)
    .set({ status: decision.status, remark: decision.remark, decidedAt: new Date() })
    .where(and(eq(pointRedemptions.id, row.id), eq(pointRedemptions.status, 'processing')))
    .returning();
  await notifyMember(tx, {
    brandId: row.brandId,
    memberId: row.memberId,
    category: 'points',
    key: decision.key,
    params: { referenceNo: row.referenceNo, ...namedParams('name', reward.name), points: String(row.points), remark: decision.remark ?? '' },
  });
  return updated!;
}

/**
 * Approves a redemption: an item with a grant pays it (cash or a bonus through the promotions engine, or points),
 * times the units; a physical item is shipped by the operator. The member reads the optional remark.
 */
export async function approveRedemption(db: Db, operator: Operator, ref: string, remark: string | null) {
  return db.transaction(async (tx) => {
    const { row, reward, username } = await pendingRedemption(tx, ref);
    const grant = reward.grant ? grantFor(loyaltyRewardSchema.parse(reward.grant), row.quantity) : null;
    const paid = grant
      ? await payLoyaltyReward(tx, {
          brandId: row.brandId,
          memberId: row.memberId,
          reward: grant,
          grantKey: `redemption:${row.id}`,
          title: reward.name,
          // points paid back by an item are not earned from play
          pointKind: 'adjust',
          meta: { redemptionId: row.id, referenceNo: row.referenceNo },
        })
      : null;
    const updated = await decide(tx, row, reward, { status: 'approved', remark, key: 'points_redemption_approved' });
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action: 'point_redemption.approve',
      target: `point_redemption:${row.id}`,
      detail: { referenceNo: row.referenceNo, memberId: row.memberId, rewardCode: reward.code, quantity: row.quantity, points: row.points, grant, bonusId: paid?.bonusId ?? null, remark },
    });
    return operatorView(updated, { username, rewardCode: reward.code, rewardName: textIn(reward.name, 'EN') });
  });
}

/** Rejects a redemption with the operator's remark: the points are refunded and the units go back to stock. */
export async function rejectRedemption(db: Db, operator: Operator, ref: string, remark: string) {
  return db.transaction(async (tx) => {
    const { row, reward, username } = await pendingRedemption(tx, ref);
    const refund = await postPoints(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      kind: 'refund',
      change: row.points,
      meta: { redemptionId: row.id, referenceNo: row.referenceNo },
      idempotencyKey: `refund:${row.id}`,
    });
    await tx
      .update(pointRewards)
      .set({ stock: sql`${pointRewards.stock} + ${row.quantity}`, updatedAt: new Date() })
      .where(eq(pointRewards.id, reward.id));
    const updated = await decide(tx, row, reward, { status: 'rejected', remark, key: 'points_redemption_rejected' });
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action: 'point_redemption.reject',
      target: `point_redemption:${row.id}`,
      detail: { referenceNo: row.referenceNo, memberId: row.memberId, rewardCode: reward.code, quantity: row.quantity, refundedPoints: row.points, pointsAfter: refund.balance, remark },
    });
    return operatorView(updated, { username, rewardCode: reward.code, rewardName: textIn(reward.name, 'EN') });
  });
}

/** Adds units to an item's stock (by its code on a brand); returns the new stock. */
export async function restockReward(db: Db, operator: Operator, brandId: string, code: string, units: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointRewards)
      .set({ stock: sql`${pointRewards.stock} + ${units}`, updatedAt: new Date() })
      .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.code, code)))
      .returning({ id: pointRewards.id, code: pointRewards.code, stock: pointRewards.stock });
    if (!row) throw new AppError('NOT_FOUND', { brandId, code });
    await recordAudit(tx, operator, { brandId, action: 'point_reward.restock', target: `point_reward:${row.id}`, detail: { code, added: units, stock: row.stock } });
    return { brandId, ...row };
  });
}
