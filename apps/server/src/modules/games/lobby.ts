import type { Language } from '@app/contract/brand';
import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import type { GameType } from '@app/contract/system';
import { type SQL, and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandGameSettings, games } from '../../db/schema';
import type { Catalogue } from './catalogue/catalogue';

/*
 * The lobby's vendor views: a vendor's classifications, the new vendors, the vendor lanes, and the "new" announcements.
 */

const announcementText = {
  newVendor: {
    EN: (name: string, count: number) => ({ title: `New provider: ${name}`, content: `${count} games from ${name} are now in the lobby.` }),
    TY: (name: string, count: number) => ({ title: `Bagong provider: ${name}`, content: `${count} laro mula sa ${name} ay nasa lobby na.` }),
    vi: (name: string, count: number) => ({ title: `Nhà cung cấp mới: ${name}`, content: `${count} trò chơi của ${name} đã có mặt trong sảnh.` }),
  },
  newGame: {
    EN: (game: string, vendor: string) => ({ title: `New game: ${game}`, content: `Play ${game} by ${vendor} now.` }),
    TY: (game: string, vendor: string) => ({ title: `Bagong laro: ${game}`, content: `Laruin na ang ${game} ng ${vendor}.` }),
    vi: (game: string, vendor: string) => ({ title: `Trò chơi mới: ${game}`, content: `Chơi ngay ${game} của ${vendor}.` }),
  },
} satisfies Record<string, Record<Language, unknown>>;

/** A vendor's game classifications with their game counts, the largest first (the brand's categories and games shown). */
export async function vendorClassifications(db: Db, catalogue: Catalogue, vassalage: string, gameType: GameType | undefined, brandId?: string) {
  const where: SQL[] = [eq(games.vendorCode, vassalage), eq(games.isGame, 'GAME')];
  if (gameType) where.push(catalogue.categoryCondition(gameType));
  const overlay = brandId ? await catalogue.overlayOf(brandId) : undefined;
  if (overlay?.gamesOff.length) where.push(notInArray(games.id, overlay.gamesOff));
  // the brand's category where it set one: a join (not brandClassify's subquery) so the GROUP BY repeats no parameter
  const classify = overlay?.reclassified ? sql`coalesce(${brandGameSettings.gameClassify}, ${games.gameClassify})` : sql`${games.gameClassify}`;
  const rows = await db
    .select({ gameClassify: sql<string>`${classify}`, count: sql<number>`count(*)::int` })
    .from(games)
    .leftJoin(brandGameSettings, and(eq(brandGameSettings.gameId, games.id), eq(brandGameSettings.brandId, brandId ?? '')))
    .where(and(...where))
    .groupBy(classify)
    .orderBy(desc(sql`count(*)`), asc(classify));
  return { vassalage, list: rows };
}

export async function newVendors(catalogue: Catalogue, gameType: GameType | undefined, brandId?: string) {
  const { list } = await catalogue.vendors(brandId);
  return {
    list: list.filter((v) => v.enabled && v.isNew && (!gameType || v.gameType === gameType)).map(catalogue.vendorCard),
  };
}

/** The enabled vendors by category lane, in the lobby's category order; empty lanes are left out. */
export async function vendorLanes(catalogue: Catalogue, gameType: GameType | undefined, brandId?: string) {
  const { list } = await catalogue.vendors(brandId);
  const lanes = GAME_CATEGORY_ROUTES.filter((c) => !gameType || c.gameType === gameType)
    .map(({ gameType }) => ({
      gameType,
      title: `in_category_${gameType.toLowerCase()}`,
      vendors: list.filter((v) => v.enabled && v.gameType === gameType).map(catalogue.vendorCard),
    }))
    .filter((lane) => lane.vendors.length > 0);
  return { data: { lanes } };
}

/** Announcements of the new vendors and the six newest games, in the given language. */
export async function newArrivals(db: Db, catalogue: Catalogue, lang: Language, gameType: GameType | undefined) {
  const { list, byCode } = await catalogue.vendors();
  const vendors = list.filter((v) => v.enabled && v.isNew && (!gameType || v.gameType === gameType));
  const where: SQL[] = [eq(games.isNew, true), eq(games.isGame, 'GAME')];
  if (gameType) where.push(catalogue.categoryCondition(gameType));
  const newest = await db
    .select({ id: games.id, name: games.name, vendorCode: games.vendorCode, releasedAt: games.releasedAt })
    .from(games)
    .where(and(...where))
    .orderBy(desc(games.releasedAt), asc(games.id))
    .limit(6);
  const now = Date.now();
  return {
    promotion: [
      ...vendors.map((v) => ({ id: `vendor:${v.code}`, ...announcementText.newVendor[lang](v.name, v.gameCount), vassalage: v.code, nodeId: null, timestamp: now })),
      ...newest.map((g) => ({
        id: `game:${g.id}`,
        ...announcementText.newGame[lang](g.name, byCode.get(g.vendorCode)?.name ?? g.vendorCode),
        vassalage: g.vendorCode,
        nodeId: g.id,
        timestamp: g.releasedAt.getTime(),
      })),
    ],
  };
}
