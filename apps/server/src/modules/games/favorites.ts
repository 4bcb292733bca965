import type { GameType } from '@app/contract/system';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, games } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lobbyGameType } from './providers/categories';
import type { Catalogue } from './catalogue/catalogue';
import { gameColumns } from './catalogue/items';

/** A member keeps at most this many favourites. */
export const MAX_FAVORITES = 500;

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The member's favourites with their games, newest first, optionally one category. */
function favoriteWhere(catalogue: Catalogue, memberId: number, gameType?: GameType) {
  const where: SQL[] = [eq(favoriteGames.memberId, memberId)];
  if (gameType) where.push(catalogue.categoryCondition(gameType));
  return and(...where);
}

/** The ids of the member's favourite games, newest first. */
export async function favoriteIds(db: Db, catalogue: Catalogue, memberId: number, gameType: GameType | undefined) {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .innerJoin(games, eq(games.id, favoriteGames.gameId))
    .where(favoriteWhere(catalogue, memberId, gameType))
    .orderBy(desc(favoriteGames.createdAt));
  return { content: rows.map((r) => r.gameId), totalPages: rows.length ? 1 : 0 };
}

/** One page of the member's favourite games, newest first (`digits`: the brand's currency's). */
export async function favoritePage(db: Db, catalogue: Catalogue, memberId: number, query: { gameType?: GameType; pageNo: number; pageSize: number }, digits: number) {
  const where = favoriteWhere(catalogue, memberId, query.gameType);
  const [rows, [count]] = await Promise.all([
    db
      .select(gameColumns)
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .where(where)
      .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(favoriteGames).innerJoin(games, eq(games.id, favoriteGames.gameId)).where(where),
  ]);
  const total = count?.n ?? 0;
  const { byCode } = await catalogue.vendors();
  return { content: rows.map((r) => catalogue.toItem(r, byCode.get(r.vendorCode), digits, true)), total, totalPages: totalPages(total, query.pageSize), pageNo: query.pageNo };
}

/**
 * Adds a game to the member's favourites (a vendor tile is not a game; the body's vendor and category, when given,
 * must be the game's). The count and the insert share a transaction so the limit holds.
 */
export async function addFavorite(db: Db, catalogue: Catalogue, memberId: number, body: { nodeId: number; vendor?: string; gameType?: GameType }) {
  const game = await catalogue.byId(body.nodeId);
  if (!game || game.isGame !== 'GAME') throw new AppError('GAME_NOT_FOUND', { nodeId: body.nodeId });
  if (body.vendor !== undefined && body.vendor !== game.vendorCode) throw new AppError('VALIDATION_ERROR', { field: 'vendor', issues: [{ path: 'vendor', message: 'not the vendor of this game' }] });
  if (body.gameType !== undefined && body.gameType !== lobbyGameType(game.vendorCode, game.gameType)) {
    throw new AppError('VALIDATION_ERROR', { field: 'gameType', issues: [{ path: 'gameType', message: 'not the category of this game' }] });
  }
  await db.transaction(async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(favoriteGames).where(eq(favoriteGames.memberId, memberId));
    if ((count?.n ?? 0) >= MAX_FAVORITES) {
      const [already] = await tx.select().from(favoriteGames).where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, game.id)));
      if (!already) throw new AppError('FAVORITES_LIMIT', { max: MAX_FAVORITES });
    }
    await tx.insert(favoriteGames).values({ memberId, gameId: game.id }).onConflictDoNothing();
  });
  return { nodeId: game.id, favorite: true };
}

export async function removeFavorite(db: Db, memberId: number, nodeId: number) {
  // removing what is not there is fine: the toggle's end state is what counts
  await db.delete(favoriteGames).where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, nodeId)));
  return { nodeId, favorite: false };
}
