/**
 * The operator's promotion levers (the operator calls, which the back office and the CLI make): list, create, update
 * part of one, close one. Every change writes the audit trail in its own transaction; a raffle gets its seed committed when it is
 * created, before any ticket. A promotion's texts are in the languages of its brand.
 */
import type { BrandConfig } from '@app/contract/brand';
import type { PromotionInput, PromotionPatch } from '@app/contract/operators-marketing';
import { promotionTermsSchema } from '@app/contract/promotions';
import { assertRewardBudget } from './reward-budget';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotions, raffleDraws } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { brandById, type BrandLookup, textsInBrandLanguages } from '../../lib/brands';
import { sanitizeHtml } from '../../lib/html';
import { isOpen, termsOf, type PromotionRow } from './catalogue';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { commitRaffleSeed } from './raffle-view';


export const operatorPromotionView = (row: PromotionRow, seedHash: string | null = null) => ({
  id: row.id,
  brandId: row.brandId,
  code: row.code,
  category: row.category,
  mechanic: row.mechanic,
  status: row.status,
  open: isOpen(row),
  title: row.title,
  summary: row.summary,
  rulesHtml: row.rulesHtml,
  image: row.image,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt?.toISOString() ?? null,
  sort: row.sort,
  terms: row.terms,
  seedHash,
});
export type OperatorPromotionView = ReturnType<typeof operatorPromotionView>;

/** The rules a whole promotion keeps: an end after its start; a raffle's terms and a drawing time within reach. */
function checkPromotion(p: { mechanic: string; terms: unknown; startAt: Date; endAt: Date | null }) {
  const fail = (field: string, message: string) => {
    throw new AppError('VALIDATION_ERROR', { field, issues: [{ path: field, message }] });
  };
  const terms = promotionTermsSchema.safeParse(p.terms);
  if (!terms.success) fail(`terms.${terms.error.issues[0]?.path.join('.') ?? ''}`, terms.error.issues[0]?.message ?? 'invalid');
  if (p.endAt && p.endAt <= p.startAt) fail('endAt', 'the end comes after the start');
  if (p.mechanic === 'raffle') {
    const raffle = terms.data?.raffle;
    if (!raffle) return fail('terms.raffle', 'a raffle needs { winners, drawAt }');
    if (raffle.drawAt <= p.startAt.getTime()) fail('terms.raffle.drawAt', 'the draw comes after the start');
  }
  return terms.data!;
}

/**
 * The rules as they are kept: reduced to the allow-list when written (the back office's editor sends HTML), so what
 * the operator reads back is what players get; reads sanitise again for rows written before this.
 */
const sanitizedByLanguage = <T extends Record<string, string | undefined>>(html: T) =>
  Object.fromEntries(Object.entries(html).flatMap(([language, text]) => (text === undefined ? [] : [[language, sanitizeHtml(text)]]))) as { [K in keyof T]: string };

async function seedHashOf(db: Db, row: PromotionRow) {
  if (row.mechanic !== 'raffle') return null;
  const [draw] = await db.select({ seedHash: raffleDraws.seedHash }).from(raffleDraws).where(eq(raffleDraws.promotionId, row.id));
  return draw?.seedHash ?? null;
}

export async function operatorPromotions(db: Db, brandId?: string) {
  const rows = await db
    .select()
    .from(promotions)
    .where(brandId ? eq(promotions.brandId, brandId) : undefined)
    .orderBy(asc(promotions.brandId), asc(promotions.sort), asc(promotions.id));
  return Promise.all(rows.map(async (r) => operatorPromotionView(r, await seedHashOf(db, r))));
}

/** A new promotion of the brand: its title, summary and rules in every language the brand offers, in none other. */
export async function createPromotion(db: Db, operator: Operator, brand: Pick<BrandConfig, 'id' | 'languages'>, input: PromotionInput) {
  const brandId = brand.id;
  const endAt = input.endAt ?? null;
  const texts = textsInBrandLanguages(brand, { title: input.title, summary: input.summary, rulesHtml: input.rulesHtml });
  const terms = checkPromotion({ mechanic: input.mechanic, terms: input.terms, startAt: input.startAt, endAt });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({
        brandId,
        code: input.code,
        category: input.category,
        mechanic: input.mechanic,
        title: texts.title,
        summary: texts.summary,
        rulesHtml: sanitizedByLanguage(texts.rulesHtml),
        image: input.image ?? `/media/promotion/${brandId}/${input.code}.svg`,
        terms,
        sort: input.sort ?? 0,
        startAt: input.startAt,
        endAt,
      })
      .onConflictDoNothing({ target: [promotions.brandId, promotions.code] })
      .returning();
    if (!row) throw new AppError('CONFLICT', { field: 'code', code: input.code });
    await assertRewardBudget(tx, brandId);
    const [draw] = row.mechanic === 'raffle' ? await commitRaffleSeed(tx, row.id) : [];
    await recordAudit(tx, operator, { brandId, action: 'promotion.create', target: `promotion:${row.id}`, detail: { ...input, ...texts, seedHash: draw?.seedHash ?? null } });
    return operatorPromotionView(row, draw?.seedHash ?? null);
  });
}

/** Locks a promotion for a change. */
async function lockPromotion(tx: Db, id: number) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { promotionId: id });
  return row;
}

/**
 * The texts a change writes, merged over the stored ones: each text it touches holds every language of the brand
 * afterwards, and a language the brand does not offer is refused (VALIDATION_ERROR naming `field.language`). A text it
 * leaves alone stays as stored.
 */
function patchedTexts(brand: Pick<BrandConfig, 'languages'>, row: PromotionRow, patch: PromotionPatch) {
  const texts = { title: row.title, summary: row.summary, rulesHtml: row.rulesHtml };
  for (const field of ['title', 'summary', 'rulesHtml'] as const) {
    const written = patch[field];
    if (!written) continue;
    const checked = textsInBrandLanguages(brand, { [field]: { ...texts[field], ...written } }, { [field]: written })[field] ?? {};
    // the brand's languages as checked, beside any other language the promotion was written in before
    texts[field] = { ...texts[field], ...(field === 'rulesHtml' ? sanitizedByLanguage(checked) : checked) };
  }
  return texts;
}

/** Changes part of a promotion (code and mechanic stay); `brands` gives its brand's languages. */
export async function updatePromotion(db: Db, operator: Operator, brands: BrandLookup, id: number, patch: PromotionPatch) {
  return db.transaction(async (tx) => {
    const row = await lockPromotion(tx, id);
    const texts = patchedTexts(brandById(brands, row.brandId), row, patch);
    const startAt = patch.startAt ?? row.startAt;
    const endAt = patch.endAt === undefined ? row.endAt : patch.endAt;
    const terms = checkPromotion({ mechanic: row.mechanic, terms: patch.terms ? { ...termsOf(row), ...patch.terms } : row.terms, startAt, endAt });
    if (patch.terms && row.mechanic === 'raffle') {
      const [draw] = await tx.select({ drawnAt: raffleDraws.drawnAt }).from(raffleDraws).where(eq(raffleDraws.promotionId, id));
      if (draw?.drawnAt) throw new AppError('INVALID_STATE', { reason: 'RAFFLE_DRAWN' });
    }
    const [updated] = await tx
      .update(promotions)
      .set({
        ...(patch.category ? { category: patch.category } : {}),
        ...(patch.image ? { image: patch.image } : {}),
        ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
        ...texts,
        terms,
        startAt,
        endAt,
        updatedAt: new Date(),
      })
      .where(eq(promotions.id, id))
      .returning();
    await assertRewardBudget(tx, row.brandId);
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'promotion.update', target: `promotion:${id}`, detail: { patch, before: operatorPromotionView(row) } });
    return operatorPromotionView(updated!, await seedHashOf(tx, updated!));
  });
}

/** Closes a promotion before its end: players see it no more, actions answer PROMOTION_NOT_OPEN. */
export async function closePromotion(db: Db, operator: Operator, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockPromotion(tx, id);
    if (row.status === 'closed') throw new AppError('INVALID_STATE', { status: row.status });
    const [updated] = await tx
      .update(promotions)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(and(eq(promotions.id, id), eq(promotions.status, row.status)))
      .returning();
    await recordAudit(tx, operator, { brandId: row.brandId, action: 'promotion.close', target: `promotion:${id}`, detail: { before: row.status } });
    return operatorPromotionView(updated!, await seedHashOf(tx, updated!));
  });
}
