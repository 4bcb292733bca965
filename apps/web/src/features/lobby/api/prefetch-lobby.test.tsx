import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { callsTo, gameItem, gamePage, renderLobby, stubLobbyApi, tileNamed, vendorCard, visitor } from '../testing/lobby-fixtures';
import { prefetchLobby } from './prefetch-lobby';

const t = i18next.t.bind(i18next);
const CALLS = [
  '/lgw/games/vendors',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_gameList',
  '/wps/relay/GCSGAME_getRankList',
  '/wps/relay/GCSGAME_gameAnnouncement',
  '/wps/relay/GCSGAME_newGameVendor',
];

function lobbyApi() {
  return stubLobbyApi({
    '/lgw/games/vendors': { data: { lanes: [{ gameType: 'RNG', title: 'in_category_rng', vendors: [vendorCard('PG', 'PG Soft')] }] } },
    '/wps/relay/GCSGAME_hotGamesV2': { list: [gameItem(900, { gameName: 'Hot Shot', isHot: true })] },
    '/wps/relay/GCSGAME_gameList': (url: URL) => gamePage(Number(url.searchParams.get('pageNo')), 1),
    '/wps/relay/GCSGAME_getRankList': { list: [], total: 0, totalPages: 0 },
    '/wps/relay/GCSGAME_gameAnnouncement': { promotion: [] },
    '/wps/relay/GCSGAME_newGameVendor': { list: [] },
  });
}

describe('the lobby asked for before it renders (the boot first-screen data)', { timeout: 20_000 }, () => {
  it('draws its vendors, hot games and grid from what was asked, without asking again', async () => {
    const fetchMock = lobbyApi();
    const queryClient = testQueryClient();
    const route = '/rng?gameType=RNG&page=1&vassalage=PG';
    await prefetchLobby(queryClient, 'RNG', new URL(route, 'http://localhost').searchParams, 'demo', i18next.language);
    expect(CALLS.map((path) => callsTo(fetchMock, path).length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(Object.fromEntries(callsTo(fetchMock, '/wps/relay/GCSGAME_gameList')[0]!.url.searchParams)).toMatchObject({ vassalage: 'PG', pageNo: '1' });

    renderLobby(route, visitor, 'RNG', '/rng', queryClient);
    // drawn in the first render: the data is there, no skeleton in between
    const grid = screen.getByRole('list', { name: t('lobby_all_games') });
    expect(within(grid).getByRole('button', { name: tileNamed('Game 1') })).toBeTruthy();
    expect(within(screen.getByTestId('hot-games')).getByText('Hot Shot')).toBeTruthy();
    expect(CALLS.map((path) => callsTo(fetchMock, path).length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('leaves a filtered grid and the favourites to the page', async () => {
    const favourites = lobbyApi();
    await prefetchLobby(testQueryClient(), 'RNG', new URLSearchParams('favorites=1'), 'demo', 'EN');
    expect(CALLS.map((path) => callsTo(favourites, path).length)).toEqual([1, 0, 0, 1, 1, 1]);
    const inhouse = lobbyApi();
    await prefetchLobby(testQueryClient(), 'INHOUSE', new URLSearchParams(), 'demo', 'EN');
    expect(CALLS.map((path) => callsTo(inhouse, path).length)).toEqual([0, 0, 0, 1, 0, 0]);
  });
});
