import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gameVendorSettings, gameVendors, games } from '../../../db/schema';
import { lobbyGameType } from '../providers/categories';
import { type BrandOverlay, openWindow } from './brand-overlay';
import type { VendorInfo } from './items';

const DIRECTORY_TTL_MS = 5_000;

export interface VendorDirectory {
  at: number;
  list: VendorInfo[];
  byCode: Map<string, VendorInfo>;
}

/** The small vendor directory (about 50 rows with game counts), cached for a few seconds. */
export function createVendorDirectory(db: Db) {
  let directory: VendorDirectory | null = null;

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

  async function disabledCodes() {
    return (await vendors()).list.filter((v) => !v.enabled).map((v) => v.code);
  }

  return { vendors, disabledCodes };
}

/**
 * The directory as one brand's players see it: its switched-off vendors disabled, its open maintenance windows as
 * maintenance (with their end), its lobby order. About 50 rows, rebuilt per call so a window opens on time.
 */
export function brandDirectory(directory: VendorDirectory, overlay: BrandOverlay, now = new Date()): VendorDirectory {
  const list = directory.list
    .map((v) => {
      const window = openWindow(overlay, v.code, now);
      return {
        ...v,
        enabled: v.enabled && !overlay.vendorsOff.has(v.code),
        maintenance: v.maintenance || window !== undefined,
        maintenanceUntil: window ? window.until.getTime() : null,
        sort: overlay.vendorSort.get(v.code) ?? v.sort,
      };
    })
    .sort((a, b) => a.sort - b.sort);
  return { at: directory.at, list, byCode: new Map(list.map((v) => [v.code, v])) };
}
