/**
 * Cashback: a share of each member's net loss (stakes minus payouts of bets settled in the period) of every ended
 * period of the brand's days, granted once per member, promotion and period (grant key cashback:<promotion>:<period start>). The job is
 * safe to rerun and catches up on the last ended period only.
 */
import { zonedDate, zonedPeriodBounds } from '@app/contract/zoned-time';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';
import { brandTimeZone } from '../content/brand-clock';
import { openPromotionsOf, termsOf } from './catalogue';
import { grantReward } from './grants';

/** The last ended period before `now`, in the brand's days (its time zone; weeks start on Monday). */
export function lastEndedPeriod(period: 'daily' | 'weekly', now: Date, timeZone: string) {
  const current = zonedPeriodBounds(period, now, timeZone);
  return zonedPeriodBounds(period, current.start.getTime() - 1, timeZone);
}

export async function payCashback(db: Db, brandIds: string[], now = new Date()) {
  let granted = 0;
  for (const brandId of brandIds) {
    const timeZone = await brandTimeZone(db, brandId);
    for (const promo of await openPromotionsOf(db, brandId, 'cashback', now)) {
      const terms = termsOf(promo);
      const { start, end } = lastEndedPeriod(terms.period ?? 'weekly', now, timeZone);
      if (end <= promo.startAt) continue;
      const losses = await db
        .select({ memberId: bets.memberId, loss: sql<string>`sum(${bets.stakeMinor} - ${bets.payoutMinor})` })
        .from(bets)
        .where(and(eq(bets.brandId, brandId), eq(bets.status, 'settled'), gte(bets.settledAt, start), lt(bets.settledAt, end)))
        .groupBy(bets.memberId)
        .having(sql`sum(${bets.stakeMinor} - ${bets.payoutMinor}) >= ${terms.minLossMinor ?? 1}`);
      for (const { memberId, loss } of losses) {
        const share = Math.floor((Number(loss) * (terms.percentBp ?? 0)) / 10_000);
        const amountMinor = terms.capMinor ? Math.min(share, terms.capMinor) : share;
        const grant = await grantReward(db, {
          brandId,
          memberId,
          promotionId: promo.id,
          grantKey: `cashback:${promo.id}:${zonedDate(start, timeZone)}`,
          title: promo.title,
          amountMinor,
          bonus: terms.bonus,
        });
        if (!grant.duplicate && grant.amountMinor > 0) granted++;
      }
    }
  }
  return granted;
}
