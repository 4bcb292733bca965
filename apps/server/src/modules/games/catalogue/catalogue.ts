import type { GameType } from '@app/contract/system';
import { type SQL, and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { favoriteGames, games } from '../../../db/schema';
import { type ListFilters, categoryCondition, listConditions } from './conditions';
import { type GameRow, type VendorInfo, gameColumns, toItem, vendorCard } from './items';
import { createNameIndex } from './name-index';
import { createCountCache, pageRows } from './page-rows';
import { createVendorDirectory } from './vendor-directory';

/*
 * Catalogue reads. Every list is one indexed range scan: the filters map onto the composite indexes of
 * db/schema/games.ts (category or vendor first, then classification, always ending in the lobby order sort, id),
 * and the small vendor directory (about 50 rows with game counts) is cached for a few seconds.
 */

export type { GameRow, VendorInfo };
export type { ListFilters };

/** The member's favourites among these games (one indexed lookup by primary key). */
async function favoritesAmong(db: Db, memberId: number | undefined, ids: number[]) {
  if (!memberId || !ids.length) return new Set<number>();
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(and(eq(favoriteGames.memberId, memberId), inArray(favoriteGames.gameId, ids)));
  return new Set(rows.map((r) => r.gameId));
}

export function createCatalogue(db: Db) {
  const { vendors, disabledCodes } = createVendorDirectory(db);
  const names = createNameIndex(db);
  const countOf = createCountCache(db);

  async function toItems(rows: GameRow[], memberId?: number) {
    const [dir, favorites] = await Promise.all([vendors(), favoritesAmong(db, memberId, rows.map((r) => r.id))]);
    return rows.map((r) => toItem(r, dir.byCode.get(r.vendorCode), favorites.has(r.id)));
  }

  /** One page of the lobby's list: a name search with a keyword, else the filtered lobby order. */
  async function list(filters: ListFilters, page: { pageNo: number; pageSize: number }, memberId?: number) {
    const dir = await vendors();
    const disabled = dir.list.filter((v) => !v.enabled).map((v) => v.code);
    const first = (page.pageNo - 1) * page.pageSize + 1;
    const last = first + page.pageSize - 1;
    if (filters.keyword) {
      const found = await names.search({ ...filters, keyword: filters.keyword }, disabled, { first, size: page.pageSize });
      return { list: await toItems(found.rows, memberId), total: found.total, totalPages: Math.ceil(found.total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
    }
    const where = listConditions(filters, await disabledCodes());
    const rows = await pageRows(db, { filters, dir, disabled, where, first, last, pageSize: page.pageSize });
    const total = await countOf(JSON.stringify([filters, disabled]), where);
    return { list: await toItems(rows, memberId), total, totalPages: Math.ceil(total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
  }

  async function hot(filters: { gameType?: GameType; vassalage?: string }, count: number, memberId?: number) {
    const where: SQL[] = [eq(games.isHot, true)];
    if (filters.gameType) where.push(categoryCondition(filters.gameType));
    if (filters.vassalage) where.push(eq(games.vendorCode, filters.vassalage), eq(games.isGame, 'GAME'));
    const disabled = await disabledCodes();
    if (disabled.length) where.push(notInArray(games.vendorCode, disabled));
    const rows = await db.select(gameColumns).from(games).where(and(...where)).orderBy(asc(games.sort), asc(games.id)).limit(count);
    return toItems(rows, memberId);
  }

  /** The most played games that can be launched now (the maintenance suggestions too). */
  async function popular(filters: { gameType?: GameType; excludeId?: number }, count: number, memberId?: number) {
    const where: SQL[] = [eq(games.isGame, 'GAME'), eq(games.maintenance, false)];
    if (filters.gameType) where.push(categoryCondition(filters.gameType));
    if (filters.excludeId) where.push(sql`${games.id} <> ${filters.excludeId}`);
    const unavailable = (await vendors()).list.filter((v) => !v.enabled || v.maintenance).map((v) => v.code);
    if (unavailable.length) where.push(notInArray(games.vendorCode, unavailable));
    const rows = await db.select(gameColumns).from(games).where(and(...where)).orderBy(desc(games.popularity), asc(games.id)).limit(count);
    return toItems(rows, memberId);
  }

  async function byId(id: number) {
    const [row] = await db.select(gameColumns).from(games).where(eq(games.id, id));
    return row;
  }

  return { vendors, toItem, toItems, categoryCondition, list, hot, popular, byId, vendorCard };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
