/**
 * What the points mall, conversion, invite friends and feedback share: the brand's loyalty settings (seeded for every
 * brand, changed by the operator) and the lock on a member's points.
 */
import { referralRulesSchema, type ReferralRules } from '@app/contract/loyalty';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltySettings, pointBalances } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;

/** A multiplier of 10000 is x1: what a rank without a tier row earns. */
export const NO_MULTIPLIER_BP = 10_000;

export async function loyaltySettingsOf(db: Db, brandId: string): Promise<LoyaltySettingsRow> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.brandId, brandId));
  if (!row) throw new AppError('NOT_FOUND', { loyaltySettings: brandId });
  return row;
}

export const referralRulesOf = (row: Pick<LoyaltySettingsRow, 'referralRules'>): ReferralRules => referralRulesSchema.parse(row.referralRules);

/**
 * Locks the member's points balance row for the rest of the transaction and returns the points (0 without a row):
 * spending one member's points (redemptions, conversions) takes turns, so a request id, a per-member limit or the
 * balance checked after the lock stays true until the spend is written.
 */
export async function lockMemberPoints(tx: Db, memberId: number): Promise<number> {
  const [row] = await tx.select({ points: pointBalances.points }).from(pointBalances).where(eq(pointBalances.memberId, memberId)).for('update');
  return row?.points ?? 0;
}
