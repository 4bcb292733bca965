import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brandGameSettings, brandVendorSettings, gameVendors } from '../../../db/schema';

const OVERLAY_TTL_MS = 5_000;

type GameOverride = typeof brandGameSettings.$inferSelect;

/** One brand's departures from the global catalogue, as the lobby applies them. */
export interface BrandOverlay {
  at: number;
  /** vendor codes the brand switched off */
  vendorsOff: Set<string>;
  vendorSort: Map<string, number>;
  /** the brand's maintenance windows by vendor code */
  windows: Map<string, { from: Date; until: Date }>;
  /** game ids the brand switched off */
  gamesOff: number[];
  games: Map<number, GameOverride>;
  /** the brand moved some games in its lobby order: lists sort by the brand's order instead of the precomputed ranks */
  reordered: boolean;
  /** the brand put some games in another category: the classification filter reads the brand's */
  reclassified: boolean;
}

/** The window open at this moment, if any (evaluated at read time, so a cached row opens and closes on the minute). */
export function openWindow(overlay: BrandOverlay | undefined, vendorCode: string, now = new Date()) {
  const w = overlay?.windows.get(vendorCode);
  return w && w.from <= now && now < w.until ? w : undefined;
}

/**
 * The brands' overlays, each a few rows (operators override some games and providers, not 10,000), loaded by primary
 * key prefix and cached for five seconds: a change in the back office reaches the player's lobby within seconds.
 */
export function createBrandOverlays(db: Db) {
  const cache = new Map<string, BrandOverlay>();

  async function overlayOf(brandId: string): Promise<BrandOverlay> {
    const hit = cache.get(brandId);
    if (hit && Date.now() - hit.at < OVERLAY_TTL_MS) return hit;
    const [vendorRows, gameRows] = await Promise.all([
      db
        .select({ code: gameVendors.code, enabled: brandVendorSettings.enabled, sort: brandVendorSettings.sort, from: brandVendorSettings.maintenanceFrom, until: brandVendorSettings.maintenanceUntil })
        .from(brandVendorSettings)
        .innerJoin(gameVendors, eq(gameVendors.id, brandVendorSettings.vendorId))
        .where(eq(brandVendorSettings.brandId, brandId)),
      db.select().from(brandGameSettings).where(eq(brandGameSettings.brandId, brandId)),
    ]);
    const overlay: BrandOverlay = {
      at: Date.now(),
      vendorsOff: new Set(vendorRows.filter((v) => !v.enabled).map((v) => v.code)),
      vendorSort: new Map(vendorRows.flatMap((v) => (v.sort === null ? [] : [[v.code, v.sort] as const]))),
      windows: new Map(vendorRows.flatMap((v) => (v.from && v.until ? [[v.code, { from: v.from, until: v.until }] as const] : []))),
      gamesOff: gameRows.filter((g) => !g.enabled).map((g) => g.gameId),
      games: new Map(gameRows.map((g) => [g.gameId, g])),
      reordered: gameRows.some((g) => g.sort !== null),
      reclassified: gameRows.some((g) => g.gameClassify !== null),
    };
    cache.set(brandId, overlay);
    return overlay;
  }

  /** Drops a brand's cached overlay (the operator's own server sees the change at once). */
  function forget(brandId: string) {
    cache.delete(brandId);
  }

  return { overlayOf, forget };
}
export type BrandOverlays = ReturnType<typeof createBrandOverlays>;

/** One overlay cache per database, shared by the player's catalogue and the back office that forgets it on a change. */
const overlaysByDb = new WeakMap<Db, BrandOverlays>();
export function brandOverlaysOf(db: Db): BrandOverlays {
  let overlays = overlaysByDb.get(db);
  if (!overlays) overlaysByDb.set(db, (overlays = createBrandOverlays(db)));
  return overlays;
}
