import { type BrandConfig, type Language, textIn } from '@app/contract/brand';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { sanitizeHtml } from '../../lib/html';
import { fillTokens, helpTokens } from './help-tokens';

/**
 * The brand's help articles in the visitor's language, grouped by category in sort order (a category's place is its
 * first article's). Figures are filled in from the brand's settings and pack, and the HTML is sanitised on every read
 * (the operator CLI stores what it is given).
 */
export async function helpCenterOf(db: Db, brand: BrandConfig, pack: ResponsibleGamingPack, language: Language) {
  const [rows, tokens] = await Promise.all([
    db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.brandId, brand.id), isNull(helpArticles.removedAt)))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
    helpTokens(db, brand, pack, language),
  ]);
  const toArticle = (r: (typeof rows)[number]) => ({
    id: r.id,
    key: r.key,
    category: r.category,
    // in the reader's language, else the brand's default (an article written before a language was added)
    title: fillTokens(textIn(r.title, language, brand.defaultLanguage), tokens).replace(/<[^>]*>/g, ''),
    content: sanitizeHtml(fillTokens(textIn(r.content, language, brand.defaultLanguage), tokens)),
  });
  const byCategory = new Map<string, ReturnType<typeof toArticle>[]>();
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), toArticle(row)]);
  return {
    categories: [...byCategory].map(([category, articles]) => ({ category, title: `help_${category}`, articles })),
  };
}
