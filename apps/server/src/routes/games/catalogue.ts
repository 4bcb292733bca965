import type { GameItem, VendorCard } from '@app/contract/games';
import type { GameType } from '@app/contract/system';
import { minorToMajor } from '@app/contract/wallet';
import { type SQL, and, asc, between, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGames, gameVendorSettings, gameVendors, games } from '../../db/schema';
import { esportsVendors, lobbyGameType } from '../../modules/games/providers/categories';

/*
 * Catalogue reads. Every list is one indexed range scan: the filters map onto the composite indexes of
 * db/schema/games.ts (category or vendor first, then classification, always ending in the lobby order sort, id),
 * and the small vendor directory (about 50 rows with game counts) is cached for a few seconds.
 */

export interface VendorInfo {
  id: number;
  code: string;
  name: string;
  /** as stored (SPORTS for esports vendors) */
  storedType: string;
  gameType: GameType;
  gameClassify: string;
  isHot: boolean;
  isNew: boolean;
  maintenance: boolean;
  enabled: boolean;
  sort: number;
  /** inhouse, sandbox, lottery */
  provider: string;
  gameCount: number;
}

export const gameColumns = {
  id: games.id,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  externalId: games.externalId,
  name: games.name,
  gameClassify: games.gameClassify,
  minBetMinor: games.minBetMinor,
  lines: games.lines,
  isGame: games.isGame,
  isHot: games.isHot,
  isNew: games.isNew,
  maintenance: games.maintenance,
  rtpBp: games.rtpBp,
  gameCode: games.gameCode,
  defaultPlayType: games.defaultPlayType,
  accountTypeName: games.accountTypeName,
};
export type GameRow = Pick<typeof games.$inferSelect, keyof typeof gameColumns>;

export interface ListFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  minBetMinor?: number;
  keyword?: string;
}

const DIRECTORY_TTL_MS = 5_000;
const COUNT_TTL_MS = 60_000;
const NAME_INDEX_TTL_MS = 60_000;
const esportsSet = new Set(esportsVendors);

export function createCatalogue(db: Db) {
  let directory: { at: number; list: VendorInfo[]; byCode: Map<string, VendorInfo> } | null = null;

  async function vendors() {
    if (directory && Date.now() - directory.at < DIRECTORY_TTL_MS) return directory;
    const [rows, counts] = await Promise.all([
      db
        .select({
          id: gameVendors.id,
          code: gameVendors.code,
          name: gameVendors.name,
          storedType: gameVendors.gameType,
          gameClassify: gameVendors.gameClassify,
          isHot: gameVendors.isHot,
          enabled: gameVendors.enabled,
          sort: gameVendors.sort,
          provider: gameVendorSettings.provider,
          isNew: gameVendorSettings.isNew,
          maintenance: gameVendorSettings.maintenance,
        })
        .from(gameVendors)
        .leftJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, gameVendors.id))
        .orderBy(asc(gameVendors.sort)),
      db
        .select({ code: games.vendorCode, n: sql<number>`count(*)::int` })
        .from(games)
        .where(eq(games.isGame, 'GAME'))
        .groupBy(games.vendorCode),
    ]);
    const countOf = new Map(counts.map((c) => [c.code, c.n]));
    const list = rows.map<VendorInfo>((r) => ({
      ...r,
      gameType: lobbyGameType(r.code, r.storedType),
      provider: r.provider ?? 'sandbox',
      isNew: r.isNew ?? false,
      maintenance: r.maintenance ?? false,
      gameCount: countOf.get(r.code) ?? 0,
    }));
    directory = { at: Date.now(), list, byCode: new Map(list.map((v) => [v.code, v])) };
    return directory;
  }

  function toItem(row: GameRow, vendor: VendorInfo | undefined, favorite = false): GameItem {
    return {
      nodeId: row.id,
      gameId: row.externalId,
      vassalage: row.vendorCode,
      vendorName: vendor?.name ?? row.vendorCode,
      gameType: lobbyGameType(row.vendorCode, row.gameType),
      gameClassify: row.gameClassify,
      gameName: row.name,
      minBet: minorToMajor(row.minBetMinor),
      minBetMinor: row.minBetMinor,
      minLineNum: row.lines,
      gameCode: row.gameCode,
      defaultPlayType: row.defaultPlayType,
      accountTypeName: row.accountTypeName,
      isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
      isHot: row.isHot,
      isNew: row.isNew,
      maintenance: row.maintenance || (vendor?.maintenance ?? false),
      rtp: row.rtpBp === null ? null : row.rtpBp / 100,
      imageUrl: `/media/game/${row.id}.svg`,
      isFavorite: favorite,
    };
  }

  /** The member's favourites among these games (one indexed lookup by primary key). */
  async function favoritesAmong(memberId: number | undefined, ids: number[]) {
    if (!memberId || !ids.length) return new Set<number>();
    const rows = await db
      .select({ gameId: favoriteGames.gameId })
      .from(favoriteGames)
      .where(and(eq(favoriteGames.memberId, memberId), inArray(favoriteGames.gameId, ids)));
    return new Set(rows.map((r) => r.gameId));
  }

  async function toItems(rows: GameRow[], memberId?: number) {
    const [dir, favorites] = await Promise.all([vendors(), favoritesAmong(memberId, rows.map((r) => r.id))]);
    return rows.map((r) => toItem(r, dir.byCode.get(r.vendorCode), favorites.has(r.id)));
  }

  /** The category condition: ESPORTS and SPORTS are both stored as SPORTS and split by the configured vendor list. */
  function categoryCondition(gameType: GameType): SQL {
    if (gameType === 'ESPORTS') return and(eq(games.gameType, 'SPORTS'), inArray(games.vendorCode, [...esportsVendors]))!;
    if (gameType === 'SPORTS') return and(eq(games.gameType, 'SPORTS'), notInArray(games.vendorCode, [...esportsVendors]))!;
    return eq(games.gameType, gameType);
  }

  /**
   * Totals per filter, kept a minute: they change only when the catalogue does (the disabled vendors are part of
   * the key), and paging through one filter asks for the same total again and again.
   */
  const counts = new Map<string, { at: number; total: number }>();
  async function countOf(key: string, where: SQL | undefined) {
    const hit = counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games).where(where);
    if (counts.size >= 2000) counts.delete(counts.keys().next().value!);
    counts.set(key, { at: Date.now(), total: row?.n ?? 0 });
    return row?.n ?? 0;
  }

  /**
   * The name search index: every entry's lower-case name and filter fields in lobby order (about 1 MB for 10,000
   * games), reloaded in the background after a minute. A contains-search over it takes well under a millisecond,
   * where the database would scan the whole table; the page's rows then come from the database by id.
   */
  type NameEntry = { id: number; key: string; gameType: string; vendorCode: string; listed: boolean; isGame: string; classify: string; minBet: number };
  let names: { at: number; entries: NameEntry[] } | null = null;
  let loadingNames: Promise<void> | null = null;
  function reloadNames() {
    loadingNames ??= db
      .select({ id: games.id, key: games.nameKey, gameType: games.gameType, vendorCode: games.vendorCode, listed: games.listed, isGame: games.isGame, classify: games.gameClassify, minBet: games.minBetMinor })
      .from(games)
      .orderBy(asc(games.sort), asc(games.id))
      .then((entries) => {
        names = { at: Date.now(), entries };
      })
      .finally(() => {
        loadingNames = null;
      });
    return loadingNames;
  }
  async function nameEntries() {
    if (!names) await reloadNames();
    else if (Date.now() - names.at > NAME_INDEX_TTL_MS) reloadNames().catch(() => undefined); // stale is fine meanwhile
    return names!.entries;
  }

  async function search(filters: ListFilters & { keyword: string }, disabled: string[], page: { first: number; size: number }) {
    const keyword = filters.keyword.toLowerCase();
    const off = new Set(disabled);
    const inCategory = (e: NameEntry) => {
      if (!filters.gameType) return true;
      if (filters.gameType === 'ESPORTS' || filters.gameType === 'SPORTS') return e.gameType === 'SPORTS' && esportsSet.has(e.vendorCode) === (filters.gameType === 'ESPORTS');
      return e.gameType === filters.gameType;
    };
    const matches = (await nameEntries()).filter(
      (e) =>
        e.key.includes(keyword) &&
        inCategory(e) &&
        (filters.vassalage ? e.vendorCode === filters.vassalage && e.isGame === 'GAME' : e.listed) &&
        (!filters.gameClassify || e.classify === filters.gameClassify) &&
        (filters.minBetMinor === undefined || e.minBet <= filters.minBetMinor) &&
        !off.has(e.vendorCode),
    );
    const ids = matches.slice(page.first - 1, page.first - 1 + page.size).map((e) => e.id);
    const rows = ids.length ? await db.select(gameColumns).from(games).where(inArray(games.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: matches.length };
  }

  async function disabledCodes() {
    return (await vendors()).list.filter((v) => !v.enabled).map((v) => v.code);
  }

  async function listConditions(filters: ListFilters) {
    const where: SQL[] = [];
    if (filters.gameType) where.push(categoryCondition(filters.gameType));
    // inside a vendor (its tab or popup) its games; in the category grid the listed entries (vendor tiles included)
    if (filters.vassalage) where.push(eq(games.vendorCode, filters.vassalage), eq(games.isGame, 'GAME'));
    else where.push(eq(games.listed, true));
    if (filters.gameClassify) where.push(eq(games.gameClassify, filters.gameClassify));
    if (filters.minBetMinor !== undefined) where.push(lte(games.minBetMinor, filters.minBetMinor));
    const disabled = await disabledCodes();
    if (disabled.length) where.push(notInArray(games.vendorCode, disabled));
    return and(...where);
  }

  return {
    vendors,
    toItem,
    toItems,
    categoryCondition,

    async list(filters: ListFilters, page: { pageNo: number; pageSize: number }, memberId?: number) {
      const dir = await vendors();
      const disabled = dir.list.filter((v) => !v.enabled).map((v) => v.code);
      const first = (page.pageNo - 1) * page.pageSize + 1;
      const last = first + page.pageSize - 1;
      if (filters.keyword) {
        const found = await search({ ...filters, keyword: filters.keyword }, disabled, { first, size: page.pageSize });
        return { list: await toItems(found.rows, memberId), total: found.total, totalPages: Math.ceil(found.total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
      }
      const plain = !filters.gameClassify && filters.minBetMinor === undefined && disabled.length === 0;
      const where = await listConditions(filters);
      const vendor = filters.vassalage ? dir.byCode.get(filters.vassalage) : undefined;
      let rows: GameRow[];
      if (plain && vendor && (!filters.gameType || filters.gameType === vendor.gameType)) {
        // a vendor's tab or popup: its games are numbered, so any page is a short index range
        rows = await db
          .select(gameColumns)
          .from(games)
          .where(and(eq(games.vendorCode, vendor.code), between(games.vendorRank, first, last)))
          .orderBy(asc(games.vendorRank));
      } else if (plain && !filters.vassalage && filters.gameType && filters.gameType !== 'SPORTS' && filters.gameType !== 'ESPORTS') {
        // a category grid: the same over the category's listed entries
        rows = await db
          .select(gameColumns)
          .from(games)
          .where(and(eq(games.gameType, filters.gameType), between(games.categoryRank, first, last)))
          .orderBy(asc(games.categoryRank));
      } else {
        rows = await db
          .select(gameColumns)
          .from(games)
          .where(where)
          .orderBy(asc(games.sort), asc(games.id))
          .limit(page.pageSize)
          .offset(first - 1);
      }
      const total = await countOf(JSON.stringify([filters, disabled]), where);
      return { list: await toItems(rows, memberId), total, totalPages: Math.ceil(total / page.pageSize), pageNo: page.pageNo, pageSize: page.pageSize };
    },

    async hot(filters: { gameType?: GameType; vassalage?: string }, count: number, memberId?: number) {
      const where: SQL[] = [eq(games.isHot, true)];
      if (filters.gameType) where.push(categoryCondition(filters.gameType));
      if (filters.vassalage) where.push(eq(games.vendorCode, filters.vassalage), eq(games.isGame, 'GAME'));
      const disabled = await disabledCodes();
      if (disabled.length) where.push(notInArray(games.vendorCode, disabled));
      const rows = await db.select(gameColumns).from(games).where(and(...where)).orderBy(asc(games.sort), asc(games.id)).limit(count);
      return toItems(rows, memberId);
    },

    /** The most played games that can be launched now (the maintenance suggestions too). */
    async popular(filters: { gameType?: GameType; excludeId?: number }, count: number, memberId?: number) {
      const where: SQL[] = [eq(games.isGame, 'GAME'), eq(games.maintenance, false)];
      if (filters.gameType) where.push(categoryCondition(filters.gameType));
      if (filters.excludeId) where.push(sql`${games.id} <> ${filters.excludeId}`);
      const unavailable = (await vendors()).list.filter((v) => !v.enabled || v.maintenance).map((v) => v.code);
      if (unavailable.length) where.push(notInArray(games.vendorCode, unavailable));
      const rows = await db.select(gameColumns).from(games).where(and(...where)).orderBy(desc(games.popularity), asc(games.id)).limit(count);
      return toItems(rows, memberId);
    },

    async byId(id: number) {
      const [row] = await db.select(gameColumns).from(games).where(eq(games.id, id));
      return row;
    },

    vendorCard(v: VendorInfo): VendorCard {
      return {
        vassalage: v.code,
        name: v.name,
        gameType: v.gameType,
        gameClassify: v.gameClassify,
        isHot: v.isHot,
        isNew: v.isNew,
        maintenance: v.maintenance,
        gameCount: v.gameCount,
        logoUrl: `/media/vendor/${v.code}.svg`,
      };
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
