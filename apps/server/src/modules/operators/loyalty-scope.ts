/**
 * The brand of a row an operator names by its id alone (a redemption, a feedback), so a brand-limited operator is
 * refused another brand's before anything changes. A row's brand never changes, so the check holds for the change.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, pointRedemptions } from '../../db/schema';

/** The brand of a redemption named by its number or its reference number (PR...); null when there is none. */
export async function redemptionBrandOf(db: Db, ref: string) {
  const where = /^\d{1,10}$/.test(ref) ? eq(pointRedemptions.id, Number(ref)) : eq(pointRedemptions.referenceNo, ref.toUpperCase());
  const [row] = await db.select({ brandId: pointRedemptions.brandId }).from(pointRedemptions).where(where);
  return row?.brandId ?? null;
}

/** The brand of a feedback; null when there is none. */
export async function feedbackBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: feedback.brandId }).from(feedback).where(eq(feedback.id, id));
  return row?.brandId ?? null;
}
