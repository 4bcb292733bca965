/**
 * Cashback: a share of each member's net loss (stakes minus payouts of bets settled in the period) of every ended
 * period, granted once per member, promotion and period (grant key cashback:<promotion>:<period start>). The job is
 * safe to rerun and catches up on the last ended period only.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';
import { openPromotionsOf, termsOf } from './catalogue';
import { grantReward } from './grants';

const DAY = 86_400_000;

/** The last ended period before `now` (UTC days; weeks start on Monday). */
export function lastEndedPeriod(period: 'daily' | 'weekly', now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return { start: new Date(today - DAY), end: new Date(today) };
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY;
  return { start: new Date(monday - 7 * DAY), end: new Date(monday) };
}

export async function payCashback(db: Db, brandIds: string[], now = new Date()) {
  let granted = 0;
  for (const brandId of brandIds) {
    for (const promo of await openPromotionsOf(db, brandId, 'cashback', now)) {
      const terms = termsOf(promo);
      const { start, end } = lastEndedPeriod(terms.period ?? 'weekly', now);
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
          grantKey: `cashback:${promo.id}:${start.toISOString().slice(0, 10)}`,
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
