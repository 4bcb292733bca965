/**
 * Rewards an open risk flag held (issue 30; reward-hold.ts keeps them): listed for the back office, paid through the
 * promotions engine's grantReward with their own grant key (idempotent) when the member's last holding flag is
 * resolved, in the resolving transaction, or dropped by an operator with a note (audited). A dropped reward is never
 * paid: grantReward asks reward-hold.ts, which finds it dropped.
 */
import type { HeldReward } from '@app/contract/operators-risk';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldRewards, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { grantReward, type RewardGrant } from '../promotions/grants';
import { rewardsHeld } from './reward-hold';

const columns = { row: heldRewards, username: members.username };
type Row = { row: typeof heldRewards.$inferSelect; username: string };

function view({ row: r, username }: Row): HeldReward {
  const grant = r.grant as unknown as RewardGrant;
  return {
    id: r.id,
    brandId: r.brandId,
    memberId: r.memberId,
    username,
    grantKey: r.grantKey,
    title: grant.title?.EN ?? r.grantKey,
    amountMinor: r.amountMinor,
    kind: grant.bonus ? 'bonus' : 'cash',
    promotionId: grant.promotionId ?? null,
    status: r.status as HeldReward['status'],
    createdAt: r.createdAt.toISOString(),
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    note: r.note,
  };
}

/** Held rewards of the given brands (an operator's), newest first; one member's with memberId. */
export async function listHeldRewards(db: Db, brandIds: string[], query: { status?: string; memberId?: number; pageNo: number; pageSize: number }) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const where: SQL[] = [inArray(heldRewards.brandId, brandIds)];
  if (query.status) where.push(eq(heldRewards.status, query.status));
  if (query.memberId) where.push(eq(heldRewards.memberId, query.memberId));
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(heldRewards)
      .innerJoin(members, eq(members.id, heldRewards.memberId))
      .where(and(...where))
      .orderBy(desc(heldRewards.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(heldRewards).where(and(...where)),
  ]);
  return { list: rows.map(view), total: counted?.n ?? 0, ...page };
}

/** The brand of a held reward (null: none). */
export async function heldRewardBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: heldRewards.brandId }).from(heldRewards).where(eq(heldRewards.id, id));
  return row?.brandId ?? null;
}

async function heldRewardView(db: Db, id: number) {
  const [row] = await db.select(columns).from(heldRewards).innerJoin(members, eq(members.id, heldRewards.memberId)).where(eq(heldRewards.id, id));
  return view(row!);
}

/**
 * Pays the member's held rewards once no open flag holds them any more (called by the resolve, in its transaction,
 * with the member's row locked): each through grantReward with its grant key, marked paid and audited. One the member
 * cannot receive now (a time-out or self-exclusion) stays held for the next resolve. Answers the ids paid.
 */
export async function payHeldRewards(tx: Db, operator: Operator, member: { brandId: string; memberId: number }) {
  if (await rewardsHeld(tx, member.brandId, member.memberId)) return [];
  const rows = await tx
    .select()
    .from(heldRewards)
    .where(and(eq(heldRewards.memberId, member.memberId), eq(heldRewards.status, 'held')))
    .orderBy(heldRewards.id)
    .for('update');
  const paid: number[] = [];
  for (const row of rows) {
    const result = await grantReward(tx, row.grant as unknown as RewardGrant);
    if (result.blocked || result.held) continue;
    await tx.update(heldRewards).set({ status: 'paid', decidedBy: operator.actor, decidedAt: new Date() }).where(eq(heldRewards.id, row.id));
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action: 'held-reward.pay',
      target: `member:${row.memberId}`,
      detail: { heldRewardId: row.id, grantKey: row.grantKey, amountMinor: row.amountMinor, bonusId: result.bonusId, duplicate: result.duplicate },
    });
    paid.push(row.id);
  }
  return paid;
}

/** Drops a held reward with the operator's note (audited): it is never paid. A paid or dropped one stays as it was. */
export async function dropHeldReward(db: Db, operator: Operator, id: number, note: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(heldRewards)
      .set({ status: 'dropped', decidedBy: operator.actor, decidedAt: new Date(), note })
      .where(and(eq(heldRewards.id, id), eq(heldRewards.status, 'held')))
      .returning();
    if (!row) {
      const [seen] = await tx.select({ status: heldRewards.status }).from(heldRewards).where(eq(heldRewards.id, id));
      throw seen ? new AppError('INVALID_STATE', { status: seen.status }) : new AppError('NOT_FOUND', { id });
    }
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'held-reward.drop', target: `member:${row.memberId}`, detail: { heldRewardId: id, grantKey: row.grantKey, amountMinor: row.amountMinor, note } });
  });
  return heldRewardView(db, id);
}
