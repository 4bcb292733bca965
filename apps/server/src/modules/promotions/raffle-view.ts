/** A raffle as players see it: the committed seed's hash before the draw, the seed and the winners after it. */
import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promotionEntries, raffleDraws, type promotions } from '../../db/schema';

export async function raffleInfo(db: Db, row: typeof promotions.$inferSelect) {
  const terms = row.terms as { raffle?: { winners: number; drawAt: number } };
  const [[draw], [tickets]] = await Promise.all([
    db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, row.id)),
    db.select({ n: count() }).from(promotionEntries).where(eq(promotionEntries.promotionId, row.id)),
  ]);
  const winners = (draw?.winners ?? []) as Array<{ ticketNo: string; player: string; prizeMinor: number }>;
  return {
    drawAt: terms.raffle?.drawAt ?? row.endAt?.getTime() ?? 0,
    winnersCount: terms.raffle?.winners ?? 0,
    tickets: Number(tickets?.n ?? 0),
    seedHash: draw?.seedHash ?? '',
    seed: draw?.drawnAt ? draw.seed : null,
    drawnAt: draw?.drawnAt?.getTime() ?? null,
    winners: draw?.drawnAt ? winners.map((w) => ({ ticketNo: w.ticketNo, player: w.player, prizeMinor: w.prizeMinor })) : [],
  };
}

/** A raffle's seed, made and committed (its hash published) before any ticket exists. */
export async function commitRaffleSeed(db: Db, promotionId: number) {
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(raffleDraws)
    .values({ promotionId, seed, seedHash: createHash('sha256').update(seed).digest('hex') })
    .onConflictDoNothing();
  return db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId));
}
