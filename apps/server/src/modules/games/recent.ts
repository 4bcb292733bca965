import type { GameType } from '@app/contract/system';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, recentGames } from '../../db/schema';
import type { Catalogue } from './catalogue/catalogue';
import { gameColumns } from './catalogue/items';

/** One page of the games the member launched, the latest first, with when and how often (`digits`: the brand's currency's). */
export async function recentPage(db: Db, catalogue: Catalogue, memberId: number, query: { gameType?: GameType; pageNo: number; pageSize: number }, digits: number) {
  const where: SQL[] = [eq(recentGames.memberId, memberId)];
  if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...gameColumns, lastPlayedAt: recentGames.lastPlayedAt, launches: recentGames.launches })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(and(...where))
      .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(recentGames).innerJoin(games, eq(games.id, recentGames.gameId)).where(and(...where)),
  ]);
  const items = await catalogue.toItems(rows, digits, memberId);
  const total = count?.n ?? 0;
  return {
    list: items.map((item, i) => ({ ...item, lastPlayedAt: rows[i]!.lastPlayedAt.getTime(), launches: rows[i]!.launches })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** Counts a launch in the member's recent games. */
export async function recordLaunch(db: Db, memberId: number, gameId: number, now: Date) {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, lastPlayedAt: now, launches: 1 })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: now, launches: sql`${recentGames.launches} + 1` } });
}
