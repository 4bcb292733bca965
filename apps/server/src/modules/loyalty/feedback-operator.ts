/**
 * The operator's side of feedback: the list (open ones: not answered yet), the screenshot, and one reply per
 * feedback, sent to the member as a platform message and written to the audit trail in the same transaction.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { notifyMember } from '../inbox/notify';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { readProofFile } from '../wallet/withdrawals/proof-files';

type FeedbackRow = typeof feedback.$inferSelect;

const operatorView = (row: FeedbackRow, username: string) => ({
  id: row.id,
  brandId: row.brandId,
  memberId: row.memberId,
  username,
  category: row.category,
  content: row.content,
  hasImage: row.imageFile !== null,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
export type OperatorFeedbackView = ReturnType<typeof operatorView>;

export async function operatorFeedback(db: Db, filter: { brandId?: string; open?: boolean; limit: number }) {
  const where: SQL[] = [];
  if (filter.brandId) where.push(eq(feedback.brandId, filter.brandId));
  if (filter.open) where.push(isNull(feedback.repliedAt));
  const rows = await db
    .select({ row: feedback, username: members.username })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(and(...where))
    .orderBy(desc(feedback.id))
    .limit(filter.limit);
  return rows.map((r) => operatorView(r.row, r.username));
}

/** Answers a feedback once (a second reply is refused: INVALID_STATE); the member reads it in their messages too. */
export async function replyFeedback(db: Db, operator: Operator, id: number, text: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { feedback: id });
    if (row.repliedAt) throw new AppError('INVALID_STATE', { repliedAt: row.repliedAt.getTime() });
    const [updated] = await tx.update(feedback).set({ reply: text, repliedAt: new Date() }).where(eq(feedback.id, id)).returning();
    const [member] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId));
    await notifyMember(tx, { brandId: row.brandId, memberId: row.memberId, category: 'feedback', key: 'feedback_replied', params: { category: row.category, reply: text } });
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'feedback.reply', target: `feedback:${row.id}`, detail: { memberId: row.memberId, reply: text } });
    return operatorView(updated!, member?.username ?? '');
  });
}

/** A feedback's screenshot, for the operator's eyes only; null when there is none. */
export async function feedbackImage(db: Db, dataDir: string, id: number) {
  const [row] = await db.select({ imageFile: feedback.imageFile }).from(feedback).where(eq(feedback.id, id));
  if (!row?.imageFile) return null;
  try {
    const bytes = readProofFile(dataDir, row.imageFile);
    return bytes ? { bytes, type: row.imageFile.endsWith('.png') ? ('png' as const) : ('jpg' as const) } : null;
  } catch {
    return null; // the data folder lost the file
  }
}
