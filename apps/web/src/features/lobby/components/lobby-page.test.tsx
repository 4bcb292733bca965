import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { WARNING_MODAL } from '@/components/ui/modal/warning';
import { LOGIN_MODAL } from '@/config/modal-names';
import { session } from '@/lib/storage';
import { LAUNCH_CONSTANTS } from '@/lib/shared-api/launch-game';
import { callsTo, gameItem, gamePage, member, Refusal, renderLobby, stubLobbyApi, tileNamed, trial, vendorCard, visitor } from '../testing/lobby-fixtures';
import type { StoredLaunch } from './game-frame';

const t = i18next.t.bind(i18next);
const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const LAUNCH = '/wps/v2/game/launchGame';
const slotLanes = { data: { lanes: [{ gameType: 'RNG', title: 'in_category_rng', vendors: [vendorCard('PG', 'PG Soft'), vendorCard('JILI', 'JILI', 'RNG', 'CLASSIC')] }] } };

function slotLobby(extra: Record<string, unknown> = {}, totalPages = 5) {
  return stubLobbyApi({
    '/lgw/games/vendors': slotLanes,
    '/wps/relay/GCSGAME_hotGamesV2': { list: [gameItem(900, { gameName: 'Hot Shot', isHot: true })] },
    [GAME_LIST]: (url: URL) => gamePage(Number(url.searchParams.get('pageNo')), totalPages),
    '/wps/relay/MCSFE_getFavoriteGames': { content: [2], totalPages: 1 },
    '/wps/relay/GCS_recentGame': { list: [], total: 0, totalPages: 0 },
    ...extra,
  });
}
const pagesAsked = (fetchMock: ReturnType<typeof stubLobbyApi>) => callsTo(fetchMock, GAME_LIST).map((c) => c.url.searchParams.get('pageNo'));
const grid = () => screen.findByRole('list', { name: t('lobby_all_games') }, { timeout: 5000 });
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the lobby grid', { timeout: 20_000 }, () => {
  it('shows pages of 42 from the server and asks for the next as the end of the loaded games comes near', async () => {
    const fetchMock = slotLobby();
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    const list = await grid();
    expect(within(list).getByRole('button', { name: tileNamed('Game 1') })).toBeTruthy();
    const first = callsTo(fetchMock, GAME_LIST)[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '42' });
    // 42 games are 7 rows: the viewport already reaches near their end, so page 2 follows
    await waitFor(() => expect(pagesAsked(fetchMock)).toEqual(['1', '2']));
    expect(list.getAttribute('aria-busy')).toBeNull();
    // far down the page: page 3; the first rows have left the document (virtualised)
    scrollTo(3000);
    await waitFor(() => expect(pagesAsked(fetchMock)).toEqual(['1', '2', '3']));
    await waitFor(() => expect(within(list).queryByRole('button', { name: tileNamed('Game 1') })).toBeNull());
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('210');
  });

  it('stops at the last page', async () => {
    const fetchMock = slotLobby({}, 1);
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    await grid();
    scrollTo(5000);
    await new Promise((r) => setTimeout(r, 400));
    expect(pagesAsked(fetchMock)).toEqual(['1']);
  });

  it('starts at the page of the URL and loads earlier pages on request', async () => {
    const fetchMock = slotLobby();
    renderLobby('/rng?gameType=RNG&page=3&vassalage=', visitor);
    const list = await grid();
    expect(within(list).getByRole('button', { name: tileNamed('Game 85') })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('lobby_show_earlier') }));
    await waitFor(() => expect(pagesAsked(fetchMock)).toContain('2'));
    expect(await within(list).findByRole('button', { name: tileNamed('Game 43') })).toBeTruthy();
  });

  it('filters by vendor tab, searches by name after typing stops, and says when nothing matches', async () => {
    const fetchMock = slotLobby({
      [GAME_LIST]: (url: URL) =>
        url.searchParams.get('keyword') === 'zzz' ? { list: [], total: 0, totalPages: 0, pageNo: 1, pageSize: 42 } : gamePage(Number(url.searchParams.get('pageNo')), 1),
    });
    const { location } = renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    await grid();
    await userEvent.click(screen.getByRole('link', { name: 'JILI' }));
    await waitFor(() => expect(location()).toBe('/rng?gameType=RNG&page=1&vassalage=JILI'));
    await waitFor(() => expect(callsTo(fetchMock, GAME_LIST).some((c) => c.url.searchParams.get('vassalage') === 'JILI')).toBe(true));

    await userEvent.type(screen.getByRole('searchbox', { name: t('lobby_search') }), 'zzz');
    expect(callsTo(fetchMock, GAME_LIST).some((c) => c.url.searchParams.get('keyword'))).toBe(false);
    expect(await screen.findByText(t('lobby_no_match'), {}, { timeout: 3000 })).toBeTruthy();
    const asked = callsTo(fetchMock, GAME_LIST).filter((c) => c.url.searchParams.get('keyword'));
    expect(asked.map((c) => c.url.searchParams.get('keyword'))).toEqual(['zzz']);
    expect(location()).toContain('keyword=zzz');
    await userEvent.click(screen.getByRole('link', { name: t('lobby_clear_filters') }));
    expect(await grid()).toBeTruthy();
  });

  it('offers the server error with a retry', async () => {
    let fail = true;
    slotLobby({ [GAME_LIST]: (url: URL) => (fail ? new Refusal('INTERNAL_ERROR', 'err_network_error') : gamePage(Number(url.searchParams.get('pageNo')), 1)) });
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('err_network_error'));
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: t('in_retry') }));
    expect(await grid()).toBeTruthy();
  });
});

describe('favourites', { timeout: 20_000 }, () => {
  const heartOf = async (name: string) => {
    const tile = (await within(await grid()).findByRole('button', { name: tileNamed(name) })).closest('[role="listitem"]') as HTMLElement;
    return within(tile).getByTestId('favorite-toggle');
  };

  it('a visitor gets the login modal', async () => {
    const fetchMock = slotLobby();
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    await userEvent.click(await heartOf('Game 1'));
    expect(modals.isOpen(LOGIN_MODAL)).toBe(true);
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_addFavoriteGame')).toHaveLength(0);
  });

  it('a trial account is told to register a real account', async () => {
    const fetchMock = slotLobby();
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', trial);
    await userEvent.click(await heartOf('Game 1'));
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    expect(modals.isOpen(LOGIN_MODAL)).toBe(false);
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_addFavoriteGame')).toHaveLength(0);
    // trial accounts have no favourites to ask for
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
  });

  it('a member adds a game that is not a favourite and removes one that is', async () => {
    const saved = new Set([2]);
    const fetchMock = slotLobby({
      '/wps/relay/MCSFE_getFavoriteGames': () => ({ content: [...saved], totalPages: 1 }),
      '/wps/relay/MCSFE_addFavoriteGame': (_u: URL, body: { nodeId: number }) => (saved.add(body.nodeId), { nodeId: body.nodeId, favorite: true }),
      '/wps/relay/MCSFE_removeFavoriteGame': (_u: URL, body: { nodeId: number }) => (saved.delete(body.nodeId), { nodeId: body.nodeId, favorite: false }),
    });
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', member);
    const second = await heartOf('Game 2');
    await waitFor(() => expect(second.getAttribute('aria-pressed')).toBe('true'));
    const firstHeart = await heartOf('Game 1');
    expect(firstHeart.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(firstHeart);
    await waitFor(() => expect(firstHeart.getAttribute('aria-pressed')).toBe('true'));
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_addFavoriteGame').map((c) => c.body)).toEqual([{ nodeId: 1, vendor: 'PG', gameType: 'RNG' }]);

    await userEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-pressed')).toBe('false'));
    expect(callsTo(fetchMock, '/wps/relay/MCSFE_removeFavoriteGame').map((c) => c.body)).toEqual([{ nodeId: 2, vendor: 'PG', gameType: 'RNG' }]);
  });

  it('a refused toggle goes back and says why', async () => {
    slotLobby({ '/wps/relay/MCSFE_addFavoriteGame': new Refusal('FAVORITES_LIMIT', 'err_favorites_limit') });
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', member);
    const heart = await heartOf('Game 1');
    await userEvent.click(heart);
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('vendor tiles and launching', { timeout: 20_000 }, () => {
  const liveLanes = { data: { lanes: [{ gameType: 'LIVE', title: 'in_category_live', vendors: [vendorCard('EVO', 'Evolution', 'LIVE', 'LIVE')] }] } };
  const evoTile = gameItem(26, { gameName: 'Evolution', vendorName: 'Evolution', vassalage: 'EVO', gameType: 'LIVE', isGame: 'VASSALAGE' });

  it('a VASSALAGE tile opens the popup list of its vendor’s games', async () => {
    const fetchMock = stubLobbyApi({
      '/lgw/games/vendors': liveLanes,
      '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
      [GAME_LIST]: (url: URL) =>
        url.searchParams.get('vassalage') === 'EVO'
          ? { list: [gameItem(27, { gameName: 'Baccarat A', vassalage: 'EVO', vendorName: 'Evolution', gameType: 'LIVE' })], total: 1, totalPages: 1, pageNo: 1, pageSize: 42 }
          : { list: [evoTile], total: 1, totalPages: 1, pageNo: 1, pageSize: 42 },
    });
    renderLobby('/live?gameType=LIVE&page=1&vassalage=', visitor, 'LIVE', '/live');
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Evolution') }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution' });
    expect(await within(dialog).findByRole('button', { name: tileNamed('Baccarat A') })).toBeTruthy();
    expect(callsTo(fetchMock, GAME_LIST).some((c) => c.url.searchParams.get('vassalage') === 'EVO' && c.url.searchParams.get('gameType') === 'LIVE')).toBe(true);
    // no launch for a vendor tile
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('a visitor who opens a game gets the login modal', async () => {
    const fetchMock = slotLobby();
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', visitor);
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Game 1') }));
    expect(modals.isOpen(LOGIN_MODAL)).toBe(true);
    expect(callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('a member’s launch sends the spec’s constants and opens the game in /game', async () => {
    const fetchMock = slotLobby({
      [LAUNCH]: { game_url: 'http://localhost/sandbox/vendor/PG/pg-1?launch=abc', game_url2: 'https://cdn.example/sandbox/vendor/PG/pg-1?launch=abc', nodeId: 1, vassalage: 'PG', gameType: 'RNG', demo: false, expiresAt: 0 },
    });
    const { location } = renderLobby('/rng?gameType=RNG&page=1&vassalage=', member);
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Game 1') }));
    await waitFor(() => expect(location()).toBe('/game'));
    expect(callsTo(fetchMock, LAUNCH)[0]!.body).toEqual({ ...LAUNCH_CONSTANTS, nodeId: 1, vassalage: 'PG' });
    const stored = JSON.parse(session.get('iframeUrl')!) as StoredLaunch;
    expect(stored).toMatchObject({ url: 'http://localhost/sandbox/vendor/PG/pg-1?launch=abc', url2: 'https://cdn.example/sandbox/vendor/PG/pg-1?launch=abc', gameName: 'Game 1', back: '/rng?gameType=RNG&page=1&vassalage=' });
    expect(session.get('gameVendor')).toBe('PG');
  });

  it('live tables open in /seamless and lottery games on the lottery page', async () => {
    const table = gameItem(27, { gameName: 'Baccarat A', vassalage: 'EVO', gameType: 'LIVE' });
    const lotto = gameItem(5, { gameName: 'Lucky 5D', vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'L5D', defaultPlayType: 'BIG' });
    stubLobbyApi({
      '/lgw/games/vendors': liveLanes,
      '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
      '/wps/relay/MCSFE_getFavoriteGames': { content: [], totalPages: 0 },
      '/wps/relay/GCS_recentGame': { list: [], total: 0, totalPages: 0 },
      [GAME_LIST]: { list: [table, lotto], total: 2, totalPages: 1, pageNo: 1, pageSize: 42 },
      [LAUNCH]: (_u: URL, body: { nodeId: number }) =>
        body.nodeId === 27
          ? { game_url: 'http://localhost/sandbox/vendor/EVO/evo-101?launch=x', game_url2: 'http://localhost/sandbox/vendor/EVO/evo-101?launch=x', nodeId: 27, vassalage: 'EVO', gameType: 'LIVE', demo: false, expiresAt: 0 }
          : { game_url: 'http://localhost/lottery?gameCode=L5D&playType=BIG', game_url2: 'http://localhost/lottery?gameCode=L5D&playType=BIG', nodeId: 5, vassalage: 'TCG_SEA', gameType: 'ELOTT', demo: false, expiresAt: 0 },
    });
    const first = renderLobby('/live?gameType=LIVE&page=1&vassalage=', member, 'LIVE', '/live');
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Baccarat A') }));
    await waitFor(() => expect(first.location()).toBe('/seamless'));
    first.unmount();
    const second = renderLobby('/live?gameType=LIVE&page=1&vassalage=', member, 'LIVE', '/live');
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Lucky 5D') }));
    await waitFor(() => expect(second.location()).toBe('/lottery?gameCode=L5D&playType=BIG'));
  });

  it('the special lottery account type opens the lottery lobby in a window of its own, on this site', async () => {
    const lobby = gameItem(6, { gameName: 'Vietnam Lottery Lobby', vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', accountTypeName: 'LOTTO_VN' });
    const fetchMock = stubLobbyApi({
      '/lgw/games/vendors': liveLanes,
      '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
      '/wps/relay/MCSFE_getFavoriteGames': { content: [], totalPages: 0 },
      '/wps/relay/GCS_recentGame': { list: [], total: 0, totalPages: 0 },
      [GAME_LIST]: { list: [lobby], total: 1, totalPages: 1, pageNo: 1, pageSize: 42 },
      // the host the server saw (behind a proxy, say): the window still opens on this site, which has the session
      [LAUNCH]: { game_url: 'http://10.0.0.5:8080/vnlottery?language=EN', game_url2: 'http://10.0.0.5:8080/vnlottery?language=EN', nodeId: 6, vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', demo: false, expiresAt: 0 },
    });
    const own = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => own as unknown as Window);
    vi.stubGlobal('open', open);
    const { location } = renderLobby('/live?gameType=LIVE&page=1&vassalage=', member, 'LIVE', '/live');
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Vietnam Lottery Lobby') }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(own.location.href).toBe(`${window.location.origin}/vnlottery?language=EN`));
    expect(callsTo(fetchMock, LAUNCH)[0]!.body).toMatchObject({ nodeId: 6, vassalage: 'TCG_LOTTO_VN' });
    expect(location()).toBe('/live?gameType=LIVE&page=1&vassalage=');
  });

  it('a game under maintenance offers the popular games the server suggests', async () => {
    const suggestions = [gameItem(7, { gameName: 'Lucky Panda' }), gameItem(8, { gameName: 'Golden Koi' })];
    slotLobby({ [LAUNCH]: new Refusal('GAME_MAINTENANCE', 'err_game_maintenance', { nodeId: 1, suggestions }) });
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', member);
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Game 1') }));
    const dialog = await screen.findByRole('dialog', { name: t('lobby_maintenance_title') });
    expect(within(dialog).getByText(t('err_game_maintenance'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: tileNamed('Lucky Panda') })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: tileNamed('Golden Koi') })).toBeTruthy();
  });

  it('a trial account refused by a vendor is told to register', async () => {
    slotLobby({ [LAUNCH]: new Refusal('TRIAL_ACCOUNT', 'err_trial_account') });
    renderLobby('/rng?gameType=RNG&page=1&vassalage=', trial);
    await userEvent.click(await within(await grid()).findByRole('button', { name: tileNamed('Game 1') }));
    await waitFor(() => expect(modals.isOpen(WARNING_MODAL)).toBe(true));
  });
});
