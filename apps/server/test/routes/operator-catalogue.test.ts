/**
 * The game catalogue per brand in the back office (issue 29): providers and games switched off, moved, flagged and
 * put into a maintenance window for one brand, audited, while the other brand's lobby stays as it was.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema';
import { gamesClient } from '../games-support';
import { buildTestApp } from '../helper';
import { operatorsClient, operatorTokens } from '../operators-support';

const app = await buildTestApp();
const db = app.database.db;
const ops = operatorsClient(app);
const g = gamesClient(app);
let tokens: Awaited<ReturnType<typeof operatorTokens>>;
beforeAll(async () => {
  tokens = await operatorTokens(app);
});

const TIGER = { host: 'tiger.localhost' };
type Item = { nodeId: number; vassalage: string; isHot: boolean; maintenance: boolean; maintenanceUntil?: number | null };
const lobby = async (brand: 'demo' | 'tiger', query: Record<string, string>) => {
  const res = await g.visitor('gameList', { query, headers: brand === 'tiger' ? TIGER : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as { list: Item[]; total: number };
};

describe('games of a brand', () => {
  it('switches a game off for one brand only, refuses its launch there, audited', async () => {
    const [first] = (await lobby('tiger', { gameType: 'RNG', vassalage: 'PG', pageSize: '5' })).list;
    const res = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: first!.nodeId, enabled: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ gameId: first!.nodeId, enabled: false, overridden: ['enabled'] });
    expect((await lobby('tiger', { gameType: 'RNG', vassalage: 'PG', pageSize: '5' })).list.map((i) => i.nodeId)).not.toContain(first!.nodeId);
    expect((await lobby('demo', { gameType: 'RNG', vassalage: 'PG', pageSize: '5' })).list.map((i) => i.nodeId)).toContain(first!.nodeId);

    const player = await g.member({ brandId: 'tiger' });
    const launch = await player.call('launchGame', { body: { ...g.launchConstants, nodeId: first!.nodeId }, headers: TIGER });
    expect([launch.status, launch.body.code]).toEqual([404, 'GAME_NOT_FOUND']);

    const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'catalogue-game.set'), eq(operatorAudit.target, `game:tiger:${first!.nodeId}`)));
    expect([audit?.actor, audit?.brandId]).toEqual(['owner1', 'tiger']);
  });

  it('moves a hot game to the front of the brand’s list with its sort', async () => {
    const page = (await lobby('tiger', { gameType: 'RNG', pageSize: '20' })).list;
    const last = page[page.length - 1]!;
    const res = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: last.nodeId, isHot: true, sort: -1, rtpBp: 9712 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [front] = (await lobby('tiger', { gameType: 'RNG', pageSize: '20' })).list;
    expect([front?.nodeId, front?.isHot]).toEqual([last.nodeId, true]);
    expect((await lobby('demo', { gameType: 'RNG', pageSize: '20' })).list[0]?.nodeId).not.toBe(last.nodeId);
    const hot = await g.visitor('hotGames', { query: { count: '5', gameType: 'RNG' }, headers: TIGER });
    expect((hot.body.value.list as Item[]).map((i) => i.nodeId)).toContain(last.nodeId);
  });

  it('puts a game in another category for one brand: its lobby filter and the provider’s category tabs follow', async () => {
    const [game] = (await lobby('tiger', { gameType: 'RNG', vassalage: 'PG', pageSize: '3' })).list.slice(2);
    const res = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: game!.nodeId, gameClassify: 'brand_picks' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ gameClassify: 'BRAND_PICKS', overridden: ['gameClassify'] });
    const picks = await lobby('tiger', { gameType: 'RNG', vassalage: 'PG', gameClassify: 'BRAND_PICKS' });
    expect([picks.total, picks.list.map((i) => i.nodeId)]).toEqual([1, [game!.nodeId]]);
    expect((await lobby('demo', { gameType: 'RNG', vassalage: 'PG', gameClassify: 'BRAND_PICKS' })).total).toBe(0);
    const tabs = await g.visitor('vassalageGameTypes', { query: { vassalage: 'PG', gameType: 'RNG' }, headers: TIGER });
    expect(tabs.status, JSON.stringify(tabs.body)).toBe(200);
    expect((tabs.body.value.list as Array<{ gameClassify: string; count: number }>).find((c) => c.gameClassify === 'BRAND_PICKS')?.count).toBe(1);
    const bad = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: game!.nodeId, gameClassify: 'two words' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses bad input and the support role', async () => {
    const rtp = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: 1, rtpBp: 20_000 } });
    expect([rtp.status, rtp.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    const unknown = await ops.call('operatorUpdateCatalogueGame', { token: tokens.owner, body: { brandId: 'tiger', gameId: 2_000_000_000, enabled: false } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const noBrand = await ops.call('operatorCatalogueProviders', { token: tokens.owner, query: { brandId: 'nope' } });
    expect([noBrand.status, noBrand.body.code]).toEqual([404, 'NOT_FOUND']);
    const support = await ops.call('operatorUpdateCatalogueGame', { token: tokens.support, body: { brandId: 'tiger', gameId: 1, enabled: false } });
    expect([support.status, support.body.value]).toEqual([403, { permission: 'settings.write' }]);
    const window = await ops.call('operatorUpdateCatalogueProvider', { token: tokens.owner, body: { brandId: 'tiger', code: 'PG', window: { from: 2000, until: 1000 } } });
    expect([window.status, window.body.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('providers of a brand', () => {
  it('puts a provider into maintenance for its window, and switches one off, for one brand', async () => {
    const now = Date.now();
    const res = await ops.call('operatorUpdateCatalogueProvider', { token: tokens.owner, body: { brandId: 'tiger', code: 'JILI', window: { from: now - 60_000, until: now + 3_600_000 } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ code: 'JILI', inWindow: true });
    const [item] = (await lobby('tiger', { gameType: 'RNG', vassalage: 'JILI', pageSize: '1' })).list;
    expect([item?.maintenance, item?.maintenanceUntil]).toEqual([true, now + 3_600_000]);
    expect((await lobby('demo', { gameType: 'RNG', vassalage: 'JILI', pageSize: '1' })).list[0]?.maintenance).toBe(false);
    const player = await g.member({ brandId: 'tiger' });
    const launch = await player.call('launchGame', { body: { ...g.launchConstants, nodeId: item!.nodeId }, headers: TIGER });
    expect([launch.status, launch.body.code]).toEqual([503, 'GAME_MAINTENANCE']);
    expect(launch.body.value.maintenanceUntil).toBe(now + 3_600_000);
    expect((launch.body.value.suggestions as Item[]).every((s) => s.vassalage !== 'JILI')).toBe(true);

    // the window over: back in play
    await ops.call('operatorUpdateCatalogueProvider', { token: tokens.owner, body: { brandId: 'tiger', code: 'JILI', window: { from: now - 7_200_000, until: now - 3_600_000 } } });
    expect((await lobby('tiger', { gameType: 'RNG', vassalage: 'JILI', pageSize: '1' })).list[0]?.maintenance).toBe(false);

    const off = await ops.call('operatorUpdateCatalogueProvider', { token: tokens.owner, body: { brandId: 'tiger', code: 'JILI', enabled: false } });
    expect(off.body.value.enabled).toBe(false);
    expect((await lobby('tiger', { gameType: 'RNG', vassalage: 'JILI' })).total).toBe(0);
    expect((await lobby('demo', { gameType: 'RNG', vassalage: 'JILI' })).total).toBeGreaterThan(0);
    const list = await ops.call('operatorCatalogueProviders', { token: tokens.owner, query: { brandId: 'tiger' } });
    expect(list.status).toBe(200);
    expect((list.body.value.list as Array<{ code: string; enabled: boolean }>).find((p) => p.code === 'JILI')?.enabled).toBe(false);
    const audits = await db.select().from(operatorAudit).where(eq(operatorAudit.action, 'catalogue-provider.set'));
    expect(audits.length).toBe(3);
  });
});
