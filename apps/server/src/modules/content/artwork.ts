import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors, games } from '../../db/schema';

/** What a game's tile is drawn from, or undefined for an unknown game. */
export async function gameArtSource(db: Db, gameId: number) {
  const [row] = await db
    .select({ name: games.name, vendorCode: games.vendorCode, vendorName: gameVendors.name, gameType: games.gameType, gameClassify: games.gameClassify, externalId: games.externalId, isGame: games.isGame })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(games.id, gameId));
  return row;
}

/** What a vendor's logo is drawn from, or undefined for an unknown vendor code. */
export async function vendorArtSource(db: Db, code: string) {
  const [row] = await db.select({ code: gameVendors.code, name: gameVendors.name }).from(gameVendors).where(eq(gameVendors.code, code));
  return row;
}
