import type { GameType } from '@app/contract/system';
import { type SQL, and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brandGameSettings, favoriteGames, games } from '../../../db/schema';
import { type BrandOverlay, brandOverlaysOf } from './brand-overlay';
import { type ListFilters, categoryCondition, listConditions } from './conditions';
import { type GameRow, type VendorInfo, gameColumns, toItem, vendorCard } from './items';
import { createNameIndex } from './name-index';
import { createCountCache, pageRows } from './page-rows';
import { brandDirectory, createVendorDirectory } from './vendor-directory';

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

/**
 * The lobby order of a brand: the global sort, or the brand's where it moved a game (a primary-key lookup per row,
 * used only once the brand reordered something; otherwise the precomputed ranks serve the page).
 */
export function brandOrder(brandId: string, overlay: BrandOverlay | undefined): SQL {
  if (!overlay?.reordered) return sql`${games.sort}`;
  return sql`coalesce((select ${brandGameSettings.sort} from ${brandGameSettings} where ${brandGameSettings.brandId} = ${brandId} and ${brandGameSettings.gameId} = ${games.id}), ${games.sort})`;
}

/** A game's classification for a brand: the brand's category where it set one (used only once it set any). */
export function brandClassify(brandId: string, overlay: BrandOverlay | undefined): SQL {
  if (!overlay?.reclassified) return sql`${games.gameClassify}`;
  return sql`coalesce((select ${brandGameSettings.gameClassify} from ${brandGameSettings} where ${brandGameSettings.brandId} = ${brandId} and ${brandGameSettings.gameId} = ${games.id}), ${games.gameClassify})`;
}

export function createCatalogue(db: Db) {
  const directory = createVendorDirectory(db);
  const overlays = brandOverlaysOf(db);
  const names = createNameIndex(db);
  const countOf = createCountCache(db);

  /** The vendor directory, as one brand's players see it when a brand is given. */
  async function vendors(brandId?: string) {
    const dir = await directory.vendors();
    return brandId ? brandDirectory(dir, await overlays.overlayOf(brandId)) : dir;
  }

  /** The games as the lobby shows them (`digits`: the decimal places of the currency of the brand they are shown on). */
  async function toItems(rows: GameRow[], digits: number, memberId?: number, brandId?: string) {
    const [dir, favorites, overlay] = await Promise.all([vendors(brandId), favoritesAmong(db, memberId, rows.map((r) => r.id)), brandId ? overlays.overlayOf(brandId) : undefined]);
    return rows.map((r) => toItem(r, dir.byCode.get(r.vendorCode), digits, favorites.has(r.id), overlay?.games.get(r.id)));
  }

  /** One page of the lobby's list: a name search with a keyword, else the filtered lobby order. */
  async function list(filters: ListFilters, page: { pageNo: number; pageSize: number }, digits: number, memberId?: number, brandId?: string) {
    const dir = await vendors(brandId);
    const overlay = brandId ? await overlays.overlayOf(brandId) : undefined;
    const disabled = dir.list.filter((v) => !v.enabled).map((v) => v.code);
    const hidden = overlay?.gamesOff ?? [];
    const first = (page.pageNo - 1) * page.pageSize + 1;
    const last = first + page.pageSize - 1;
    if (filters.keyword) {
      const found = await names.search({ ...filters, keyword: filters.keyword }, disabled, { first, size: page.pageSize }, overlay);
      return { list: await toItems(found.rows, digits, memberId, brandId), total: found.total, totalPages: Math.ceil(found.total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
    }
    const base = listConditions(filters, disabled, brandClassify(brandId ?? '', overlay));
    const where = hidden.length ? and(base, notInArray(games.id, hidden)) : base;
    const order = brandOrder(brandId ?? '', overlay);
    const rows = await pageRows(db, { filters, dir, disabled, where, first, last, pageSize: page.pageSize, exactRanks: !hidden.length && !overlay?.reordered, order });
    // a brand's categories are part of the key: the same classification filter counts other games for it
    const reclassified = overlay?.reclassified ? [...overlay.games.values()].flatMap((g) => (g.gameClassify ? [[g.gameId, g.gameClassify]] : [])) : [];
    const total = await countOf(JSON.stringify([filters, disabled, hidden, reclassified]), where);
    return { list: await toItems(rows, digits, memberId, brandId), total, totalPages: Math.ceil(total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
  }

  async function hot(filters: { gameType?: GameType; vassalage?: string }, count: number, digits: number, memberId?: number, brandId?: string) {
    const overlay = brandId ? await overlays.overlayOf(brandId) : undefined;
    const overrides = [...(overlay?.games.values() ?? [])];
    // hot globally unless the brand cooled it, or made hot by the brand
    const brandHot = overrides.filter((g) => g.isHot === true).map((g) => g.gameId);
    const brandCooled = overrides.filter((g) => g.isHot === false || !g.enabled).map((g) => g.gameId);
    const hotNow = brandCooled.length ? and(eq(games.isHot, true), notInArray(games.id, brandCooled))! : eq(games.isHot, true);
    const where: SQL[] = [brandHot.length ? or(hotNow, inArray(games.id, brandHot))! : hotNow];
    if (filters.gameType) where.push(categoryCondition(filters.gameType));
    if (filters.vassalage) where.push(eq(games.vendorCode, filters.vassalage), eq(games.isGame, 'GAME'));
    const disabled = (await vendors(brandId)).list.filter((v) => !v.enabled).map((v) => v.code);
    if (disabled.length) where.push(notInArray(games.vendorCode, disabled));
    if (overlay?.gamesOff.length) where.push(notInArray(games.id, overlay.gamesOff));
    const rows = await db
      .select(gameColumns)
      .from(games)
      .where(and(...where))
      .orderBy(asc(brandOrder(brandId ?? '', overlay)), asc(games.id))
      .limit(count);
    return toItems(rows, digits, memberId, brandId);
  }

  /** The most played games that can be launched now (the maintenance suggestions too). */
  async function popular(filters: { gameType?: GameType; excludeId?: number }, count: number, digits: number, memberId?: number, brandId?: string) {
    const where: SQL[] = [eq(games.isGame, 'GAME'), eq(games.maintenance, false)];
    if (filters.gameType) where.push(categoryCondition(filters.gameType));
    if (filters.excludeId) where.push(sql`${games.id} <> ${filters.excludeId}`);
    const unavailable = (await vendors(brandId)).list.filter((v) => !v.enabled || v.maintenance).map((v) => v.code);
    if (unavailable.length) where.push(notInArray(games.vendorCode, unavailable));
    const hidden = brandId ? (await overlays.overlayOf(brandId)).gamesOff : [];
    if (hidden.length) where.push(notInArray(games.id, hidden));
    const rows = await db.select(gameColumns).from(games).where(and(...where)).orderBy(desc(games.popularity), asc(games.id)).limit(count);
    return toItems(rows, digits, memberId, brandId);
  }

  async function byId(id: number) {
    const [row] = await db.select(gameColumns).from(games).where(eq(games.id, id));
    return row;
  }

  /** Whether the brand switched this game off (its players neither see nor launch it). */
  async function hiddenFor(brandId: string, gameId: number) {
    return (await overlays.overlayOf(brandId)).games.get(gameId)?.enabled === false;
  }

  return { vendors, overlayOf: overlays.overlayOf, toItem, toItems, categoryCondition, list, hot, popular, byId, hiddenFor, vendorCard };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
