import { ESPORTS_VENDOR_CODES } from '@app/contract/constants';
import { calls } from '@app/contract/calls';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameVendorSettings, gameVendors, games, pvpRooms } from '../../src/db/schema';
import { gamesClient } from '../games-support';
import { buildTestApp } from '../helper';

const app = await buildTestApp();
afterEach(() => {
  vi.useRealTimers();
});
const g = gamesClient(app);
const db = g.db;
type Item = { nodeId: number; vassalage: string; gameType: string; gameClassify: string; gameName: string; minBetMinor: number; isGame: string; isFavorite: boolean; imageUrl: string; maintenance: boolean };

const list = async (query: Record<string, string>, token?: string) => {
  const res = await g.api.call('gameList', { query, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { list: Item[]; total: number; totalPages: number; pageNo: number; pageSize: number };
};

describe('catalogue seed', () => {
  it('holds about 10,000 slot games across 25 vendors and every category', async () => {
    const [slots] = await db.select({ n: sql<number>`count(*)::int`, vendors: sql<number>`count(distinct ${games.vendorCode})::int` }).from(games).where(and(eq(games.gameType, 'RNG'), eq(games.isGame, 'GAME')));
    expect(slots!.n).toBe(10_000);
    expect(slots!.vendors).toBe(25);
    const types = await db.selectDistinct({ t: games.gameType }).from(games);
    expect(types.map((t) => t.t).sort()).toEqual(['ELOTT', 'FISH', 'INHOUSE', 'LIVE', 'PVP', 'RNG', 'SPORTS']);
    const names = await db.select({ vendor: games.vendorCode, name: games.name }).from(games).where(eq(games.gameType, 'RNG'));
    // names are unique within a vendor
    expect(new Set(names.map((n) => `${n.vendor}:${n.name.toLowerCase()}`)).size).toBe(names.length);
  });

  it('is deterministic: the same generator gives the same names', async () => {
    const [first] = await db.select({ name: games.name }).from(games).where(and(eq(games.vendorCode, 'PG'), eq(games.externalId, 'pg-1001')));
    const other = await buildTestApp();
    const [again] = await other.database.db.select({ name: games.name }).from(games).where(and(eq(games.vendorCode, 'PG'), eq(games.externalId, 'pg-1001')));
    expect(again!.name).toBe(first!.name);
  });

  it('lists the lottery vendors with lottery games carrying a code and a default play type', async () => {
    for (const vendor of ['TCG_SEA', 'TCG_LOTTO_VN']) {
      const value = await list({ gameType: 'ELOTT', vassalage: vendor });
      expect(value.total).toBeGreaterThanOrEqual(3);
      // engine games; the external lottery window's entry (an account type name instead) is lottery-window.test.ts's
      for (const item of value.list.filter((i) => !(i as { accountTypeName?: string | null }).accountTypeName))
        expect(item).toMatchObject({ gameType: 'ELOTT', gameCode: expect.any(String), defaultPlayType: expect.any(String) });
    }
  });
});

describe('game list', () => {
  it('pages the slot grid by 42 with totals', async () => {
    const first = await list({ gameType: 'RNG' });
    expect(first.pageSize).toBe(42);
    expect(first.list).toHaveLength(42);
    expect(first.total).toBe(10_000);
    expect(first.totalPages).toBe(Math.ceil(10_000 / 42));
    const second = await list({ gameType: 'RNG', pageNo: '2' });
    expect(new Set([...first.list, ...second.list].map((i) => i.nodeId)).size).toBe(84);
    const last = await list({ gameType: 'RNG', pageNo: String(first.totalPages) });
    expect(last.list).toHaveLength(10_000 % 42);
    const beyond = await list({ gameType: 'RNG', pageNo: String(first.totalPages + 5) });
    expect(beyond.list).toEqual([]);
    expect(first.list[0]).toMatchObject({ imageUrl: `/media/game/${first.list[0]!.nodeId}.svg`, isFavorite: false });
  });

  it('filters by vendor, classification and minimum bet, alone and together', async () => {
    const vendor = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: '200' });
    expect(vendor.total).toBe(460);
    expect(vendor.list.every((i) => i.vassalage === 'PG' && i.isGame === 'GAME')).toBe(true);
    const megaways = await list({ gameType: 'RNG', gameClassify: 'MEGAWAYS', pageSize: '200' });
    expect(megaways.total).toBeGreaterThan(100);
    expect(megaways.list.every((i) => i.gameClassify === 'MEGAWAYS')).toBe(true);
    const cheap = await list({ gameType: 'RNG', minBet: '0.05', pageSize: '200' });
    expect(cheap.list.every((i) => i.minBetMinor <= 5)).toBe(true);
    const all = await list({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'VIDEO', minBet: '0.1', pageSize: '200' });
    expect(all.list.every((i) => i.vassalage === 'PG' && i.gameClassify === 'VIDEO' && i.minBetMinor <= 10)).toBe(true);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(and(eq(games.vendorCode, 'PG'), eq(games.isGame, 'GAME'), eq(games.gameClassify, 'VIDEO'), sql`${games.minBetMinor} <= 10`));
    expect(all.total).toBe(count!.n);
    // the vendor tabs' 'all' entry and empty values mean no filter
    expect((await list({ gameType: 'RNG', vassalage: 'all', gameClassify: '' })).total).toBe(10_000);
  });

  it('searches names case-insensitively, with wildcards taken literally', async () => {
    const value = await list({ gameType: 'RNG', keyword: 'DRAGON', pageSize: '200' });
    expect(value.total).toBeGreaterThan(10);
    expect(value.list.every((i) => i.gameName.toLowerCase().includes('dragon'))).toBe(true);
    // the same games, in the same order, as the database finds them
    const expected = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.gameType, 'RNG'), eq(games.listed, true), sql`${games.nameKey} like '%dragon%'`))
      .orderBy(games.sort, games.id);
    expect(value.total).toBe(expected.length);
    const page2 = await list({ gameType: 'RNG', keyword: 'dragon', pageNo: '2', pageSize: '10' });
    expect(page2.list.map((i) => i.nodeId)).toEqual(expected.slice(10, 20).map((e) => e.id));
    const narrowed = await list({ gameType: 'RNG', keyword: 'dragon', vassalage: 'JILI' });
    expect(narrowed.list.every((i) => i.vassalage === 'JILI')).toBe(true);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: 'zzzz-no-such-game' })).total).toBe(0);
  });

  it('splits esports vendors out of sports by the configured list', async () => {
    const esports = await list({ gameType: 'ESPORTS', pageSize: '100' });
    expect(esports.total).toBeGreaterThan(0);
    expect(esports.list.every((i) => (ESPORTS_VENDOR_CODES as readonly string[]).includes(i.vassalage) && i.gameType === 'ESPORTS')).toBe(true);
    const sports = await list({ gameType: 'SPORTS', pageSize: '100' });
    expect(sports.list.some((i) => i.vassalage === 'SABA')).toBe(true);
    expect(sports.list.every((i) => !(ESPORTS_VENDOR_CODES as readonly string[]).includes(i.vassalage))).toBe(true);
  });

  it('shows live vendors as tiles that open the vendor list', async () => {
    const live = await list({ gameType: 'LIVE' });
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((i) => i.isGame === 'VASSALAGE')).toBe(true);
    const tables = await list({ gameType: 'LIVE', vassalage: 'EVO' });
    expect(tables.total).toBeGreaterThan(5);
    expect(tables.list.every((i) => i.isGame === 'GAME' && i.vassalage === 'EVO')).toBe(true);
    const types = await g.api.call('vassalageGameTypes', { query: { vassalage: 'EVO' } });
    expect(types.body.value.list.map((t: { gameClassify: string }) => t.gameClassify)).toContain('BACCARAT');
  });

  it('refuses bad filters with VALIDATION_ERROR, never a 500', async () => {
    const bad: Array<Record<string, string>> = [
      { gameType: 'CASINO' },
      { pageNo: '0' },
      { pageSize: '1000' },
      { pageNo: 'x' },
      { minBet: '-1' },
      { vassalage: 'PG;drop' },
      { gameClassify: 'VIDEO1' },
      { keyword: 'x'.repeat(41) },
    ];
    for (const query of bad) {
      const res = await g.api.call('gameList', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    // an unknown vendor is simply an empty list
    expect((await list({ vassalage: 'NOPE' })).total).toBe(0);
    // ids beyond 32 bits never reach a query
    const m = await g.member();
    expect((await m.call('pvpRooms', { query: { nodeId: '3000000000' } })).status).toBe(400);
    expect((await m.call('addFavoriteGame', { body: { nodeId: 3_000_000_000 } })).status).toBe(400);
    expect((await m.call('launchGame', { body: { ...g.launchConstants, nodeId: 3_000_000_000 } })).status).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/media/game/3000000000.svg' })).statusCode).toBe(404);
  });
});

describe('lobby calls', () => {
  it('answers hot games (isPlatform 2), by vendor too', async () => {
    const hot = await g.api.call('hotGames', { query: { isPlatform: '2', platform: 'html5-desktop', merchantCode: 'LUCKY9' } });
    expect(hot.body.value.list.length).toBeGreaterThan(5);
    expect(hot.body.value.list.some((i: Item) => i.isGame === 'VASSALAGE' && i.gameType === 'RNG')).toBe(true);
    const pg = await g.api.call('hotGames', { query: { vassalage: 'PG' } });
    expect(pg.body.value.list.every((i: Item) => i.vassalage === 'PG' && i.isGame === 'GAME')).toBe(true);
    expect((await g.api.call('hotGames', { query: { isPlatform: '1' } })).status).toBe(400);
  });

  it('lists vendors in lanes and the new vendors', async () => {
    const res = await g.api.call('vendorList', { query: { platform: 'html5-desktop' } });
    const lanes = res.body.value.data.lanes as Array<{ gameType: string; vendors: Array<{ vassalage: string; gameCount: number; logoUrl: string }> }>;
    expect(lanes.map((l) => l.gameType)).toEqual(['ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE']);
    expect(lanes.find((l) => l.gameType === 'RNG')!.vendors).toHaveLength(25);
    expect(lanes.find((l) => l.gameType === 'RNG')!.vendors.find((v) => v.vassalage === 'PP')).toMatchObject({ gameCount: 500, logoUrl: '/media/vendor/PP.svg' });
    const fresh = await g.api.call('newGameVendor');
    expect(fresh.body.value.list.map((v: { vassalage: string }) => v.vassalage)).toEqual(expect.arrayContaining(['BLZ', 'LUX', 'IA']));
    const news = await g.api.call('gameAnnouncements', { query: { language: 'EN' } });
    expect(news.body.value.promotion.length).toBeGreaterThan(3);
    expect(news.body.value.promotion[0].title).toMatch(/^New /);
  });

  it('answers popular games (lottery ones for a prize mode) and the winner board', async () => {
    const popular = await g.api.call('popularGames', { query: { count: '20' } });
    expect(popular.body.value.list).toHaveLength(20);
    expect(popular.body.value.list.every((i: Item) => !i.maintenance && i.isGame === 'GAME')).toBe(true);
    const lottery = await g.api.call('popularGames', { query: { count: '20', prizeMode: 'Lott', device: 'WEB' } });
    expect(lottery.body.value.list.every((i: Item) => i.gameType === 'ELOTT')).toBe(true);
    const board = await g.api.call('winnerBoard');
    expect(board.body.value.list).toHaveLength(20);
    expect(board.body.value.list[0]).toMatchObject({ player: expect.stringMatching(/\*\*\*/), prizeMinor: expect.any(Number), gameName: expect.any(String) });
  });

  it('lists PVP rooms for members only, filterable by vendor and game', async () => {
    expect((await g.api.call('pvpRooms')).body.code).toBe('NOT_LOGGED_IN');
    const m = await g.member();
    const rooms = await m.call('pvpRooms', { query: { vassalage: 'KM' } });
    expect(rooms.body.value.total).toBeGreaterThan(3);
    const room = rooms.body.value.list[0];
    expect(room).toMatchObject({ vassalage: 'KM', status: expect.stringMatching(/OPEN|FULL|MAINTENANCE/), seats: expect.any(Number) });
    expect(room.players).toBeLessThanOrEqual(room.seats);
    const byGame = await m.call('pvpRooms', { query: { nodeId: String(room.nodeId) } });
    expect(byGame.body.value.list.every((r: { nodeId: number }) => r.nodeId === room.nodeId)).toBe(true);
  });

  it('draws game thumbnails and vendor logos as cacheable SVG', async () => {
    const first = (await list({ gameType: 'RNG' })).list[0]!;
    const res = await app.inject({ method: 'GET', url: first.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    expect(res.body).toContain('<svg');
    const again = await app.inject({ method: 'GET', url: first.imageUrl, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/media/vendor/PG.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/media/game/99999999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/game/abc.svg' })).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('adds, lists and removes favourites; the list marks them', async () => {
    const m = await g.member();
    const page = await list({ gameType: 'RNG' }, m.token);
    const [a, b] = page.list;
    expect((await m.call('addFavoriteGame', { body: { nodeId: a!.nodeId, vendor: a!.vassalage, gameType: 'RNG' } })).body.value).toEqual({ nodeId: a!.nodeId, favorite: true });
    await m.call('addFavoriteGame', { body: { nodeId: b!.nodeId } });
    // adding twice is harmless
    expect((await m.call('addFavoriteGame', { body: { nodeId: b!.nodeId } })).body.success).toBe(true);
    const ids = await m.call('favoriteGames', { query: { gameType: 'RNG' } });
    expect(ids.body.value.content.sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    const full = await m.call('favoriteGamesList', { query: { gameType: 'RNG', pageSize: '1' } });
    expect(full.body.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(full.body.value.content[0]).toMatchObject({ nodeId: b!.nodeId, isFavorite: true });
    const marked = await list({ gameType: 'RNG' }, m.token);
    expect(marked.list.filter((i) => i.isFavorite).map((i) => i.nodeId).sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    expect((await m.call('removeFavoriteGame', { body: { nodeId: a!.nodeId } })).body.value).toEqual({ nodeId: a!.nodeId, favorite: false });
    expect((await m.call('favoriteGames')).body.value.content).toEqual([b!.nodeId]);
    // other categories do not see it
    expect((await m.call('favoriteGames', { query: { gameType: 'LIVE' } })).body.value.content).toEqual([]);
  });

  it('refuses unknown games, mismatched vendors and trial accounts', async () => {
    const m = await g.member();
    expect((await m.call('addFavoriteGame', { body: { nodeId: 99999999 } })).body.code).toBe('GAME_NOT_FOUND');
    const game = await g.gameByExternalId('PG', 'pg-1001');
    expect((await m.call('addFavoriteGame', { body: { nodeId: game.id, vendor: 'JILI' } })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.call('addFavoriteGame', { body: { nodeId: 'abc' } })).body.code).toBe('VALIDATION_ERROR');
    expect((await g.api.call('addFavoriteGame', { body: { nodeId: game.id } })).body.code).toBe('NOT_LOGGED_IN');
    const trial = await g.member({ type: 4 });
    const refused = await trial.call('addFavoriteGame', { body: { nodeId: game.id } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    expect((await trial.call('removeFavoriteGame', { body: { nodeId: game.id } })).body.code).toBe('TRIAL_ACCOUNT');
    // the spec refuses favourites to trial accounts (section 6): the list too, not just changes
    expect((await trial.call('favoriteGames')).body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('launch', () => {
  const launch = async (token: string | undefined, body: Record<string, unknown>, name: 'launchGame' | 'launchGameV2' = 'launchGame', headers: Record<string, string> = {}) =>
    g.api.call(name, { token, body: { ...g.launchConstants, ...body }, headers });

  it('needs a login: a visitor gets NOT_LOGGED_IN', async () => {
    const game = await g.gameByExternalId('PG', 'pg-1001');
    const res = await launch(undefined, { nodeId: game.id });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('gives a member a launch URL on our server and records the recent game', async () => {
    const m = await g.member();
    const slot = await g.gameByExternalId('PG', 'pg-1001');
    const res = await launch(m.token, { nodeId: slot.id, gameId: 'pg-1001', vassalage: 'PG', username: m.username, merchantCode: 'LUCKY9', language: 'EN' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ nodeId: slot.id, vassalage: 'PG', gameType: 'RNG', demo: false });
    expect(res.body.value.game_url).toMatch(/^http:\/\/[^/]+\/sandbox\/vendor\/PG\/pg-1001\?launch=[A-Za-z0-9_-]{43}&lang=EN$/);
    expect(res.body.value.game_url2).toBe(res.body.value.game_url);
    const inhouse = await g.gameByExternalId('INH', 'dice');
    const dice = await launch(m.token, { nodeId: inhouse.id });
    expect(dice.body.value.game_url).toMatch(/\/inhouse-play\/dice\?session=[A-Za-z0-9_-]{43}&lang=TY$/);

    const recents = await m.call('recentGames', { query: { clientType: '3' } });
    expect(recents.body.value.list.map((r: { nodeId: number }) => r.nodeId)).toEqual([inhouse.id, slot.id]);
    expect(recents.body.value).toMatchObject({ total: 2, totalPages: 1 });
    await launch(m.token, { nodeId: slot.id });
    const again = await m.call('recentGames');
    expect(again.body.value.list[0]).toMatchObject({ nodeId: slot.id, launches: 2 });
    expect((await m.call('recentGames', { query: { gameType: 'INHOUSE' } })).body.value.list).toHaveLength(1);
  });

  it('takes the language from the Language header in v2', async () => {
    const m = await g.member();
    const slot = await g.gameByExternalId('PG', 'pg-1002');
    const res = await launch(m.token, { nodeId: slot.id }, 'launchGameV2', { language: 'EN' });
    expect(res.body.value.game_url).toMatch(/lang=EN$/);
    const fallback = await launch(m.token, { nodeId: slot.id }, 'launchGameV2');
    expect(fallback.body.value.game_url).toMatch(/lang=TY$/);
  });

  it('checks the spec constants and the identity fields', async () => {
    const m = await g.member();
    const slot = await g.gameByExternalId('PG', 'pg-1003');
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ accountType: 2 }, 'accountType'],
      [{ confirmTrans: 1 }, 'confirmTrans'],
      [{ clientType: 1 }, 'clientType'],
      [{ platform: 'html5-mobile' }, 'platform'],
      [{ launchMode: 'LOTT' }, 'launchMode'],
      [{ username: 'someoneelse' }, 'username'],
      [{ merchantCode: 'OTHER' }, 'merchantCode'],
      [{ gameId: 'pg-9999' }, 'gameId'],
      [{ vassalage: 'JILI' }, 'vassalage'],
    ];
    for (const [patch, field] of wrong) {
      const res = await launch(m.token, { nodeId: slot.id, ...patch });
      expect(res.status, field).toBe(400);
      expect(res.body.code, field).toBe('VALIDATION_ERROR');
      expect(res.body.value.field, field).toBe(field);
    }
    const missing = await m.call('launchGame', { body: { nodeId: slot.id } });
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect((await launch(m.token, {})).body.value.field).toBe('nodeId');
    expect((await launch(m.token, { nodeId: 99999999 })).body.code).toBe('GAME_NOT_FOUND');
    const tile = await g.gameByExternalId('EVO', 'evo-lobby');
    expect((await launch(m.token, { nodeId: tile.id })).body).toMatchObject({ code: 'NOT_LAUNCHABLE', value: { reason: 'VENDOR_TILE' } });
  });

  it('lets a trial account play in-house games (play money) and refuses real-money vendors', async () => {
    const trial = await g.member({ type: 4 });
    const slot = await g.gameByExternalId('PG', 'pg-1004');
    const refused = await launch(trial.token, { nodeId: slot.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' });
    const inhouse = await g.gameByExternalId('INH', 'slot');
    const ok = await launch(trial.token, { nodeId: inhouse.id });
    expect(ok.body.value).toMatchObject({ demo: true });
  });

  it('answers GAME_MAINTENANCE with popular games to try instead', async () => {
    const m = await g.member();
    const slot = await g.gameByExternalId('JDB', 'jdb-1001');
    await db.update(games).set({ maintenance: true }).where(eq(games.id, slot.id));
    const res = await launch(m.token, { nodeId: slot.id });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('GAME_MAINTENANCE');
    expect(res.body.value.nodeId).toBe(slot.id);
    expect(res.body.value.suggestions).toHaveLength(6);
    expect(res.body.value.suggestions.every((s: Item) => s.nodeId !== slot.id && !s.maintenance && s.gameType === 'RNG')).toBe(true);
    // the list shows the flag
    const shown = await list({ vassalage: 'JDB', keyword: slot.name });
    expect(shown.list.find((i) => i.nodeId === slot.id)?.maintenance).toBe(true);
  });

  it('opens lottery games on our lottery pages with code and play type', async () => {
    const m = await g.member();
    const sea = await g.gameByExternalId('TCG_SEA', 'tcg_sea-ssc5d');
    expect((await launch(m.token, { nodeId: sea.id })).body.value.game_url).toMatch(/\/lottery\?gameCode=SSC5D&playType=SUM_BIG_SMALL$/);
    const vn = await g.gameByExternalId('TCG_LOTTO_VN', 'tcg_lotto_vn-vnmb');
    expect((await launch(m.token, { nodeId: vn.id })).body.value.game_url).toMatch(/\/vnlottery\?gameCode=VNMB$/);
  });

  it('launches PVP games by room, and refuses rooms under maintenance', async () => {
    const m = await g.member();
    const [room] = await db.select().from(pvpRooms).where(eq(pvpRooms.vendorCode, 'KM')).limit(1);
    const res = await launch(m.token, { roomId: room!.id });
    expect(res.body.value.game_url).toMatch(new RegExp(`&room=${room!.id}$`));
    expect((await launch(m.token, { roomId: 99999999 })).body.code).toBe('GAME_NOT_FOUND');
    await db.update(pvpRooms).set({ maintenance: true }).where(eq(pvpRooms.id, room!.id));
    expect((await launch(m.token, { roomId: room!.id })).body.code).toBe('GAME_MAINTENANCE');
  });

  it('refuses disabled vendors and vendors under maintenance', async () => {
    const m = await g.member();
    const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, 'MNT'));
    await db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.id, vendor!.id));
    // the vendor directory is cached for 5 s: move the clock past it
    const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    later(6);
    const game = await g.gameByExternalId('MNT', 'mnt-1001');
    expect((await launch(m.token, { nodeId: game.id })).body.code).toBe('GAME_NOT_FOUND');
    expect((await list({ vassalage: 'MNT' })).total).toBe(0);
    await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.id, vendor!.id));
    await db.update(gameVendorSettings).set({ maintenance: true }).where(eq(gameVendorSettings.vendorId, vendor!.id));
    later(6);
    expect((await launch(m.token, { nodeId: game.id })).body.code).toBe('GAME_MAINTENANCE');
    await db.update(gameVendorSettings).set({ maintenance: false }).where(eq(gameVendorSettings.vendorId, vendor!.id));
    later(6);
    vi.useRealTimers();
  });

  it('declares real shapes for every games call', () => {
    const names = ['hotGames', 'gameList', 'vassalageGameTypes', 'newGameVendor', 'vendorList', 'gameAnnouncements', 'favoriteGames', 'favoriteGamesList', 'addFavoriteGame', 'removeFavoriteGame', 'recentGames', 'pvpRooms', 'launchGame', 'launchGameV2', 'popularGames', 'winnerBoard'] as const;
    for (const name of names) expect(calls[name].response.safeParse(undefined).success, name).toBe(false);
  });
});
