/**
 * The VIP ladder: a brand's tiers (operator data), a member's progress over the rolling window (vip_member_daily,
 * kept by the triggers of migration 0017, which also upgrade at once), the next review and the tier changes booked.
 * Tiers only go down at a review, and only after a notice (modules/loyalty/vip-review.ts).
 */
import type { Language } from '@app/contract/brand';
import type { VipLadderValue, VipTier } from '@app/contract/loyalty';
import { addDays } from '@app/contract/zoned-time';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, vipChanges, vipTiers } from '../../db/schema';
import { textIn } from '../promotions/catalogue';
import { brandTimeZone } from '../content/brand-clock';
import { brandDay } from './periods';
import { loyaltySettingsOf } from './point-mall-shared';

import type { StoredVipBenefits } from '../accounts/member-tier';
export { memberTierBenefits, type StoredVipBenefits } from '../accounts/member-tier';
export type VipTierRow = typeof vipTiers.$inferSelect;

/** VIP customer service comes with the ranks above 4 (spec section 6). */
export const hasVipService = (rankLevel: number) => rankLevel > 4;

export function tierView(row: VipTierRow, language: Language): VipTier {
  return {
    rankLevel: row.rankLevel,
    labelName: textIn(row.name, language),
    color: row.color,
    color2: row.color2,
    turnoverMinor: row.turnoverMinor,
    depositMinor: row.depositMinor,
    keepTurnoverMinor: row.keepTurnoverMinor,
    benefits: { ...(row.benefits as StoredVipBenefits), vipService: hasVipService(row.rankLevel) },
  };
}

export async function brandTiers(db: Db, brandId: string): Promise<VipTierRow[]> {
  return db.select().from(vipTiers).where(eq(vipTiers.brandId, brandId)).orderBy(asc(vipTiers.rankLevel));
}

/** The benefits of a member's current tier (null: the brand has no tier at that rank). */
/** The first brand day the window counts: the window is this day and the days after it (today included). */
export function windowStartDay(now: Date, settings: { vipWindowDays: number }, timeZone: string) {
  return addDays(brandDay(now, timeZone), -(settings.vipWindowDays - 1));
}

/** Valid turnover and paid deposits over the window, as the triggers summed them per brand day. */
export async function windowTotals(db: Db, memberId: number, sinceDay: string) {
  const [row] = (
    (await db.execute(sql`
      select coalesce(sum(turnover_minor), 0)::bigint as turnover, coalesce(sum(deposit_minor), 0)::bigint as deposit
      from vip_member_daily where member_id = ${memberId} and day >= ${sinceDay}::date`)) as unknown as { rows: Array<{ turnover: string; deposit: string }> }
  ).rows;
  return { turnoverMinor: Number(row?.turnover ?? 0), depositMinor: Number(row?.deposit ?? 0) };
}

/** The level a member falls to at the next review (one tier down) when below the tier's keep requirement, else null. */
export function downgradeTarget(rankLevel: number, tiers: VipTierRow[], turnoverMinor: number): number | null {
  const tier = tiers.find((t) => t.rankLevel === rankLevel);
  if (!tier || rankLevel <= 0 || turnoverMinor >= tier.keepTurnoverMinor) return null;
  const below = tiers.filter((t) => t.rankLevel < rankLevel).map((t) => t.rankLevel);
  return below.length ? Math.max(...below) : 0;
}

export interface VipViewer {
  brandId: string;
  memberId: number;
  language: Language;
  currency: string;
}

export async function vipLadder(db: Db, viewer: VipViewer, now = new Date()): Promise<VipLadderValue> {
  const settings = await loyaltySettingsOf(db, viewer.brandId);
  const [tiers, [member], history] = await Promise.all([
    brandTiers(db, viewer.brandId),
    db.select({ rankLevel: members.rankLevel }).from(members).where(eq(members.id, viewer.memberId)),
    db
      .select()
      .from(vipChanges)
      .where(and(eq(vipChanges.memberId, viewer.memberId), ne(vipChanges.reason, 'notice')))
      .orderBy(desc(vipChanges.id))
      .limit(20),
  ]);
  const rankLevel = member?.rankLevel ?? 0;
  const progress = await windowTotals(db, viewer.memberId, windowStartDay(now, settings, await brandTimeZone(db, viewer.brandId)));
  return {
    tiers: tiers.map((t) => tierView(t, viewer.language)),
    rankLevel,
    windowDays: settings.vipWindowDays,
    progress,
    nextReviewAt: settings.vipNextReviewAt.getTime(),
    downgradeTo: downgradeTarget(rankLevel, tiers, progress.turnoverMinor),
    history: history.map((h) => ({ fromLevel: h.fromLevel, toLevel: h.toLevel, reason: h.reason as 'upgrade' | 'downgrade' | 'operator', at: h.at.getTime() })),
    currency: viewer.currency,
  };
}
