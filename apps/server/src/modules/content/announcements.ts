import type { Language } from '@app/contract/brand';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';

/** One page of the brand's announcements of the given types, in the visitor's language, with every popup one. */
export async function listAnnouncements(db: Db, brandId: string, language: Language, query: { types: string; pageNo: number; pageSize: number }) {
  const types = query.types.split(',');
  const where = and(eq(announcements.brandId, brandId), inArray(announcements.type, types));
  const en = language === 'EN';
  const columns = {
    id: announcements.id,
    type: announcements.type,
    title: en ? announcements.titleEn : announcements.titleTy,
    content: en ? announcements.contentEn : announcements.contentTy,
    popup: announcements.popup,
    publishedAt: announcements.publishedAt,
  };
  const [rows, [total], popupRows] = await Promise.all([
    db
      .select(columns)
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
    db
      .select(columns)
      .from(announcements)
      .where(and(where, eq(announcements.popup, true)))
      .orderBy(desc(announcements.publishedAt)),
  ]);
  const toItem = ({ publishedAt, ...r }: (typeof rows)[number]) => ({ ...r, timestamp: publishedAt.getTime() });
  const count = total?.n ?? 0;
  return {
    list: rows.map(toItem),
    popup: popupRows.map(toItem),
    total: count,
    totalPages: Math.max(1, Math.ceil(count / query.pageSize)),
  };
}
