import { textIn } from '@app/contract/brand';
import { decimalString } from '@app/contract/money';
/**
 * The operator's side of activity applications: the queue, approve (pays the reward through grantReward, once: the
 * application row is locked and must still be applying) and reject with a remark. The member is told by a platform
 * message; each decision writes the audit trail in its own transaction.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, members, promotions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notifyMember } from '../inbox/notify';
import { type MessageKey, type MessageParams, namedParams } from '../inbox/message-texts';
import { readProofFile } from '../wallet/withdrawals/proof-files';
import { termsOf } from './catalogue';
import { grantReward } from './grants';
import { type Operator, recordAudit } from '../audit/operator-audit';

type ApplicationRow = typeof activityApplications.$inferSelect;

const operatorView = (row: ApplicationRow, extra: { username: string; promotionCode: string; promotionTitle: string }) => ({
  id: row.id,
  brandId: row.brandId,
  promotionId: row.promotionId,
  promotionCode: extra.promotionCode,
  promotionTitle: extra.promotionTitle,
  memberId: row.memberId,
  username: extra.username,
  comment: row.comment,
  imageCount: row.images.length,
  status: row.status,
  remark: row.remark,
  rewardMinor: row.rewardMinor,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
export type OperatorApplicationView = ReturnType<typeof operatorView>;

/** The applications of every brand (or one), newest first; by status when given. */
export async function operatorApplications(db: Db, filter: { brandId?: string; status?: string; limit: number }) {
  const where: SQL[] = [];
  if (filter.brandId) where.push(eq(activityApplications.brandId, filter.brandId));
  if (filter.status) where.push(eq(activityApplications.status, filter.status));
  const rows = await db
    .select({ row: activityApplications, username: members.username, code: promotions.code, title: promotions.title })
    .from(activityApplications)
    .innerJoin(members, eq(members.id, activityApplications.memberId))
    .innerJoin(promotions, eq(promotions.id, activityApplications.promotionId))
    .where(and(...where))
    .orderBy(desc(activityApplications.id))
    .limit(filter.limit);
  return rows.map((r) => operatorView(r.row, { username: r.username, promotionCode: r.code, promotionTitle: textIn(r.title, 'EN') }));
}

/** Locks an application that still waits for a decision, with its promotion and member. */
async function pendingApplication(tx: Db, id: number) {
  const [row] = await tx.select().from(activityApplications).where(eq(activityApplications.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { applicationId: id });
  if (row.status !== 'applying') throw new AppError('INVALID_STATE', { status: row.status });
  const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, row.promotionId));
  const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId));
  return { row, promotion: promotion!, username: member?.username ?? '' };
}

const decisionMessage = (row: ApplicationRow, title: Record<string, string>, key: MessageKey, params: MessageParams) => ({
  brandId: row.brandId,
  memberId: row.memberId,
  category: 'promotion',
  key,
  params: { ...namedParams('title', title), ...params },
});

/**
 * Approves an application: pays `amountMinor` (default: the promotion's fixed reward) as its terms say (cash or a
 * bonus, grant key application:<id>), marks it issued and tells the member. A second approval finds it issued
 * (INVALID_STATE), so two concurrent approvals pay once. `digits`: its brand's currency's decimal places (the message).
 */
export async function approveApplication(db: Db, operator: Operator, id: number, digits: number, amountMinor?: number) {
  return db.transaction(async (tx) => {
    const { row, promotion, username } = await pendingApplication(tx, id);
    const terms = termsOf(promotion);
    const amount = amountMinor ?? terms.fixedMinor ?? 0;
    if (amount <= 0) throw new AppError('INVALID_AMOUNT', { field: 'amount', reason: 'no_fixed_reward' });
    const grant = await grantReward(tx, {
      brandId: row.brandId,
      memberId: row.memberId,
      promotionId: promotion.id,
      grantKey: `application:${row.id}`,
      title: promotion.title,
      amountMinor: amount,
      bonus: terms.bonus,
    });
    const [updated] = await tx
      .update(activityApplications)
      .set({ status: 'issued', rewardMinor: amount, decidedAt: new Date() })
      .where(and(eq(activityApplications.id, row.id), eq(activityApplications.status, 'applying')))
      .returning();
    await notifyMember(tx, decisionMessage(row, promotion.title, 'application_approved', { amount: decimalString(amount, digits) }));
    await recordAudit(tx, operator, {
      brandId: row.brandId,
      action: 'application.approve',
      target: `application:${row.id}`,
      detail: { promotionId: promotion.id, memberId: row.memberId, amountMinor: amount, bonusId: grant.bonusId },
    });
    return operatorView(updated!, { username, promotionCode: promotion.code, promotionTitle: textIn(promotion.title, 'EN') });
  });
}

/** Rejects an application with the operator's remark (the member reads it and may apply again). */
export async function rejectApplication(db: Db, operator: Operator, id: number, remark: string) {
  return db.transaction(async (tx) => {
    const { row, promotion, username } = await pendingApplication(tx, id);
    const [updated] = await tx
      .update(activityApplications)
      .set({ status: 'rejected', remark, decidedAt: new Date() })
      .where(and(eq(activityApplications.id, row.id), eq(activityApplications.status, 'applying')))
      .returning();
    await notifyMember(tx, decisionMessage(row, promotion.title, 'application_rejected', { remark }));
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'application.reject', target: `application:${row.id}`, detail: { promotionId: promotion.id, memberId: row.memberId, remark } });
    return operatorView(updated!, { username, promotionCode: promotion.code, promotionTitle: textIn(promotion.title, 'EN') });
  });
}

/** One image of an application (0-based), for the operator's eyes only; null when there is none. */
export async function applicationImage(db: Db, dataDir: string, id: number, index: number) {
  const [row] = await db.select({ images: activityApplications.images }).from(activityApplications).where(eq(activityApplications.id, id));
  const name = row?.images[index];
  if (!name) return null;
  try {
    const bytes = readProofFile(dataDir, name);
    return bytes ? { bytes, type: name.endsWith('.png') ? ('png' as const) : ('jpg' as const) } : null;
  } catch {
    return null; // the data folder lost the file
  }
}
