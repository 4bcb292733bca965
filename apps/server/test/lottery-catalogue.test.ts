import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { gameVendors, games } from '../src/db/schema';
import { LOTTERY_WINDOW_ENTRIES, lotteryCatalogueEntries, syncLotteryCatalogue } from '../src/seed/catalogue';
import { lotteryGameDefs } from '../src/modules/lottery/catalogue';
import { openTestDatabase } from './helper';

/* The games catalogue's lottery entries match the lottery engine's games: every entry opens a working page. */
const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;

const allLotteryRows = () =>
  db
    .select({ id: games.id, vendorCode: games.vendorCode, gameCode: games.gameCode, defaultPlayType: games.defaultPlayType, accountTypeName: games.accountTypeName, name: games.name, isGame: games.isGame })
    .from(games)
    .where(eq(games.gameType, 'ELOTT'));
/** The engine's games (the external-window entries have no game code). */
const lotteryRows = async () => (await allLotteryRows()).filter((r) => !r.accountTypeName);
const windowRows = async () => (await allLotteryRows()).filter((r) => r.accountTypeName);

describe('lottery entries of the games catalogue', () => {
  it('lists every engine game, with its default play type, and nothing the engine lacks', async () => {
    const rows = await lotteryRows();
    expect(rows.map((r) => r.gameCode).sort()).toEqual(lotteryGameDefs.map((g) => g.code).sort());
    for (const def of lotteryGameDefs) expect(rows.find((r) => r.gameCode === def.code)).toMatchObject({ vendorCode: def.vendor, defaultPlayType: def.defaultPlayType });
    expect(rows.find((r) => r.gameCode === 'SSC5D')!.defaultPlayType).toBe('SUM_BIG_SMALL');
    expect(rows.some((r) => ['SEA645', 'SEA655', 'SEA3D', 'PK10'].includes(r.gameCode ?? ''))).toBe(false);
  });

  it('has the external lottery window entry: Vietnam Lottery Lobby of TCG_LOTTO_VN, account type LOTTO_VN, no game code', async () => {
    expect(LOTTERY_WINDOW_ENTRIES).toEqual({ TCG_LOTTO_VN: { accountTypeName: 'LOTTO_VN', name: 'Vietnam Lottery Lobby' } });
    expect(await windowRows()).toEqual([
      expect.objectContaining({ vendorCode: 'TCG_LOTTO_VN', name: 'Vietnam Lottery Lobby', accountTypeName: 'LOTTO_VN', gameCode: null, defaultPlayType: null, isGame: 'GAME' }),
    ]);
  });

  it('keeps the window entry on sync, and adds it to a catalogue seeded without it', async () => {
    const now = Date.now();
    expect(await syncLotteryCatalogue(db, now)).toBe(false);
    const [kept] = await windowRows();
    expect(kept).toBeDefined();
    // an install from before the window entry
    await db.delete(games).where(eq(games.id, kept!.id));
    expect(await windowRows()).toEqual([]);
    expect(await syncLotteryCatalogue(db, now)).toBe(true);
    expect(await windowRows()).toEqual([expect.objectContaining({ vendorCode: 'TCG_LOTTO_VN', accountTypeName: 'LOTTO_VN', name: 'Vietnam Lottery Lobby', gameCode: null })]);
    // a renamed entry gets its name back; a window entry of an unknown account type is stale
    const [again] = await windowRows();
    await db.update(games).set({ name: 'Old lobby', nameKey: 'old lobby' }).where(eq(games.id, again!.id));
    const [vn] = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.code, 'TCG_LOTTO_VN'));
    await db.insert(games).values({ ...lotteryCatalogueEntries('TCG_LOTTO_VN', now)[0]!, externalId: 'tcg_lotto_vn-other', accountTypeName: 'OTHER', name: 'Other', nameKey: 'other', vendorId: vn!.id, sort: 1 });
    expect(await syncLotteryCatalogue(db, now)).toBe(true);
    expect(await windowRows()).toEqual([expect.objectContaining({ id: again!.id, accountTypeName: 'LOTTO_VN', name: 'Vietnam Lottery Lobby' })]);
    expect(await syncLotteryCatalogue(db, now)).toBe(false);
  });

  it('brings an older catalogue in line: removes games without an engine, adds the missing ones, fixes play types', async () => {
    const [sea] = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.code, 'TCG_SEA'));
    const now = Date.now();
    await db.insert(games).values({
      ...lotteryCatalogueEntries('TCG_SEA', now)[0]!,
      externalId: 'tcg_sea-101',
      name: 'Lotto 6/45',
      nameKey: 'lotto 6/45',
      gameCode: 'SEA645',
      defaultPlayType: 'STRAIGHT',
      vendorId: sea!.id,
      sort: 1,
    });
    await db.update(games).set({ defaultPlayType: 'ALL5_STRAIGHT' }).where(eq(games.gameCode, 'SSC5D'));
    await db.delete(games).where(and(eq(games.vendorCode, 'TCG_SEA'), eq(games.gameCode, 'SSC5D5')));

    expect(await syncLotteryCatalogue(db, now)).toBe(true);
    const rows = await lotteryRows();
    expect(rows.map((r) => r.gameCode).sort()).toEqual(lotteryGameDefs.map((g) => g.code).sort());
    expect(rows.find((r) => r.gameCode === 'SSC5D')!.defaultPlayType).toBe('SUM_BIG_SMALL');
    expect(await syncLotteryCatalogue(db, now)).toBe(false);
  });
});
