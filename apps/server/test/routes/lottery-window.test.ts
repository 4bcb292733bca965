import { describe, expect, it } from 'vitest';
import { gamesClient } from '../games-support';
import { buildTestApp } from '../helper';

/*
 * The external lottery window (spec section 2, game launching; issue 6): the catalogue's entry of the special lottery
 * account type launches the lottery lobby, the URL the lottery launch call gives for the lobby view.
 */
const app = await buildTestApp();
const g = gamesClient(app);
const launch = (token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  g.api.call('launchGameV2', { token, body: { ...g.launchConstants, ...body }, headers });

describe('the external lottery window entry', () => {
  it('is in the catalogue lists with its account type and no game code', async () => {
    const entry = await g.gameByExternalId('TCG_LOTTO_VN', 'tcg_lotto_vn-lobby');
    const res = await g.api.call('gameList', { query: { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' } });
    const item = (res.body.value.list as Array<{ nodeId: number }>).find((i) => i.nodeId === entry.id);
    expect(item).toMatchObject({ gameName: 'Vietnam Lottery Lobby', accountTypeName: 'LOTTO_VN', gameCode: null, defaultPlayType: null, isGame: 'GAME' });
    // first among the popular lottery games, where /elott lists it
    const popular = await g.api.call('popularGames', { query: { count: '20', prizeMode: 'Elott', device: 'WEB' } });
    expect(popular.body.value.list[0]).toMatchObject({ nodeId: entry.id, accountTypeName: 'LOTTO_VN' });
  });

  it('launches the Vietnamese lottery lobby in the launch language, the URL lotteryLaunch gives for the lobby view', async () => {
    const m = await g.member();
    const entry = await g.gameByExternalId('TCG_LOTTO_VN', 'tcg_lotto_vn-lobby');
    const res = await launch(m.token, { nodeId: entry.id, vassalage: 'TCG_LOTTO_VN' }, { Language: 'EN' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ nodeId: entry.id, vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', demo: false });
    const url = new URL(res.body.value.game_url as string);
    expect(`${url.pathname}${url.search}`).toBe('/vnlottery?language=EN');
    const lobby = await m.call('lotteryLaunch', { query: { lottoArea: 'VN', lottoView: 'lobby', device: 'WEB', language: 'EN' } });
    expect(lobby.body.value.url).toBe(`${url.pathname}${url.search}`);
    // the v1 launch takes the body's language
    const ty = await g.api.call('launchGame', { token: m.token, body: { ...g.launchConstants, nodeId: entry.id, language: 'TY' } });
    expect(new URL(ty.body.value.game_url as string).search).toBe('?language=TY');
  });

  it('needs a login: a visitor gets NOT_LOGGED_IN', async () => {
    const entry = await g.gameByExternalId('TCG_LOTTO_VN', 'tcg_lotto_vn-lobby');
    const res = await launch(undefined, { nodeId: entry.id });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });
});
