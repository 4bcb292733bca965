import { ESPORTS_VENDOR_CODES } from '@app/contract/constants';
import type { GameMenus, GameType } from '@app/contract/system';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema';

const categoryTitles: Record<GameType, string> = {
  ELOTT: 'in_category_elott',
  LIVE: 'in_category_live',
  SPORTS: 'in_category_sports',
  FISH: 'in_category_fish',
  RNG: 'in_category_rng',
  PVP: 'in_category_pvp',
  ESPORTS: 'in_category_esports',
  INHOUSE: 'in_category_inhouse',
};
const esports = new Set<string>(ESPORTS_VENDOR_CODES);

/** The lobby's menus: the enabled vendors as cards, by game type in the menu's order (esports vendors apart from sports). */
export async function gameMenusOf(db: Db): Promise<GameMenus> {
  const rows = await db
    .select()
    .from(gameVendors)
    .where(eq(gameVendors.enabled, true))
    .orderBy(asc(gameVendors.sort));
  const menus = new Map<GameType, GameMenus[number]>();
  for (const row of rows) {
    const gameType = (row.gameType === 'SPORTS' && esports.has(row.code) ? 'ESPORTS' : row.gameType) as GameType;
    const menu = menus.get(gameType) ?? { gameType, title: categoryTitles[gameType], cards: [] };
    menu.cards.push({ vassalage: row.code, name: row.name, isHot: row.isHot, gameClassify: row.gameClassify });
    menus.set(gameType, menu);
  }
  const order = Object.keys(categoryTitles) as GameType[];
  return order.flatMap((t) => menus.get(t) ?? []);
}
