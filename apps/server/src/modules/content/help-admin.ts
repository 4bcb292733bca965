import type { Language } from '@app/contract/brand';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { textsInBrandLanguages } from '../../lib/brands';
import { recordAudit, type Operator } from '../audit/operator-audit';

/** The operator's change of one article: every language of the brand for a new one; for an existing one, what changes. */
export interface HelpArticleChange {
  brandId: string;
  key: string;
  category?: string;
  sort?: number;
  title?: Partial<Record<Language, string>>;
  content?: Partial<Record<Language, string>>;
}

const view = (r: typeof helpArticles.$inferSelect) => ({
  key: r.key,
  category: r.category,
  sort: r.sort,
  title: r.title,
  content: r.content,
  removed: r.removedAt !== null,
});

/** Every article of the brand, removed ones included (marked), in the help centre's order. */
export async function listHelpArticles(db: Db, brandId: string) {
  const rows = await db.select().from(helpArticles).where(eq(helpArticles.brandId, brandId)).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map(view);
}

/**
 * Creates or changes an article by key (a removed one comes back), with its audit row in the same transaction. A
 * change names the languages it rewrites; the article then holds a title and content in every language the brand
 * offers (VALIDATION_ERROR otherwise).
 */
export async function upsertHelpArticle(db: Db, operator: Operator, change: HelpArticleChange, brandLanguages: readonly Language[]) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(helpArticles).where(and(eq(helpArticles.brandId, change.brandId), eq(helpArticles.key, change.key))).for('update');
    const category = change.category ?? current?.category;
    if (!category) throw new AppError('VALIDATION_ERROR', { field: 'category', issues: [{ path: 'category', message: 'a new article needs a category' }] });
    const texts = textsInBrandLanguages(
      { languages: brandLanguages },
      { title: { ...current?.title, ...change.title }, content: { ...current?.content, ...change.content } },
      { title: change.title, content: change.content },
    );
    // the brand's languages as checked, beside any other language the article was written in before
    const fields = { category, sort: change.sort ?? current?.sort ?? 1000, title: { ...current?.title, ...texts.title }, content: { ...current?.content, ...texts.content } };
    const [row] = current
      ? await tx.update(helpArticles).set({ ...fields, removedAt: null }).where(eq(helpArticles.id, current.id)).returning()
      : await tx.insert(helpArticles).values({ brandId: change.brandId, key: change.key, ...fields }).returning();
    const changed = [...(change.category !== undefined ? ['category'] : []), ...(change.sort !== undefined ? ['sort'] : []), ...Object.keys(change.title ?? {}).map((l) => `title.${l}`), ...Object.keys(change.content ?? {}).map((l) => `content.${l}`)];
    await recordAudit(tx, operator, { brandId: change.brandId, action: current ? 'help.update' : 'help.create', target: `help:${change.brandId}:${change.key}`, detail: { fields: changed } });
    return view(row!);
  });
}

/** Hides an article (kept as a row, so the seed does not add it again), audited. */
export async function removeHelpArticle(db: Db, operator: Operator, brandId: string, key: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(helpArticles)
      .set({ removedAt: new Date() })
      .where(and(eq(helpArticles.brandId, brandId), eq(helpArticles.key, key)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', { key });
    await recordAudit(tx, operator, { brandId, action: 'help.remove', target: `help:${brandId}:${key}`, detail: {} });
    return view(row);
  });
}
