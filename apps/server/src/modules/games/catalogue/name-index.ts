import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { games } from '../../../db/schema';
import { esportsVendors } from '../providers/categories';
import type { BrandOverlay } from './brand-overlay';
import type { ListFilters } from './conditions';
import { gameColumns } from './items';

const NAME_INDEX_TTL_MS = 60_000;
const esportsSet = new Set(esportsVendors);

type NameEntry = { id: number; key: string; gameType: string; vendorCode: string; listed: boolean; isGame: string; classify: string; minBet: number; sort: number };

/**
 * The name search index: every entry's lower-case name and filter fields in lobby order (about 1 MB for 10,000
 * games), reloaded in the background after a minute. A contains-search over it takes well under a millisecond,
 * where the database would scan the whole table; the page's rows then come from the database by id.
 */
export function createNameIndex(db: Db) {
  let names: { at: number; entries: NameEntry[] } | null = null;
  let loadingNames: Promise<void> | null = null;
  function reloadNames() {
    loadingNames ??= db
      .select({ id: games.id, key: games.nameKey, gameType: games.gameType, vendorCode: games.vendorCode, listed: games.listed, isGame: games.isGame, classify: games.gameClassify, minBet: games.minBetMinor, sort: games.sort })
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

  /** One page of the entries whose name contains the keyword, with the other filters, and their total. */
  async function search(filters: ListFilters & { keyword: string }, disabled: string[], page: { first: number; size: number }, overlay?: BrandOverlay) {
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
        (!filters.gameClassify || (overlay?.games.get(e.id)?.gameClassify ?? e.classify) === filters.gameClassify) &&
        (filters.minBetMinor === undefined || e.minBet <= filters.minBetMinor) &&
        !off.has(e.vendorCode) &&
        overlay?.games.get(e.id)?.enabled !== false,
    );
    // a brand that moved games sorts by its order (a stable sort keeps the lobby order among equals)
    if (overlay?.reordered) matches.sort((a, b) => (overlay.games.get(a.id)?.sort ?? a.sort) - (overlay.games.get(b.id)?.sort ?? b.sort) || a.id - b.id);
    const ids = matches.slice(page.first - 1, page.first - 1 + page.size).map((e) => e.id);
    const rows = ids.length ? await db.select(gameColumns).from(games).where(inArray(games.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: matches.length };
  }

  return { search };
}
