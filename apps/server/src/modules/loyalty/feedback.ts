/**
 * Feedback (PUT /wps/feedback): a category, content within the brand's word bounds (countWords of the contract, so
 * the form and the server count alike) and an optional screenshot, checked by content (png or jpg, at most 5 MB)
 * and stored under a random name beside the other player uploads. Idempotent by request id.
 */
import { countWords, feedbackCategorySchema, type Feedback } from '@app/contract/loyalty';
import { and, count, desc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { countUpload } from '../accounts/upload-quota';
import { decodeProofImage, removeProofFile, storeProofFile } from '../wallet/withdrawals/proof-files';
import { loyaltySettingsOf } from './point-mall-shared';

type FeedbackRow = typeof feedback.$inferSelect;

export function feedbackView(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    category: feedbackCategorySchema.parse(row.category),
    content: row.content,
    hasImage: row.imageFile !== null,
    reply: row.reply,
    repliedAt: row.repliedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

export interface FeedbackInput {
  category: Feedback['category'];
  content: string;
  /** base64 or a data: URL */
  image?: string;
  requestId: string;
}

async function feedbackBounds(db: Db, brandId: string) {
  const settings = await loyaltySettingsOf(db, brandId);
  return { minWords: settings.feedbackMinWords, maxWords: settings.feedbackMaxWords };
}

async function feedbackByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), eq(feedback.requestId, requestId)));
  return row;
}

/** A repeat of a request answers the feedback it made; the same key on other feedback is refused. */
function replayOf(row: FeedbackRow, input: FeedbackInput) {
  if (row.category !== input.category || row.content !== input.content || (row.imageFile !== null) !== Boolean(input.image)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'requestId' });
  }
  return feedbackView(row);
}

export async function submitFeedback(db: Db, dataDir: string, member: { brandId: string; memberId: number }, input: FeedbackInput): Promise<Feedback> {
  const earlier = await feedbackByRequest(db, member.memberId, input.requestId);
  if (earlier) return replayOf(earlier, input);
  const bounds = await feedbackBounds(db, member.brandId);
  const words = countWords(input.content);
  if (words < bounds.minWords) throw new AppError('FEEDBACK_TOO_SHORT', { field: 'content', ...bounds, words });
  if (words > bounds.maxWords) throw new AppError('FEEDBACK_TOO_LONG', { field: 'content', ...bounds, words });
  const image = input.image ? decodeProofImage(input.image, 'image') : null;
  let imageFile: string | null = null;
  try {
    // the upload quota is counted in the feedback's transaction, before the file is stored: a refusal stores nothing
    const created = await db.transaction(async (tx) => {
      if (image) {
        await countUpload(tx, member.memberId, { files: 1, bytes: image.bytes.length });
        imageFile = storeProofFile(dataDir, image);
      }
      const [row] = await tx
        .insert(feedback)
        .values({ brandId: member.brandId, memberId: member.memberId, category: input.category, content: input.content, imageFile, requestId: input.requestId })
        .onConflictDoNothing()
        .returning();
      // the same request sent twice at once: the other copy wrote it; this one uncounts its upload and answers it
      if (!row) tx.rollback();
      return row!;
    });
    return feedbackView(created);
  } catch (error) {
    if (imageFile) removeProofFile(dataDir, imageFile);
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return replayOf((await feedbackByRequest(db, member.memberId, input.requestId))!, input);
}

/** The member's feedback with the operator's replies, newest first, and the brand's bounds for the form. */
export async function listFeedback(db: Db, member: { brandId: string; memberId: number }, query: { pageNo: number; pageSize: number }) {
  const where = eq(feedback.memberId, member.memberId);
  const [rows, [total], bounds] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(feedback).where(where),
    feedbackBounds(db, member.brandId),
  ]);
  return { list: rows.map(feedbackView), ...pageOf(query, total?.n ?? 0), ...bounds };
}
