import type { Language } from '@app/contract/brand';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Operator } from '../audit/operator-audit';

/** The operator's change of one article: both languages for a new one; for an existing one, what changes. */
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
  title: { EN: r.titleEn, TY: r.titleTy },
  content: { EN: r.contentEn, TY: r.contentTy },
  removed: r.removedAt !== null,
});

/** Every article of the brand, removed ones included (marked), in the help centre's order. */
export async function listHelpArticles(db: Db, brandId: string) {
  const rows = await db.select().from(helpArticles).where(eq(helpArticles.brandId, brandId)).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map(view);
}

/** Creates or changes an article by key (a removed one comes back), with its audit row in the same transaction. */
export async function upsertHelpArticle(db: Db, operator: Operator, change: HelpArticleChange) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(helpArticles).where(and(eq(helpArticles.brandId, change.brandId), eq(helpArticles.key, change.key))).for('update');
    const fields = {
      ...(change.category !== undefined && { category: change.category }),
      ...(change.sort !== undefined && { sort: change.sort }),
      ...(change.title?.EN !== undefined && { titleEn: change.title.EN }),
      ...(change.title?.TY !== undefined && { titleTy: change.title.TY }),
      ...(change.content?.EN !== undefined && { contentEn: change.content.EN }),
      ...(change.content?.TY !== undefined && { contentTy: change.content.TY }),
    };
    let row;
    if (current) {
      [row] = await tx.update(helpArticles).set({ ...fields, removedAt: null }).where(eq(helpArticles.id, current.id)).returning();
    } else {
      const { category, titleEn, titleTy, contentEn, contentTy } = fields;
      if (!category || !titleEn || !titleTy || !contentEn || !contentTy)
        throw new AppError('VALIDATION_ERROR', { field: 'article', issues: [{ path: 'article', message: 'a new article needs a category, and a title and content in EN and TY' }] });
      [row] = await tx.insert(helpArticles).values({ brandId: change.brandId, key: change.key, category, titleEn, titleTy, contentEn, contentTy, sort: fields.sort ?? 1000 }).returning();
    }
    await recordAudit(tx, operator, { brandId: change.brandId, action: current ? 'help.update' : 'help.create', target: `help:${change.brandId}:${change.key}`, detail: { fields: Object.keys(fields) } });
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
