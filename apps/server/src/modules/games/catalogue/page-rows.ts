import { type SQL, and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { games } from '../../../db/schema';
import type { ListFilters } from './conditions';
import { type GameRow, gameColumns } from './items';
import type { VendorDirectory } from './vendor-directory';

const COUNT_TTL_MS = 60_000;

/**
 * Totals per filter, kept a minute: they change only when the catalogue does (the disabled vendors are part of
 * the key), and paging through one filter asks for the same total again and again.
 */
export function createCountCache(db: Db) {
  const counts = new Map<string, { at: number; total: number }>();
  return async function countOf(key: string, where: SQL | undefined) {
    const hit = counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games).where(where);
    if (counts.size >= 2000) counts.delete(counts.keys().next().value!);
    counts.set(key, { at: Date.now(), total: row?.n ?? 0 });
    return row?.n ?? 0;
  };
}

/**
 * The rows of one page of a list without keyword. A vendor's tab or a category grid without further filters reads a
 * short range of the precomputed ranks; anything else reads the filtered lobby order with an offset.
 */
export async function pageRows(
  db: Db,
  input: {
    filters: ListFilters;
    dir: VendorDirectory;
    disabled: string[];
    where: SQL | undefined;
    first: number;
    last: number;
    pageSize: number;
    /** false when a brand hid or moved games: the global ranks no longer number its list */
    exactRanks?: boolean;
    /** the lobby order (a brand's when it moved games) */
    order?: SQL;
  },
): Promise<GameRow[]> {
  const { filters, first, last } = input;
  const plain = !filters.gameClassify && filters.minBetMinor === undefined && input.disabled.length === 0 && input.exactRanks !== false;
  const vendor = filters.vassalage ? input.dir.byCode.get(filters.vassalage) : undefined;
  if (plain && vendor && (!filters.gameType || filters.gameType === vendor.gameType)) {
    // a vendor's tab or popup: its games are numbered, so any page is a short index range
    return db
      .select(gameColumns)
      .from(games)
      .where(and(eq(games.vendorCode, vendor.code), between(games.vendorRank, first, last)))
      .orderBy(asc(games.vendorRank));
  }
  if (plain && !filters.vassalage && filters.gameType && filters.gameType !== 'SPORTS' && filters.gameType !== 'ESPORTS') {
    // a category grid: the same over the category's listed entries
    return db
      .select(gameColumns)
      .from(games)
      .where(and(eq(games.gameType, filters.gameType), between(games.categoryRank, first, last)))
      .orderBy(asc(games.categoryRank));
  }
  return db
    .select(gameColumns)
    .from(games)
    .where(input.where)
    .orderBy(asc(input.order ?? games.sort), asc(games.id))
    .limit(input.pageSize)
    .offset(first - 1);
}
