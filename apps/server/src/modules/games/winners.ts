import type { GameType } from '@app/contract/system';
import { minorToMajor } from '@app/contract/money';
import { type SQL, and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameWins, games } from '../../db/schema';
import type { Catalogue } from './catalogue/catalogue';

/** The latest wins of the brand (and of every brand), optionally of one category; `digits`: the brand's currency's. */
export async function winnerBoardOf(db: Db, catalogue: Catalogue, brandId: string, query: { gameType?: GameType; pageSize: number }, digits: number) {
  const where: SQL[] = [or(eq(gameWins.brandId, brandId), isNull(gameWins.brandId))!];
  if (query.gameType) where.push(catalogue.categoryCondition(query.gameType));
  const rows = await db
    .select({ win: gameWins, gameName: games.name, vendorCode: games.vendorCode })
    .from(gameWins)
    .innerJoin(games, eq(games.id, gameWins.gameId))
    .where(and(...where))
    .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
    .limit(query.pageSize);
  return {
    list: rows.map(({ win, gameName, vendorCode }) => ({
      player: win.player,
      gameName,
      nodeId: win.gameId,
      vassalage: vendorCode,
      prize: minorToMajor(win.prizeMinor, digits),
      prizeMinor: win.prizeMinor,
      multiplier: win.multiplierBp === null ? null : win.multiplierBp / 10_000,
      timestamp: win.wonAt.getTime(),
    })),
  };
}
