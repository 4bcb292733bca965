import { type BrandConfig, type Language, textIn } from '@app/contract/brand';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';

/**
 * What a viewer may see now: not removed, started and not ended, and for them: everyone's, the visitors' while signed
 * out, the members' while signed in, and a VIP range's when the member's level is in it (one indexed lookup).
 */
export function liveFor(memberId: number | null, now = new Date()) {
  const audience = sql`${announcements.audience}->>'type'`;
  const forViewer =
    memberId === null
      ? sql`${audience} in ('all', 'visitors')`
      : sql`(${audience} in ('all', 'members') or (${audience} = 'vip' and (select m.rank_level from members m where m.id = ${memberId})
          between (${announcements.audience}->>'vipFrom')::int and coalesce((${announcements.audience}->>'vipTo')::int, 99)))`;
  return and(isNull(announcements.removedAt), lte(announcements.publishedAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)), forViewer);
}

/** One page of the brand's announcements of the given types live for the viewer, in their language, with every popup one. */
export async function listAnnouncements(
  db: Db,
  brand: Pick<BrandConfig, 'id' | 'defaultLanguage'>,
  language: Language,
  query: { types: string; pageNo: number; pageSize: number },
  memberId: number | null = null,
) {
  const brandId = brand.id;
  const types = query.types.split(',');
  const where = and(eq(announcements.brandId, brandId), inArray(announcements.type, types), liveFor(memberId));
  const columns = {
    id: announcements.id,
    type: announcements.type,
    title: announcements.title,
    content: announcements.content,
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
  // in the reader's language, else the brand's default (an announcement written before a language was added)
  const toItem = ({ publishedAt, title, content, ...r }: (typeof rows)[number]) => ({
    ...r,
    title: textIn(title, language, brand.defaultLanguage),
    content: textIn(content, language, brand.defaultLanguage),
    timestamp: publishedAt.getTime(),
  });
  const count = total?.n ?? 0;
  return {
    list: rows.map(toItem),
    popup: popupRows.map(toItem),
    total: count,
    totalPages: Math.max(1, Math.ceil(count / query.pageSize)),
  };
}
