/**
 * The brand of a promotion or an activity application an operator names by its id alone, so a brand-limited operator
 * is refused another brand's before anything changes. A row's brand never changes, so the check holds for the change.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityApplications, promotions } from '../../db/schema';

/** The brand of a promotion; null when there is none. */
export async function promotionBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: promotions.brandId }).from(promotions).where(eq(promotions.id, id));
  return row?.brandId ?? null;
}

/** The brand of an activity application; null when there is none. */
export async function applicationBrandOf(db: Db, id: number) {
  const [row] = await db.select({ brandId: activityApplications.brandId }).from(activityApplications).where(eq(activityApplications.id, id));
  return row?.brandId ?? null;
}
