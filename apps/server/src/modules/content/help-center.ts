import type { Language } from '@app/contract/brand';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';

/** The brand's help articles in the visitor's language, grouped by category in sort order. */
export async function helpCenterOf(db: Db, brandId: string, language: Language) {
  const en = language === 'EN';
  const rows = await db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.brandId, brandId))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  const byCategory = new Map<string, ReturnType<typeof toArticle>[]>();
  function toArticle(r: (typeof rows)[number]) {
    return { id: r.id, category: r.category, title: en ? r.titleEn : r.titleTy, content: en ? r.contentEn : r.contentTy };
  }
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), toArticle(row)]);
  return {
    categories: [...byCategory].map(([category, articles]) => ({ category, title: `help_${category}`, articles })),
  };
}
