/** Activity applications: a comment and up to 3 images; the operator issues or rejects them (issue 12). */
import type { Language } from '@app/contract/brand';
import type { Application } from '@app/contract/promotions';
import { applicationStatusSchema } from '@app/contract/promotions';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, promotions } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { textIn } from './catalogue';

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
