import type { CatalogueGame, CatalogueGamesQuery, CatalogueProvider, UpdateCatalogueGame } from '@app/contract/operators-catalogue';
import type { MaintenanceWindow } from '@app/contract/operators-catalogue';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandGameSettings, brandVendorSettings, gameVendorSettings, gameVendors, games } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Operator, recordAudit } from '../audit/operator-audit';
import { brandOverlaysOf } from './catalogue/brand-overlay';
import { categoryCondition } from './catalogue/conditions';
import { lobbyGameType } from './providers/categories';

/*
 * The game catalogue of one brand as operators change it (issue 29): rows of brand_vendor_settings and
 * brand_game_settings beside the global catalogue. Each change is audited in its transaction and drops the brand's
 * cached overlay here; other server processes pick it up within the overlay's five seconds.
 */

type ProviderRow = { vendorId: number; code: string; name: string; storedType: string; globallyEnabled: boolean; globalSort: number; maintenance: boolean | null };

async function providerRows(db: Db, brandId: string, code?: string) {
  const where = code ? eq(gameVendors.code, code) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select({
        vendorId: gameVendors.id,
        code: gameVendors.code,
        name: gameVendors.name,
        storedType: gameVendors.gameType,
        globallyEnabled: gameVendors.enabled,
        globalSort: gameVendors.sort,
        maintenance: gameVendorSettings.maintenance,
        brand: brandVendorSettings,
      })
      .from(gameVendors)
      .leftJoin(gameVendorSettings, eq(gameVendorSettings.vendorId, gameVendors.id))
      .leftJoin(brandVendorSettings, and(eq(brandVendorSettings.vendorId, gameVendors.id), eq(brandVendorSettings.brandId, brandId)))
      .where(where)
      .orderBy(asc(sql`coalesce(${brandVendorSettings.sort}, ${gameVendors.sort})`), asc(gameVendors.id)),
    db
      .select({ code: games.vendorCode, n: sql<number>`count(*)::int` })
      .from(games)
      .where(code ? and(eq(games.isGame, 'GAME'), eq(games.vendorCode, code)) : eq(games.isGame, 'GAME'))
      .groupBy(games.vendorCode),
  ]);
  const countOf = new Map(counts.map((c) => [c.code, c.n]));
  const now = Date.now();
  return rows.map((r) => toProvider(r, r.brand, countOf.get(r.code) ?? 0, now));
}

function toProvider(r: ProviderRow, brand: typeof brandVendorSettings.$inferSelect | null, gameCount: number, now: number): CatalogueProvider {
  const window = brand?.maintenanceFrom && brand.maintenanceUntil ? { from: brand.maintenanceFrom.getTime(), until: brand.maintenanceUntil.getTime() } : null;
  return {
    vendorId: r.vendorId,
    code: r.code,
    name: r.name,
    gameType: lobbyGameType(r.code, r.storedType),
    gameCount,
    globallyEnabled: r.globallyEnabled,
    enabled: brand?.enabled ?? true,
    sort: brand?.sort ?? null,
    globalSort: r.globalSort,
    maintenance: r.maintenance ?? false,
    window,
    inWindow: window !== null && window.from <= now && now < window.until,
    note: brand?.note ?? null,
  };
}

/** The providers with the brand's state, in the brand's lobby order. */
export async function catalogueProviders(db: Db, brandId: string) {
  return { list: await providerRows(db, brandId) };
}

export interface ProviderChange {
  code: string;
  enabled?: boolean;
  sort?: number | null;
  window?: MaintenanceWindow | null;
  note?: string | null;
}

/** Changes a provider for one brand (only the fields given), audited with before and after. */
export async function updateCatalogueProvider(db: Db, operator: Operator, brandId: string, change: ProviderChange) {
  const [vendor] = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.code, change.code));
  if (!vendor) throw new AppError('NOT_FOUND', { code: change.code });
  const [before] = await providerRows(db, brandId, change.code);
  const set: Partial<typeof brandVendorSettings.$inferInsert> = { updatedAt: new Date() };
  if (change.enabled !== undefined) set.enabled = change.enabled;
  if (change.sort !== undefined) set.sort = change.sort;
  if (change.note !== undefined) set.note = change.note;
  if (change.window !== undefined) {
    set.maintenanceFrom = change.window ? new Date(change.window.from) : null;
    set.maintenanceUntil = change.window ? new Date(change.window.until) : null;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(brandVendorSettings)
      .values({ brandId, vendorId: vendor.id, ...set })
      .onConflictDoUpdate({ target: [brandVendorSettings.brandId, brandVendorSettings.vendorId], set });
    const { code, ...after } = change;
    await recordAudit(tx, operator, { brandId, action: 'catalogue-provider.set', target: `vendor:${brandId}:${code}`, detail: { before, change: after } });
  });
  brandOverlaysOf(db).forget(brandId);
  const [provider] = await providerRows(db, brandId, change.code);
  return provider!;
}

const gameListColumns = {
  id: games.id,
  name: games.name,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  isHot: games.isHot,
  isNew: games.isNew,
  sort: games.sort,
  minBetMinor: games.minBetMinor,
  rtpBp: games.rtpBp,
  brand: brandGameSettings,
};
type GameListRow = { id: number; name: string; vendorCode: string; gameType: string; gameClassify: string; isHot: boolean; isNew: boolean; sort: number; minBetMinor: number; rtpBp: number | null; brand: typeof brandGameSettings.$inferSelect | null };

function toCatalogueGame(r: GameListRow): CatalogueGame {
  const b = r.brand;
  const overridden: CatalogueGame['overridden'] = [];
  if (b && !b.enabled) overridden.push('enabled');
  for (const key of ['isHot', 'isNew', 'sort', 'imageUrl', 'minBetMinor', 'rtpBp', 'gameClassify'] as const) if (b && b[key] !== null) overridden.push(key);
  return {
    gameId: r.id,
    name: r.name,
    vassalage: r.vendorCode,
    gameType: lobbyGameType(r.vendorCode, r.gameType),
    gameClassify: b?.gameClassify ?? r.gameClassify,
    enabled: b?.enabled ?? true,
    isHot: b?.isHot ?? r.isHot,
    isNew: b?.isNew ?? r.isNew,
    sort: b?.sort ?? r.sort,
    imageUrl: b?.imageUrl ?? `/media/game/${r.id}.svg`,
    minBetMinor: b?.minBetMinor ?? r.minBetMinor,
    rtpBp: b?.rtpBp ?? r.rtpBp,
    overridden,
  };
}

const brandJoin = (brandId: string) => and(eq(brandGameSettings.gameId, games.id), eq(brandGameSettings.brandId, brandId));

/**
 * A page of the brand's games in its lobby order. The filters on the brand's values read the joined override (a
 * primary-key lookup per game); a back-office page over 10,000 games, not the player's hot path.
 */
export async function catalogueGames(db: Db, query: CatalogueGamesQuery) {
  const where: SQL[] = [eq(games.isGame, 'GAME')];
  if (query.vassalage) where.push(eq(games.vendorCode, query.vassalage));
  if (query.gameType) where.push(categoryCondition(query.gameType));
  if (query.keyword) where.push(sql`${games.nameKey} like ${`%${query.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.enabled) where.push(sql`coalesce(${brandGameSettings.enabled}, true) = ${query.enabled === 'true'}`);
  if (query.hot) where.push(sql`coalesce(${brandGameSettings.isHot}, ${games.isHot}) = ${query.hot === 'true'}`);
  if (query.new) where.push(sql`coalesce(${brandGameSettings.isNew}, ${games.isNew}) = ${query.new === 'true'}`);
  const [rows, [count]] = await Promise.all([
    db
      .select(gameListColumns)
      .from(games)
      .leftJoin(brandGameSettings, brandJoin(query.brandId))
      .where(and(...where))
      .orderBy(asc(sql`coalesce(${brandGameSettings.sort}, ${games.sort})`), asc(games.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .leftJoin(brandGameSettings, brandJoin(query.brandId))
      .where(and(...where)),
  ]);
  return { list: rows.map(toCatalogueGame), total: count?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize };
}

async function catalogueGame(db: Db, brandId: string, gameId: number) {
  const [row] = await db.select(gameListColumns).from(games).leftJoin(brandGameSettings, brandJoin(brandId)).where(and(eq(games.id, gameId), eq(games.isGame, 'GAME')));
  return row ? toCatalogueGame(row) : undefined;
}

/** Changes a game's overrides for one brand (only the fields given; null goes back to the global value), audited. */
export async function updateCatalogueGame(db: Db, operator: Operator, change: UpdateCatalogueGame) {
  const { brandId, gameId, ...fields } = change;
  const before = await catalogueGame(db, brandId, gameId);
  if (!before) throw new AppError('GAME_NOT_FOUND', { gameId });
  const set: Partial<typeof brandGameSettings.$inferInsert> = { updatedAt: new Date() };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(set, { [key]: value });
  await db.transaction(async (tx) => {
    await tx
      .insert(brandGameSettings)
      .values({ brandId, gameId, ...set })
      .onConflictDoUpdate({ target: [brandGameSettings.brandId, brandGameSettings.gameId], set });
    await recordAudit(tx, operator, { brandId, action: 'catalogue-game.set', target: `game:${brandId}:${gameId}`, detail: { before, change: fields } });
  });
  brandOverlaysOf(db).forget(brandId);
  return (await catalogueGame(db, brandId, gameId))!;
}
