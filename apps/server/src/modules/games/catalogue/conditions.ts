import type { GameType } from '@app/contract/system';
import { type SQL, and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { games } from '../../../db/schema';
import { esportsVendors } from '../providers/categories';

export interface ListFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  minBetMinor?: number;
  keyword?: string;
}

/** The category condition: ESPORTS and SPORTS are both stored as SPORTS and split by the configured vendor list. */
export function categoryCondition(gameType: GameType): SQL {
  if (gameType === 'ESPORTS') return and(eq(games.gameType, 'SPORTS'), inArray(games.vendorCode, [...esportsVendors]))!;
  if (gameType === 'SPORTS') return and(eq(games.gameType, 'SPORTS'), notInArray(games.vendorCode, [...esportsVendors]))!;
  return eq(games.gameType, gameType);
}

/**
 * The list's filters without the keyword, minus the disabled vendors' games. `classify` is the classification a
 * game has for the brand (a brand's category override: brandClassify), the global one by default.
 */
export function listConditions(filters: ListFilters, disabled: string[], classify: SQL = sql`${games.gameClassify}`) {
  const where: SQL[] = [];
  if (filters.gameType) where.push(categoryCondition(filters.gameType));
  // inside a vendor (its tab or popup) its games; in the category grid the listed entries (vendor tiles included)
  if (filters.vassalage) where.push(eq(games.vendorCode, filters.vassalage), eq(games.isGame, 'GAME'));
  else where.push(eq(games.listed, true));
  if (filters.gameClassify) where.push(sql`${classify} = ${filters.gameClassify}`);
  if (filters.minBetMinor !== undefined) where.push(lte(games.minBetMinor, filters.minBetMinor));
  if (disabled.length) where.push(notInArray(games.vendorCode, disabled));
  return and(...where);
}
