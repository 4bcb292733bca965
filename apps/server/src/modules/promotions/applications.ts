/**
 * Activity applications: a comment and up to 3 images; the operator issues or rejects them (issue 12,
 * application-decisions.ts). One application waits for a decision per member and promotion (a partial unique index,
 * so concurrent applications insert one row); after a rejection the member may apply again, after an issue never.
 */
import type { Language } from '@app/contract/brand';
import type { Application } from '@app/contract/promotions';
import { applicationStatusSchema } from '@app/contract/promotions';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, promotions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { countUpload } from '../accounts/upload-quota';
import { decodeProofImage, removeProofFile, storeProofFile } from '../wallet/withdrawals/proof-files';
import { isOpen, promotionById, textIn, type Viewer } from './catalogue';

type ApplicationRow = typeof activityApplications.$inferSelect;

export function applicationView(row: ApplicationRow, title: Record<string, string>, language: Language): Application {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: textIn(title, language),
    comment: row.comment,
    imageCount: row.images.length,
    status: applicationStatusSchema.parse(row.status),
    remark: row.remark,
    rewardMinor: row.rewardMinor,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

export async function listApplications(db: Db, memberId: number, query: { pageNo: number; pageSize: number }, language: Language) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: activityApplications, title: promotions.title })
      .from(activityApplications)
      .innerJoin(promotions, eq(promotions.id, activityApplications.promotionId))
      .where(eq(activityApplications.memberId, memberId))
      .orderBy(desc(activityApplications.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(activityApplications).where(eq(activityApplications.memberId, memberId)),
  ]);
  return { list: rows.map((r) => applicationView(r.row, r.title, language)), ...pageOf(query, total?.n ?? 0) };
}

export interface ApplicationInput {
  promotionId: number;
  comment: string;
  /** base64 or data: URLs (the contract caps them at 3) */
  images: string[];
  /** the idempotency key: a repeat answers the application it made */
  requestId: string;
}

async function applicationByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(activityApplications)
    .where(and(eq(activityApplications.memberId, memberId), eq(activityApplications.requestId, requestId)));
  return row;
}

/** A repeat of a request answers what the first one made; the same key on another application is refused. */
function replayOf(row: ApplicationRow, input: ApplicationInput) {
  if (row.promotionId !== input.promotionId || row.comment !== input.comment || row.images.length !== input.images.length) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'requestId' });
  }
  return row;
}

/** APPLICATION_PENDING while one waits for a decision, ALREADY_CLAIMED once one was issued. */
async function refuseWhileDecidedOrPending(db: Db, memberId: number, promotionId: number) {
  const rows = await db
    .select({ status: activityApplications.status })
    .from(activityApplications)
    .where(and(eq(activityApplications.memberId, memberId), eq(activityApplications.promotionId, promotionId), inArray(activityApplications.status, ['applying', 'issued'])));
  if (rows.some((r) => r.status === 'issued')) throw new AppError('ALREADY_CLAIMED', { promotionId });
  if (rows.length) throw new AppError('APPLICATION_PENDING', { promotionId });
}

/**
 * A member applies to an open application promotion. Every image is checked (content and size) before any is
 * stored, so a bad one refuses the whole application and stores nothing; files stored for an application that is
 * then not written (a concurrent one won, a database error) are removed again.
 */
export async function applyForActivity(db: Db, dataDir: string, viewer: Viewer & { memberId: number }, input: ApplicationInput): Promise<Application> {
  const promotion = await promotionById(db, viewer.brandId, input.promotionId);
  if (promotion.mechanic !== 'application') throw new AppError('PROMOTION_ACTION_INVALID', { mechanic: promotion.mechanic });
  const earlier = await applicationByRequest(db, viewer.memberId, input.requestId);
  if (earlier) return applicationView(replayOf(earlier, input), promotion.title, viewer.language);
  if (!isOpen(promotion)) throw new AppError('PROMOTION_NOT_OPEN', { promotionId: promotion.id });
  const images = input.images.map((image, index) => decodeProofImage(image, `images.${index}`));
  const stored: string[] = [];
  try {
    await refuseWhileDecidedOrPending(db, viewer.memberId, promotion.id);
    const created = await db.transaction(async (tx) => {
      // the member's upload quota, counted with the application before any file is stored: a refusal stores
      // nothing, and an application that is not written uncounts its images
      await countUpload(tx, viewer.memberId, { files: images.length, bytes: images.reduce((n, image) => n + image.bytes.length, 0) });
      for (const image of images) stored.push(storeProofFile(dataDir, image));
      // no conflict target: the request key and the one-applying index both turn a conflict into no row
      const [row] = await tx
        .insert(activityApplications)
        .values({ brandId: viewer.brandId, promotionId: promotion.id, memberId: viewer.memberId, comment: input.comment, images: stored, requestId: input.requestId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('APPLICATION_PENDING', { promotionId: promotion.id });
      return row;
    });
    return applicationView(created, promotion.title, viewer.language);
  } catch (error) {
    for (const name of stored) removeProofFile(dataDir, name);
    if (!(error instanceof AppError && error.code === 'APPLICATION_PENDING')) throw error;
    // the same request sent twice at once: the other copy wrote it, and this one answers it
    const same = await applicationByRequest(db, viewer.memberId, input.requestId);
    if (same) return applicationView(replayOf(same, input), promotion.title, viewer.language);
    // another application of the member won: pending, or already issued
    await refuseWhileDecidedOrPending(db, viewer.memberId, promotion.id);
    throw error;
  }
}
